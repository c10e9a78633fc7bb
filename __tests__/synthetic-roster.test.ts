/**
 * @jest-environment node
 */
/**
 * The made-up roster the benchmark builds at 500 trackers
 * (scripts/bench/synthetic-roster.ts) passes the content check as the real
 * one does, is the same on every run, its numbers are distinct, fictional
 * and Michigan's, and its reviews are spread as a roster's are.
 */
import fs from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { reviews as realReviews } from "../test-support/content"
import { listDataFiles } from "../src/content/check/files"
import { picturesIn } from "../src/content/check/pictures"
import type { ContentProblem } from "../src/content/check/report"
import { crossFileProblems, type LoadedRecord } from "../src/content/check/rules"
import { schemaProblems } from "../src/content/check/schema"
import { contentType } from "../src/content/model"
import { AREA_CODES_IN_SERVICE, isFictional } from "../src/content/numbering"
import { STATUSES } from "../src/shared/status/availability"
import { milesBetween } from "../src/shared/geo"
import { slugFromName } from "../src/shared/slug"
import { rosterSources } from "../scripts/bench/roster-project"
import { BASE_TOWN_MILES, MAX_ROSTER, MICHIGAN_AREA_CODES, syntheticTrackers } from "../scripts/bench/synthetic-roster"

const ROOT = path.resolve(__dirname, "..")
const sources = rosterSources(path.join(ROOT, "data"))
const TRACKER = contentType("Tracker")
const REVIEW = contentType("Review")

/** data/ as the content check loads it, with the generated trackers' and reviews' files added. */
function withGenerated(count: number): { records: LoadedRecord[]; generated: LoadedRecord[]; reviews: LoadedRecord[] } {
  const problems: ContentProblem[] = []
  const real = listDataFiles(ROOT, problems).records.map((record) => ({
    ...record,
    data: JSON.parse(fs.readFileSync(record.absolute, "utf8")) as Record<string, unknown>,
  }))
  expect(problems).toEqual([])
  // As the file will hold it: written as JSON, read back.
  const asRead = (data: object) => JSON.parse(JSON.stringify(data)) as Record<string, unknown>
  const made = syntheticTrackers(count, sources)
  const generated = made.map(({ key, data }) => ({ type: TRACKER, key, file: `data/trackers/${key}.json`, data: asRead(data) }))
  const reviews = made.flatMap((tracker) =>
    tracker.reviews.map(({ key, data }) => ({ type: REVIEW, key, file: `data/reviews/${key}.json`, data: asRead(data) })),
  )
  return { records: [...real, ...generated, ...reviews], generated, reviews }
}

