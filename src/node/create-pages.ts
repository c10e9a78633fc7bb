/**
 * One function per page family, each with its own query. Only slugs go into
 * page context; the templates query their own data.
 */
import path from "node:path"
import type { CreatePagesArgs } from "gatsby"

const TRACKER_TEMPLATE = path.resolve("./src/templates/tracker.tsx")
const COUNTY_TEMPLATE = path.resolve("./src/templates/county.tsx")

interface SlugQuery {
  nodes: { slug: string }[]
}

export async function createTrackerPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<{ allTracker: SlugQuery }>(`
    query CreateTrackerPages {
      allTracker {
        nodes {
          slug
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the trackers from data/trackers/", result.errors)
    return
  }
  for (const { slug } of result.data.allTracker.nodes) {
    actions.createPage({ path: `/tracker/${slug}/`, component: TRACKER_TEMPLATE, context: { slug } })
  }
}

export async function createCountyPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<{ allCounty: SlugQuery }>(`
    query CreateCountyPages {
      allCounty {
        nodes {
          slug
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the counties from data/counties/", result.errors)
    return
  }
  for (const { slug } of result.data.allCounty.nodes) {
    actions.createPage({ path: `/counties/${slug}/`, component: COUNTY_TEMPLATE, context: { slug } })
  }
}
