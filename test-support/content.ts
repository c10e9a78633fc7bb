/**
 * The content the tests and the bench check against, read straight from
 * data/ so a new tracker or county file is covered without touching them.
 */
import fs from "node:fs"
import path from "node:path"
import type { CountyInput } from "../src/content/types/county"
import type { FaqSetInput } from "../src/content/types/faq"
import type { LegalPageInput, SpeciesPageInput } from "../src/content/types/pages"
import type { ReviewInput } from "../src/content/types/review"
import type { SettingsInput } from "../src/content/types/settings"
import type { TrackerInput } from "../src/content/types/tracker"
import { slugFromName } from "../src/shared/slug"

const DATA = path.resolve(__dirname, "../data")

/** A record as the site sees it: its fields, its key (the file name) and its address segment. */
type Keyed<T> = T & { key: string; slug: string }

function readFolder<T>(folder: string, slugOf: (record: T, key: string) => string = (_record, key) => key): Keyed<T>[] {
  return fs
    .readdirSync(path.join(DATA, folder))
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const record = JSON.parse(fs.readFileSync(path.join(DATA, folder, file), "utf8")) as T
      const key = file.slice(0, -".json".length)
      return { ...record, key, slug: slugOf(record, key) }
    })
}

function readFile<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")) as T
}

export const trackers = readFolder<TrackerInput>("trackers", (tracker) => slugFromName(tracker.name))
export const reviews = readFolder<ReviewInput>("reviews")
export const counties = readFolder<CountyInput>("counties").sort((a, b) => a.order - b.order)
export const settings = readFile<SettingsInput>("site.json")
export const faq = {
  home: readFile<FaqSetInput>("faq/home.json"),
  bear: readFile<FaqSetInput>("faq/bear.json"),
  elk: readFile<FaqSetInput>("faq/elk.json"),
}
export const speciesPages = {
  bear: readFile<SpeciesPageInput>("pages/bear-tracking.json"),
  elk: readFile<SpeciesPageInput>("pages/elk-tracking.json"),
}
export const legalPages = {
  terms: readFile<LegalPageInput>("pages/terms.json"),
  privacy: readFile<LegalPageInput>("pages/privacy.json"),
  accessibility: readFile<LegalPageInput>("pages/accessibility.json"),
}

export const STATIC_ROUTES = [
  "/",
  "/bear-tracking/",
  "/elk-tracking/",
  "/sitemap/",
  "/terms/",
  "/privacy/",
  "/accessibility/",
  "/status/",
  "/trackers/",
  "/request/",
]
export const trackerRoutes = trackers.map((tracker) => `/tracker/${tracker.slug}/`)
export const countyRoutes = counties.map((county) => `/counties/${county.slug}/`)

/** Every page the site builds. */
export const ALL_ROUTES = [...STATIC_ROUTES, ...trackerRoutes, ...countyRoutes]

/** The tracker with the most reviews: the heaviest profile, so the figure is a worst case. */
export function heaviestTrackerSlug(): string {
  const counts = new Map(trackers.map((tracker) => [tracker.slug, 0]))
  for (const review of reviews) counts.set(review.tracker, (counts.get(review.tracker) ?? 0) + 1)
  const [slug] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? []
  if (!slug) throw new Error("data/trackers/ has no trackers.")
  return slug
}
