/**
 * The pages made from data: the home page, and one page per record of every
 * content type that has pages (the model's `page`, src/content/model.ts),
 * each from its template in src/templates/. The context carries the
 * record's key (and the record fields the model names) and, on a page that
 * lists trackers, which ones it carries (page-trackers.ts); the template
 * queries its own data.
 */
import path from "node:path"
import type { CreatePagesArgs } from "gatsby"
import { CONTENT_TYPES, fileOf, type ContentType } from "../content/model"
import { ROUTES } from "../shared/routes"
import type { BuildData } from "./build-data"
import { buildMoment } from "./build-moment"
import { countyContext, homeContext, speciesTrackers, statusesAsBuilt } from "./page-trackers"

const templateFile = (name: string) => path.resolve(`./src/templates/${name}.tsx`)

type PagedType = ContentType & { page: NonNullable<ContentType["page"]> }
type PageRecord = { key: string; slug: string } & Record<string, unknown>
/** What a type's page gets in its context beyond its record's fields. */
type ExtraContext = (record: PageRecord) => object

async function createPagesOf({ graphql, actions, reporter }: CreatePagesArgs, type: PagedType, extra?: ExtraContext): Promise<void> {
  const listField = `all${type.typeName}`
  const result = await graphql<Record<string, { nodes: PageRecord[] }>>(`
    query {
      ${listField} {
        nodes {
          key
          slug
          ${(type.page.contextFields ?? []).join("\n")}
        }
      }
    }
  `)
  const records = result.data?.[listField]
  if (result.errors || !records) {
    reporter.panicOnBuild(`Could not load the records for the pages of ${fileOf(type, "*")}`, result.errors)
    return
  }
  for (const record of records.nodes) {
    const context = Object.fromEntries([["key", record.key], ...(type.page.contextFields ?? []).map((field) => [field, record[field]])])
    actions.createPage({ path: type.page.path(record.slug), component: templateFile(type.page.template), context: { ...context, ...extra?.(record) } })
  }
}

export async function createDataPages(args: CreatePagesArgs, data: BuildData): Promise<void> {
  const trackers = data.allTracker.nodes
  // The statuses as of this build: a page's list is first ordered as the build found them, and one over by then is shown so.
  const now = buildMoment()
  const trackerByKey = new Map(trackers.map((tracker) => [tracker.key, tracker]))
  args.actions.createPage({ path: ROUTES.home, component: templateFile("home"), context: homeContext(trackers, data.allReview.nodes, now) })
  const countyByKey = new Map(data.allCounty.nodes.map((county) => [county.key, county]))
  const extra: Partial<Record<string, ExtraContext>> = {
    County: (record) => {
      const county = countyByKey.get(record.key)
      return county ? countyContext(trackers, county, data.allReview.nodes, now) : {}
    },
    SpeciesPage: (record) => speciesTrackers(trackers, String(record.species), now),
    Tracker: (record) => statusesAsBuilt([trackerByKey.get(record.key) ?? {}], now),
  }
  const withPages = CONTENT_TYPES.filter((type): type is PagedType => Boolean(type.page))
  await Promise.all(withPages.map((type) => createPagesOf(args, type, extra[type.typeName])))
}
