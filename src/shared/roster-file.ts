/**
 * The compact roster, `/roster.json`: every tracker in a few bytes, in the
 * site's call order, written by the build's post-build step "Roster file"
 * (src/build/post-build). Read by the status service for who may have a
 * status (functions/lib/roster.ts), by "Nearest to me", which ranks the
 * whole roster so no page need carry every tracker, and by the offline
 * worker, which stores it with the numbers and answers a page not stored
 * from it (src/worker/unreachable.ts; hence the counties' names and
 * centres). Coordinates keep four decimals, plenty for "about 4 mi".
 */
import type { Availability } from "./status/availability"

export const ROSTER_FILE = "/roster.json"

export interface RosterTracker {
  /** The profile's address segment: /tracker/<slug>/. */
  slug: string
  name: string
  /** Ten digits. */
  phone: string
  /** The base town's name, latitude and longitude. */
  town: string
  lat: number
  lon: number
  /** The home county first, then the others served (county slugs). */
  counties: string[]
  species: string[]
  apprentice: boolean
  years: number
  /** The status the build had (the pages lay the live one over it). */
  status: Availability | null
}

/** A county with a page: its address segment (/counties/<slug>/), name and centre. */
export interface RosterCounty {
  slug: string
  name: string
  lat: number
  lon: number
}

export interface RosterFile {
  builtAt: string
  trackers: RosterTracker[]
  counties: RosterCounty[]
}

export interface RosterCountySource {
  slug: string
  name: string
  centre: { latitude: number; longitude: number }
}

export interface RosterSource {
  slug: string
  name: string
  phone: string
  isApprentice: boolean
  yearsTracking: number
  species: readonly (string | null)[]
  baseTown: { name: string; latitude: number; longitude: number }
  homeCounty: { slug: string }
  servesCounties: readonly { slug: string }[] | null
  availability?: { status: string; until?: string | null; updatedAt: string } | null
}

const fourDecimals = (value: number) => Math.round(value * 10_000) / 10_000

/** A roster entry under the names the call order reads (rankTrackers in src/shared/call-order.ts). */
export function rankableFromRoster(tracker: RosterTracker) {
  return {
    isApprentice: tracker.apprentice,
    yearsTracking: tracker.years,
    availability: tracker.status,
    baseTown: { name: tracker.town, latitude: tracker.lat, longitude: tracker.lon },
  }
}

/** The file's content for trackers given in call order, and the counties. */
export function rosterFile(trackers: readonly RosterSource[], counties: readonly RosterCountySource[], builtAt: Date): RosterFile {
  return {
    builtAt: builtAt.toISOString(),
    trackers: trackers.map((tracker) => ({
      slug: tracker.slug,
      name: tracker.name,
      phone: tracker.phone,
      town: tracker.baseTown.name,
      lat: fourDecimals(tracker.baseTown.latitude),
      lon: fourDecimals(tracker.baseTown.longitude),
      counties: [tracker.homeCounty.slug, ...(tracker.servesCounties ?? []).map((county) => county.slug).filter((slug) => slug !== tracker.homeCounty.slug)],
      species: tracker.species.filter((species): species is string => Boolean(species)),
      apprentice: tracker.isApprentice,
      years: tracker.yearsTracking,
      status: tracker.availability ? { status: tracker.availability.status, until: tracker.availability.until ?? null, updatedAt: tracker.availability.updatedAt } : null,
    })),
    counties: counties.map((county) => ({ slug: county.slug, name: county.name, lat: fourDecimals(county.centre.latitude), lon: fourDecimals(county.centre.longitude) })),
  }
}
