/**
 * What happens after Gatsby has written public/: the share image, then the
 * host rule files (last, because the CSP is hashed from the finished pages).
 */
import path from "node:path"
import type { BuildArgs } from "gatsby"
import { writeDeployFiles } from "./deploy/write-deploy-files"
import { writeShareImage } from "./share-image"

interface PostBuildData {
  siteSettings: { brandName: string; tagline: string; heroRating: number; heroReviewCount: number } | null
  allTracker: { nodes: { slug: string; name: string }[] }
}

export async function postBuild({ graphql, reporter }: BuildArgs): Promise<void> {
  const result = await graphql<PostBuildData>(`
    query PostBuild {
      siteSettings {
        brandName
        tagline
        heroRating
        heroReviewCount
      }
      allTracker {
        nodes {
          slug
          name
        }
      }
    }
  `)
  if (result.errors || !result.data?.siteSettings) {
    reporter.panicOnBuild("Could not load the site settings and trackers for the share image and host rules.", result.errors)
    return
  }
  const root = process.cwd()
  const publicDir = path.join(root, "public")
  const image = await writeShareImage(root, publicDir, result.data.siteSettings)
  reporter.info(`Share image: ${path.relative(root, image)}`)
  const report = writeDeployFiles(publicDir, result.data.allTracker.nodes)
  reporter.info(
    `Host rules: public/_headers (${report.headerRules} rules, CSP ${report.cspLength} characters from ${report.pages} pages), ` +
      `public/_redirects (${report.redirects} redirects)`,
  )
}
