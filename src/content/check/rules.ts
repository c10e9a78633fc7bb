/**
 * Rules across files, which no single record's schema can see: references
 * point at records that exist, addresses and phone numbers are not taken
 * twice, pictures exist, a base town lies near its home county. The build
 * runs them over data/ (./index.ts); the editor runs them before it saves,
 * with the entry in its file's place (src/cms/refuse-before-save.ts), so
 * this reads no files. Whether a picture exists is asked of the caller
 * (./pictures.ts reads the checkout; the editor, whose upload is committed
 * with the entry, does not ask).
 */
import { RESERVED_SEGMENTS } from "../../shared/routes"
import { OWNER_ID } from "../../shared/status/api"
import { formatPhone } from "../../shared/phone"
import { milesBetween, type Point } from "../../shared/geo"
import { contentType, slugOf, type ContentType, type TypeName } from "../model"
import { visitValues } from "../walk"
import { fieldPath, contentProblem, type ContentProblem } from "./report"

/** One record as read: its kind, key (file name without .json), file (from the project, e.g. data/trackers/<name>.json) and fields. */
export interface LoadedRecord {
  type: ContentType
  key: string
  file: string
  data: Record<string, unknown>
}

/** What is wrong with a picture a record names (a path relative to the record's file), or null. */
export type PictureCheck = (record: LoadedRecord, picture: string) => string | null

/** A base town further than this from its home county's centre is a typing mistake (Michigan's counties are at most about 40 miles across). */
const BASE_TOWN_MAX_MILES = 45

const get = (record: LoadedRecord, key: string): unknown => record.data[key]
/** "Wes Haskell (data/trackers/wes-haskell.json)": the record as an editor knows it, and where it is. */
const described = (record: LoadedRecord) => (typeof record.data.name === "string" && record.data.name ? `${record.data.name} (${record.file})` : record.file)
const ofType = (records: readonly LoadedRecord[], typeName: TypeName) => records.filter((record) => record.type.typeName === typeName)

function referencesAndPictures(records: readonly LoadedRecord[], pictureProblem: PictureCheck | undefined, problems: ContentProblem[]): void {
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
          problems.push(contentProblem(record.file, fieldPath(at), `There is no ${contentType(meta.link).noun} "${value}". Use one of: ${choices}.`))
        }
      }
      if (meta.imageFolder && pictureProblem) {
        const message = pictureProblem(record, value)
        if (message) problems.push(contentProblem(record.file, fieldPath(at), message))
      }
    })
  }
}

/**
 * A tracker's page name is their id in the status service: never the
 * owner's id, nor one a reader of the owner's record would take for the
 * owner (src/shared/status/api.ts, OWNER_ID).
 */
const READS_AS_OWNER: readonly string[] = [OWNER_ID, OWNER_ID.replace(/^@/, "")]

/** Every address a record gets must be free: no two records at one address, and no record at an address the site or its host uses. */
function addresses(records: readonly LoadedRecord[], problems: ContentProblem[]): void {
  const taken = new Map<string, LoadedRecord>()
  for (const record of records) {
    const page = record.type.page
    if (!page) continue
    const slug = slugOf(record.type, record.data, record.key)
    if (!slug) {
      problems.push(contentProblem(record.file, "name", "The name makes no web address (it has no letters or digits). Type the name in plain letters."))
      continue
    }
    const address = page.path(slug)
    if (record.type.typeName === "Tracker" && READS_AS_OWNER.includes(slug))
      problems.push(
        contentProblem(
          record.file,
          "name",
          `The page name "${slug}" is the site owner's in the record of sign-ins. Type the tracker's full name, first and last.`,
        ),
      )
    const first = address.split("/")[1]
    const topLevel = address === page.path(first)
    if (topLevel && RESERVED_SEGMENTS.includes(first)) {
      problems.push(contentProblem(record.file, "(file)", `The address ${address} is used by the site itself. Give this page another file name.`))
    }
    const other = taken.get(address)
    if (other) {
      const fix = record.type.slugOf ? "Make the names differ (add a middle initial to one)." : "Give one of them another file name."
      problems.push(
        contentProblem(record.file, record.type.slugOf ? "name" : "(file)", `This would be at ${address}, which ${described(other)} already has. ${fix}`),
      )
    } else taken.set(address, record)
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
      const others = trackers
        .filter((other) => other !== tracker)
        .map(described)
        .join(", ")
      problems.push(
        contentProblem(
          tracker.file,
          "phone",
          `${formatPhone(number)} is also the number of ${others}. Check the number; if the line is shared on purpose, tick "This number is a shared line" in each.`,
        ),
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
        contentProblem(
          tracker.file,
          "baseTown",
          `The base town is ${Math.round(miles)} miles from the centre of ${String(county.name)} County, the home county. Check its latitude and longitude (a dropped minus sign, or the two swapped?), or the home county.`,
        ),
      )
    }
  }
}

/** Every rule across files, on records that passed their own schema; pictures only when `pictureProblem` is given. */
export function crossFileProblems(records: readonly LoadedRecord[], pictureProblem?: PictureCheck): ContentProblem[] {
  const problems: ContentProblem[] = []
  referencesAndPictures(records, pictureProblem, problems)
  addresses(records, problems)
  phones(records, problems)
  baseTowns(records, problems)
  return problems
}
