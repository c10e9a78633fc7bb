/**
 * The compact roster, `/roster.json`: every tracker, in the site's call
 * order, under the same names as the tracker's record (src/shared/tracker.ts),
 * written by the build and read by "Nearest to me" (src/hooks/), the offline
 * worker (a page it never stored) and the status service (who may have a
 * status). Encoded and decoded here only. Coordinates keep four decimals,
 * about 10 m.
 */
import type { Point } from "./geo"
import type { TrackerRecord } from "./tracker"

export const ROSTER_FILE = "/roster.json"

export type RosterTracker = Pick<TrackerRecord, "slug" | "name" | "phone" | "isApprentice" | "yearsTracking" | "baseTown" | "availability"> & {
  /** The home county first, then the others served (county slugs). */
  counties: string[]
  species: string[]
}

/** A county with a page: its address segment (/counties/<slug>/), name and centre. */
export interface RosterCounty {
  slug: string
  name: string
  centre: Point
}

export interface RosterFile {
  builtAt: string
  trackers: RosterTracker[]
  counties: RosterCounty[]
}

export type RosterSource = Pick<TrackerRecord, "slug" | "name" | "phone" | "isApprentice" | "yearsTracking" | "species" | "servesCounties"> & {
  baseTown: Point & { name: string }
  homeCounty: { slug: string }
  availability?: TrackerRecord["availability"]
}

const fourDecimals = (value: number) => Math.round(value * 10_000) / 10_000
const pointOf = ({ latitude, longitude }: Point): Point => ({ latitude: fourDecimals(latitude), longitude: fourDecimals(longitude) })

/** The file's content for trackers given in call order, and the counties. */
export function rosterFile(trackers: readonly RosterSource[], counties: readonly RosterCounty[], builtAt: Date): RosterFile {
  return {
    builtAt: builtAt.toISOString(),
    trackers: trackers.map((tracker) => ({
      slug: tracker.slug,
      name: tracker.name,
      phone: tracker.phone,
      isApprentice: tracker.isApprentice,
      yearsTracking: tracker.yearsTracking,
      baseTown: { name: tracker.baseTown.name, ...pointOf(tracker.baseTown) },
      counties: [tracker.homeCounty.slug, ...(tracker.servesCounties ?? []).map((county) => county.slug).filter((slug) => slug !== tracker.homeCounty.slug)],
      species: tracker.species.filter((species): species is string => Boolean(species)),
      availability: tracker.availability
        ? { status: tracker.availability.status, until: tracker.availability.until, updatedAt: tracker.availability.updatedAt }
        : null,
    })),
    counties: counties.map((county) => ({ slug: county.slug, name: county.name, centre: pointOf(county.centre) })),
  }
}

/**
 * The file as read back (by a page, the worker or the status service): null
 * for anything that is not one, such as a copy stored by a build that wrote
 * other names, so a reader falls back instead of misreading it.
 */
export function readRosterFile(json: unknown): RosterFile | null {
  if (typeof json !== "object" || json === null) return null
  const file = json as Partial<RosterFile>
  if (typeof file.builtAt !== "string" || !Array.isArray(file.trackers) || !Array.isArray(file.counties)) return null
  const wellFormed = file.trackers.every(
    (tracker) =>
      typeof tracker?.slug === "string" &&
      typeof tracker.phone === "string" &&
      typeof tracker.baseTown?.latitude === "number" &&
      Array.isArray(tracker.counties),
  )
  return wellFormed ? (file as RosterFile) : null
}
