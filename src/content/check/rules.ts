/**
 * Rules across files, which no single record's schema can see: references
 * point at records that exist, addresses and phone numbers are not taken
 * twice, pictures exist, a base town lies near its home county. The editor
 * cannot check these before saving (it sees one record at a time), so the
 * build refuses them; CONTENT.md tells an editor what to do then.
 */
import fs from "node:fs"
import path from "node:path"
import { RESERVED_SEGMENTS } from "../../routes"
import { formatPhone } from "../../utils/phone"
import { milesBetween, type Point } from "../../utils/geo"
import { contentType, slugOf, type TypeName } from "../model"
import { visitValues } from "../walk"
import type { RecordFile } from "./files"
import { fieldPath, problem, type ContentProblem } from "./report"

export interface LoadedRecord extends RecordFile {
  data: Record<string, unknown>
}

/** A base town further than this from its home county's centre is a typing mistake (Michigan's counties are at most about 40 miles across). */
export const BASE_TOWN_MAX_MILES = 45

const get = (record: LoadedRecord, key: string): unknown => record.data[key]
const ofType = (records: readonly LoadedRecord[], typeName: TypeName) => records.filter((record) => record.type.typeName === typeName)

function referencesAndPictures(records: readonly LoadedRecord[], root: string, problems: ContentProblem[]): void {
  const keys = new Map<TypeName, Map<string, string>>()
  for (const record of records) {
    const byKey = keys.get(record.type.typeName) ?? new Map<string, string>()
    const name = record.data.name ?? record.data.title
    byKey.set(record.key, typeof name === "string" ? name : record.key)
    keys.set(record.type.typeName, byKey)
  }
  for (const record of records) {
    visitValues(record.type.schema, record.data, (value, meta, at) => {
      if (typeof value !== "string" || value === "") return
      if (meta.link) {
        const targets = keys.get(meta.link) ?? new Map<string, string>()
        if (!targets.has(value)) {
          const choices = [...targets].map(([key, name]) => (name === key ? key : `${key} (${name})`)).join(", ")
          problems.push(problem(record.file, fieldPath(at), `There is no ${contentType(meta.link).noun} "${value}". Use one of: ${choices}.`))
        }
      }
      if (meta.imageFolder) {
        const absolute = path.resolve(path.dirname(record.absolute), value)
        if (!fs.existsSync(absolute)) {
          const shown = path.relative(root, absolute).split(path.sep).join("/")
          problems.push(problem(record.file, fieldPath(at), `The picture "${value}" was not found (looked for ${shown}). Upload it again, or fix the path (it is relative to this file).`))
        }
      }
    })
  }
}

/** Every address a record gets must be free: no two records at one address, and no record at an address the site or its host uses. */
function addresses(records: readonly LoadedRecord[], problems: ContentProblem[]): void {
  const taken = new Map<string, string>()
  for (const record of records) {
    const page = record.type.page
    if (!page) continue
    const slug = slugOf(record.type, record.data, record.key)
    if (!slug) {
      problems.push(problem(record.file, "name", "The name makes no web address (it has no letters or digits). Type the name in plain letters."))
      continue
    }
    const address = page.path(slug)
    const first = address.split("/")[1]
    const topLevel = address === page.path(first)
    if (topLevel && RESERVED_SEGMENTS.includes(first)) {
      problems.push(problem(record.file, "(file)", `The address ${address} is used by the site itself. Give this page another file name.`))
    }
    const other = taken.get(address)
    if (other) {
      const fix = record.type.slugOf ? "Make the names differ (add a middle initial to one)." : "Give one of them another file name."
      problems.push(problem(record.file, record.type.slugOf ? "name" : "(file)", `This would be at ${address}, which ${other} already has. ${fix}`))
    } else taken.set(address, record.file)
  }
}

/** A number two trackers share reaches only one of them, unless both say it is a shared line. */
function phones(records: readonly LoadedRecord[], problems: ContentProblem[]): void {
  const byNumber = new Map<string, LoadedRecord[]>()
  for (const tracker of ofType(records, "Tracker")) {
    const number = get(tracker, "phone")
    if (typeof number !== "string") continue
    byNumber.set(number, [...(byNumber.get(number) ?? []), tracker])
  }
  for (const [number, trackers] of byNumber) {
    if (trackers.length < 2 || trackers.every((tracker) => get(tracker, "sharedLine") === true)) continue
    for (const tracker of trackers) {
      const others = trackers.filter((other) => other !== tracker).map((other) => other.file).join(", ")
      problems.push(
        problem(tracker.file, "phone", `${formatPhone(number)} is also the number in ${others}. Check the number; if the line is shared on purpose, tick "This number is a shared line" in each.`),
      )
    }
  }
}

const pointOf = (value: unknown): Point | null => {
  const point = value as Partial<Point> | undefined
  return point && typeof point.latitude === "number" && typeof point.longitude === "number" ? { latitude: point.latitude, longitude: point.longitude } : null
}

/** A base town far from its home county is almost always a typing mistake in its coordinates. */
function baseTowns(records: readonly LoadedRecord[], problems: ContentProblem[]): void {
  const centres = new Map(ofType(records, "County").map((county) => [county.key, { name: get(county, "name"), centre: pointOf(get(county, "centre")) }]))
  for (const tracker of ofType(records, "Tracker")) {
    const town = pointOf(get(tracker, "baseTown"))
    const county = centres.get(String(get(tracker, "homeCounty")))
    if (!town || !county?.centre) continue
    const miles = milesBetween(town, county.centre)
    if (miles > BASE_TOWN_MAX_MILES) {
      problems.push(
        problem(tracker.file, "baseTown", `The base town is ${Math.round(miles)} miles from the centre of ${String(county.name)} County, the home county. Check its latitude and longitude (a dropped minus sign, or the two swapped?), or the home county.`),
      )
    }
  }
}

/** Every rule across files, on records that passed their own schema. */
export function crossFileProblems(records: readonly LoadedRecord[], root: string): ContentProblem[] {
  const problems: ContentProblem[] = []
  referencesAndPictures(records, root, problems)
  addresses(records, problems)
  phones(records, problems)
  baseTowns(records, problems)
  return problems
}
