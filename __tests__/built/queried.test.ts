/**
 * The editor's previews and the view tests hand the views records made from
 * JSON by walking the content model (src/content/queried.ts) instead of
 * mapping fields by hand. This holds them to what GraphQL gave the build:
 * for every tracker, county and the site's settings, each field a page
 * queried is what queriedRecord makes of the same file. Pictures (made by
 * the build) and back links (a tracker's reviews) are the build's alone.
 */
import fs from "node:fs"
import path from "node:path"
import { counties, settings, trackers } from "../../test-support/content"
import { PUBLIC_DIR } from "../../test-support/weight"
import { findAmong, queriedRecord } from "../../src/content/queried"
import type { TypeName } from "../../src/content/model"

const BUILD_ONLY = new Set(["image", "gallery", "reviews"])
const find = findAmong({ County: counties, Tracker: trackers })

function pageData(route: string): Record<string, unknown> {
  const file = path.join(PUBLIC_DIR, "page-data", route === "/" ? "index" : route.replace(/^\/|\/$/g, ""), "page-data.json")
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { result: { data: Record<string, unknown> } }).result.data
}

/** `value` cut to the fields `shape` (what GraphQL returned) has, at every level; build-only fields left out of both. */
function cut(shape: unknown, value: unknown): unknown {
  if (Array.isArray(shape)) return Array.isArray(value) ? shape.map((item, index) => cut(item, value[index])) : value
  if (shape && typeof shape === "object") {
    const record = (value && typeof value === "object" ? value : {}) as Record<string, unknown>
    return Object.fromEntries(
      Object.keys(shape)
        .filter((key) => !BUILD_ONLY.has(key))
        .map((key) => [key, cut((shape as Record<string, unknown>)[key], record[key])]),
    )
  }
  return value
}

function expectQueried(typeName: TypeName, queried: unknown, record: Record<string, unknown>) {
  expect(queried).toBeTruthy()
  expect(cut(queried, queriedRecord(typeName, record, { find }))).toEqual(cut(queried, queried))
}

it.each(trackers.map((tracker) => [tracker.name, tracker] as const))("%s's profile gets what queriedRecord makes of the tracker's file", (_, tracker) => {
  expectQueried("Tracker", pageData(`/tracker/${tracker.slug}/`).tracker, tracker)
})

it.each(counties.map((county) => [county.name, county] as const))(
  "%s County's page gets what queriedRecord makes of its file and of its trackers'",
  (_, county) => {
    const data = pageData(`/counties/${county.slug}/`)
    expectQueried("County", data.county, county)
    const listed = (data.allTracker as { nodes: { slug: string }[] }).nodes
    expect(listed.length).toBeGreaterThan(0)
    for (const node of listed) expectQueried("Tracker", node, trackers.find((tracker) => tracker.slug === node.slug) ?? {})
  },
)

it("the home page gets what queriedRecord makes of the site's settings", () => {
  expectQueried("SiteSettings", pageData("/").siteSettings, settings)
})
