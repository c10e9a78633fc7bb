/**
 * One function per page family. Each lists its records' slugs and creates a
 * page per record from a template; only the slug goes into page context and
 * the template queries its own data.
 */
import path from "node:path"
import type { CreatePagesArgs } from "gatsby"

const TRACKER_TEMPLATE = path.resolve("./src/templates/tracker.tsx")
const COUNTY_TEMPLATE = path.resolve("./src/templates/county.tsx")
const SPECIES_TEMPLATE = path.resolve("./src/templates/species.tsx")
const LEGAL_TEMPLATE = path.resolve("./src/templates/legal.tsx")

interface PageFamily {
  /** The GraphQL list field, e.g. `allTracker`. */
  listField: string
  /** Where the records live, for the build error. */
  source: string
  template: string
  pathFor: (slug: string) => string
}

async function createPagesFor({ graphql, actions, reporter }: CreatePagesArgs, family: PageFamily): Promise<void> {
  const result = await graphql<Record<string, { nodes: { slug: string }[] }>>(`
    query {
      ${family.listField} {
        nodes {
          slug
        }
      }
    }
  `)
  const records = result.data?.[family.listField]
  if (result.errors || !records) {
    reporter.panicOnBuild(`Could not load the pages from ${family.source}`, result.errors)
    return
  }
  for (const { slug } of records.nodes) {
    actions.createPage({ path: family.pathFor(slug), component: family.template, context: { slug } })
  }
}

export const createTrackerPages = (args: CreatePagesArgs) =>
  createPagesFor(args, { listField: "allTracker", source: "data/trackers/", template: TRACKER_TEMPLATE, pathFor: (slug) => `/tracker/${slug}/` })

export const createCountyPages = (args: CreatePagesArgs) =>
  createPagesFor(args, { listField: "allCounty", source: "data/counties/", template: COUNTY_TEMPLATE, pathFor: (slug) => `/counties/${slug}/` })

/** The bear and elk pages. */
export const createSpeciesPages = (args: CreatePagesArgs) =>
  createPagesFor(args, { listField: "allSpeciesPage", source: "data/pages/*-tracking.json", template: SPECIES_TEMPLATE, pathFor: (slug) => `/${slug}/` })

/** Terms, privacy and accessibility. */
export const createLegalPages = (args: CreatePagesArgs) =>
  createPagesFor(args, { listField: "allLegalPage", source: "data/pages/ (terms, privacy, accessibility)", template: LEGAL_TEMPLATE, pathFor: (slug) => `/${slug}/` })
