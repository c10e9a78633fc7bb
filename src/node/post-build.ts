/**
 * What happens after Gatsby has written public/: first the pages' scripts
 * are made to start after the first paint (paint-first.ts), then the share
 * image, the offline service worker (which stores the pages as rewritten),
 * and last the host rule files (the CSP is hashed from the finished pages,
 * and `_headers` has a rule for `sw.js`).
 */
import path from "node:path"
import type { BuildArgs } from "gatsby"
import { writeDeployFiles } from "./deploy/write-deploy-files"
import { writeServiceWorker } from "./offline/service-worker"
import { paintFirstInPublic } from "../startup/paint-first"
import { writeShareImage } from "./share-image"

interface PostBuildData {
  siteSettings: { brandName: string; tagline: string; heroRating: number; heroReviewCount: number } | null
  allTracker: { nodes: { key: string; slug: string; name: string; image: { name: string } | null }[] }
}

/**
 * Source images (names without extension) whose pictures are stored for
 * offline use besides each tracker's photo: the photo shown for a tracker
 * without one (TrackerPhoto) and the wait-time guide (the home page's
 * query), which is stored with the numbers.
 */
const OFFLINE_IMAGES = ["placeholder-tracker", "wait-time-guide"]
const NUMBERS_IMAGES = ["wait-time-guide"]

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

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
          key
          slug
          name
          image {
            name
          }
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
  const started = paintFirstInPublic(publicDir)
  if (started.pages === 0) {
    // Gatsby no longer writes its scripts the way src/startup/internals.ts expects: every page would
    // start its scripts before the first paint, and the precache and the CSP would miss them.
    reporter.panicOnBuild("Paint first: no page had Gatsby's async scripts in its scripts slice. Revisit src/startup/internals.ts and src/startup/paint-first.ts.")
    return
  } else {
    reporter.info(`Paint first: ${started.pages} pages start their scripts after the first paint (${started.rewritten} rewritten on this build)`)
  }
  const image = await writeShareImage(root, publicDir, result.data.siteSettings)
  reporter.info(`Share image: ${path.relative(root, image)}`)
  const trackerPhotos = result.data.allTracker.nodes.flatMap((tracker) => (tracker.image ? [tracker.image.name] : []))
  const worker = await writeServiceWorker(root, publicDir, { critical: [...trackerPhotos, ...OFFLINE_IMAGES], numbers: NUMBERS_IMAGES })
  const total = worker.tiers.reduce((sum, tier) => ({ files: sum.files + tier.files, transferBytes: sum.transferBytes + tier.transferBytes }), { files: 0, transferBytes: 0 })
  reporter.info(
    `Service worker: ${path.relative(root, worker.file)} (${kib(worker.workerTransferBytes)} gzipped) stores ${total.files} files, ` +
      `${kib(total.transferBytes)} to download (text gzipped), in this order: ` +
      worker.tiers.map((tier) => `${tier.tier} ${tier.files} files ${kib(tier.bytes)} stored ${kib(tier.transferBytes)} to download`).join("; "),
  )
  const report = writeDeployFiles(publicDir, result.data.allTracker.nodes)
  reporter.info(
    `Host rules: public/_headers (${report.headerRules} rules, CSP ${report.cspLength} characters from ${report.pages} pages), ` +
      `public/_redirects (${report.redirects} redirects)`,
  )
}
