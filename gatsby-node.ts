import path from "node:path"
import type { CreatePagesArgs, GatsbyNode, Reporter } from "gatsby"
import { checkContent, formatReport } from "./src/content/check"
import { backLinkResolvers, derivedResolvers, graphqlTypeDefs } from "./src/content/graphql"
import { browserDefinitions } from "./src/content/model"
import { startAppInTasks, trimBrowserBundle } from "./src/build/bundle"
import { addRecordFields } from "./src/build/content-nodes"
import type { BuildData } from "./src/build/build-data"
import { createDataPages } from "./src/build/create-pages"
import { runPostBuild } from "./src/build/post-build"
import { fragmentsIn, withFragments } from "./src/build/fragments"

/**
 * Check all content before Gatsby sources it: a bad file stops the build
 * here, before anything is written to public/, with the same messages as
 * `npm run check:content`.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const report = await checkContent(process.cwd())
  for (const warning of report.warnings) reporter.warn(`${warning.file} › ${warning.field}: ${warning.message}`)
  if (report.errors.length > 0) {
    reporter.panicOnBuild(`The content in data/ has problems; nothing was built.\n${formatReport(report)}`)
  } else {
    reporter.info(`Content OK: ${report.filesChecked} files checked.`)
  }
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(graphqlTypeDefs())
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  // Back links live on records' types, derived fields on their groups' (a status's end): never the same type.
  createResolvers({ ...backLinkResolvers(), ...derivedResolvers() })
}

/**
 * The browser bundle: code the site never runs left out, the content
 * model's labels written in as constants (src/content/labels.ts), and its
 * entry swapped for one that starts in short tasks (src/build/bundle.ts),
 * read last so it sees the rest.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  trimBrowserBundle(args)
  args.actions.setWebpackConfig({ plugins: [args.plugins.define(browserDefinitions())] })
  startAppInTasks(args)
}

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  addRecordFields(args)
}

/**
 * What the build's own code reads from the content, in one query (here, so
 * GraphQL Typegen types it as `Queries.BuildDataQuery`): the choice of each
 * page's trackers and reviews when the pages are made, and the steps after
 * the build (src/build/build-data.ts). It is sent with the fragments it
 * spreads (src/build/fragments.ts).
 */
async function buildData(run: CreatePagesArgs["graphql"], reporter: Reporter, purpose: string): Promise<BuildData | null> {
  const fragments = fragmentsIn(path.join(process.cwd(), "src"))
  // Named `graphql`: GraphQL Typegen finds the query below by that name.
  const graphql = <Result>(query: string) => run<Result>(withFragments(query, fragments))
  const result = await graphql<BuildData>(`
    query BuildData {
      siteSettings {
        brandName
        tagline
        siteDescription
        socialPageUrl
        heroRating
        heroReviewCount
      }
      allCounty(sort: { order: ASC }) {
        nodes {
          key
          slug
          name
          centre {
            latitude
            longitude
          }
        }
      }
      allReview {
        nodes {
          ...ReviewsByTracker
        }
      }
      allTracker {
        nodes {
          ...TrackerRecord
          experience
          image {
            name
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not load the data ${purpose}.`, result.errors)
    return null
  }
  return result.data
}

export const createPages: GatsbyNode["createPages"] = async (args) => {
  const data = await buildData(args.graphql, args.reporter, "to choose each page's trackers and reviews")
  if (data) await createDataPages(args, data)
}

/** After the pages are written: the steps in src/build/post-build/, in their order. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const data = await buildData(graphql, reporter, "for the steps after the build")
  if (data) await runPostBuild(data, reporter)
}