describe("the synthetic roster", () => {
  const ROSTER = 600
  const { records, generated, reviews } = withGenerated(ROSTER)

  it("keeps the real trackers and adds the rest", () => {
    expect(generated).toHaveLength(ROSTER - sources.real.length)
    expect(records.filter((record) => record.type === TRACKER)).toHaveLength(ROSTER)
  })

  it("passes the content model's schema, tracker by tracker and review by review", () => {
    expect(generated.flatMap((record) => schemaProblems(TRACKER.schema, record.data, record.file))).toEqual([])
    expect(reviews.flatMap((record) => schemaProblems(REVIEW.schema, record.data, record.file))).toEqual([])
  })

  it("passes the rules across files: no shared number or address, counties that exist, pictures that exist, towns near their county, reviews of trackers that exist", () => {
    expect(crossFileProblems(records, picturesIn(ROOT))).toEqual([])
  })

  it("gives every tracker its own fictional number, in Michigan area codes in service", () => {
    const phones = records.filter((record) => record.type === TRACKER).map((record) => String(record.data.phone))
    expect(new Set(phones).size).toBe(ROSTER)
    for (const phone of generated.map((record) => String(record.data.phone))) {
      expect(isFictional(phone)).toBe(true)
      expect(MICHIGAN_AREA_CODES).toContain(phone.slice(0, 3))
    }
    for (const code of MICHIGAN_AREA_CODES) expect(AREA_CODES_IN_SERVICE.has(code)).toBe(true)
    // Spread over the area codes, not one after another.
    expect(new Set(phones.map((phone) => phone.slice(0, 3))).size).toBe(MICHIGAN_AREA_CODES.length)
  })

  it("names each tracker uniquely, and the file after the profile's address", () => {
    const slugs = records.filter((record) => record.type === TRACKER).map((record) => slugFromName(String(record.data.name)))
    expect(new Set(slugs).size).toBe(ROSTER)
    for (const record of generated) expect(record.key).toBe(slugFromName(String(record.data.name)))
  })

  it("places base towns within about ten miles of the home county's centre, and serves one to three other counties", () => {
    for (const record of generated) {
      const data = record.data as { baseTown: { latitude: number; longitude: number }; homeCounty: string; servesCounties: string[] }
      const county = sources.counties.find((candidate) => candidate.key === data.homeCounty)
      expect(county).toBeDefined()
      expect(milesBetween(data.baseTown, county!.centre)).toBeLessThanOrEqual(BASE_TOWN_MILES + 0.1)
      expect(data.servesCounties.length).toBeGreaterThanOrEqual(1)
      expect(data.servesCounties.length).toBeLessThanOrEqual(3)
      expect(data.servesCounties).not.toContain(data.homeCounty)
    }
    expect(new Set(generated.map((record) => record.data.homeCounty)).size).toBe(sources.counties.length)
  })

  it("has a spread of statuses, species, apprentices and photos", () => {
    const availability = generated.map((record) => record.data.availability as { status: string; until?: string } | undefined)
    for (const status of STATUSES) expect(availability.some((found) => found?.status === status)).toBe(true)
    expect(availability.some((found) => found === undefined)).toBe(true)
    expect(availability.some((found) => found?.until)).toBe(true)
    const species = generated.flatMap((record) => record.data.species as string[])
    for (const kind of ["deer", "bear", "elk"]) expect(species).toContain(kind)
    expect(generated.some((record) => record.data.isApprentice === true)).toBe(true)
    expect(generated.some((record) => record.data.image === undefined)).toBe(true)
    expect(new Set(generated.map((record) => record.data.yearsTracking)).size).toBeGreaterThan(10)
  })

  it("gives the made-up trackers reviews spread as a roster's are: about half none, a few many, each file its own", () => {
    const counts = generated.map((record) => reviews.filter((review) => review.data.tracker === record.key).length)
    const none = counts.filter((count) => count === 0).length / counts.length
    expect(none).toBeGreaterThan(0.35)
    expect(none).toBeLessThan(0.55)
    expect(Math.max(...counts)).toBeGreaterThan(12)
    expect(reviews.length / generated.length).toBeGreaterThan(1.5)
    expect(reviews.length / generated.length).toBeLessThan(3.5)
    expect(new Set(reviews.map((review) => review.key)).size).toBe(reviews.length)
    for (const review of reviews) expect(review.key.startsWith(`${String(review.data.tracker)}-`)).toBe(true)
    // Texts as long as the real ones, each its own, and a page of them about as compressible as a page of real ones.
    const texts = reviews.map((review) => String(review.data.text))
    const realTexts = realReviews.map((review) => review.text)
    const mean = (list: readonly string[]) => list.reduce((sum, text) => sum + text.length, 0) / list.length
    expect(mean(texts) / mean(realTexts)).toBeGreaterThan(0.8)
    expect(mean(texts) / mean(realTexts)).toBeLessThan(1.25)
    expect(new Set(texts).size).toBe(texts.length)
    const compressed = (list: readonly string[]) => gzipSync(list.join("\n")).length / list.join("\n").length
    expect(compressed(texts.slice(0, realTexts.length)) / compressed(realTexts)).toBeGreaterThan(0.75)
  })

  it("is the same on every run, and a smaller roster is the start of a larger one", () => {
    expect(syntheticTrackers(ROSTER, sources)).toEqual(syntheticTrackers(ROSTER, sources))
    expect(syntheticTrackers(100, sources)).toEqual(syntheticTrackers(ROSTER, sources).slice(0, 100 - sources.real.length))
    expect(syntheticTrackers(ROSTER, sources, 7)).not.toEqual(syntheticTrackers(ROSTER, sources))
  })

  it("refuses a roster smaller than the real one or larger than its numbers allow", () => {
    expect(syntheticTrackers(sources.real.length, sources)).toEqual([])
    expect(() => syntheticTrackers(sources.real.length - 1, sources)).toThrow(/real trackers/)
    expect(() => syntheticTrackers(MAX_ROSTER + 1, sources)).toThrow(/At most/)
  })
})
