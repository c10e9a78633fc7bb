/**
 * The content the browser tests check against, read straight from data/ so a
 * new tracker or county file is covered without touching the tests.
 */
import fs from "node:fs"
import path from "node:path"
import type { CountyInput, ReviewInput, SettingsInput, TrackerInput, FaqSetInput } from "../../src/content/schema"
import type { LegalPageInput, SpeciesPageInput } from "../../src/content/page-schema"

const DATA = path.resolve(__dirname, "../../data")

function readFolder<T>(folder: string): T[] {
  return fs
    .readdirSync(path.join(DATA, folder))
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(DATA, folder, file), "utf8")) as T)
}

function readFile<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")) as T
}

export const trackers = readFolder<TrackerInput>("trackers")
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

export const STATIC_ROUTES = ["/", "/bear-tracking/", "/elk-tracking/", "/sitemap/", "/terms/", "/privacy/", "/accessibility/"]
export const NOINDEX_ROUTES = ["/sitemap/", "/terms/", "/privacy/", "/accessibility/"]
export const trackerRoutes = trackers.map((tracker) => `/tracker/${tracker.slug}/`)
export const countyRoutes = counties.map((county) => `/counties/${county.slug}/`)

/** Every page the site builds (SPEC route table). */
export const ALL_ROUTES = [...STATIC_ROUTES, ...trackerRoutes, ...countyRoutes]

/** `(810) 555-0142` from `8105550142`. */
export const formatted = (phone: string) => `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`
