/**
 * Who a hunter's request reaches: every tracker on the roster who is
 * available now (the site's one rule: the newer of the built and the live
 * status, read at this moment), who has a phone taking requests, whose own
 * reach covers the shot site (within their miles of their base town, or
 * a county they serve), and who is not in their quiet hours; nearest first,
 * at most MAX_RECIPIENTS. Pure, over what the store and the roster hold.
 */
import { milesBetween, type Point } from "../../src/shared/geo"
import { MAX_RECIPIENTS } from "../../src/shared/requests/api"
import type { RosterCounty } from "../../src/shared/roster-file"
import { newerOf, statusAt } from "../../src/shared/status/availability"
import type { LiveStatus } from "../../src/shared/status/api"
import { minutesIntoDay } from "../../src/shared/status/until"
import type { PhoneSubscription } from "./push"
import type { Listed } from "./roster"

/** A tracker's settings as stored: `miles` null for "the counties I serve"; quiet hours in minutes after midnight, Michigan time. */
export interface StoredSettings {
  miles: number | null
  quietFrom: number | null
  quietUntil: number | null
}

/** Where the deer was hit, as the service reckons with it: a point (the phone's, or the county's centre) and a county. */
export interface ShotSite {
  point: Point
  county: string
}

export interface Recipient {
  slug: string
  name: string
  phone: string
  miles: number
  direction: string
  phones: PhoneSubscription[]
}

const COMPASS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]

/** The compass direction from one point to another, in eight: "NE". */
export function directionFrom(from: Point, to: Point): string {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const [lat1, lat2, dLon] = [radians(from.latitude), radians(to.latitude), radians(to.longitude - from.longitude)]
  const bearing = Math.atan2(Math.sin(dLon) * Math.cos(lat2), Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLon))
  const degrees = ((bearing * 180) / Math.PI + 360) % 360
  return COMPASS[Math.round(degrees / 45) % 8]
}

/**
 * The shot site: the phone's position, in the county whose centre is
 * nearest (the roster's counties; good enough to match a tracker's served
 * counties), or the county's centre when only a county was given.
 */
export function shotSite(position: Point | null, county: string | null, counties: readonly RosterCounty[]): ShotSite | null {
  if (position) {
    const nearest = [...counties].sort((a, b) => milesBetween(position, a.centre) - milesBetween(position, b.centre))[0]
    return { point: position, county: county ?? nearest?.slug ?? "" }
  }
  const named = counties.find((known) => known.slug === county)
  return named ? { point: named.centre, county: named.slug } : null
}

/** Whether a moment falls in quiet hours (which may run past midnight). */
export function inQuietHours(settings: StoredSettings, now: number): boolean {
  const { quietFrom: from, quietUntil: until } = settings
  if (from === null || until === null || from === until) return false
  const minute = minutesIntoDay(now)
  return from < until ? minute >= from && minute < until : minute >= from || minute < until
}

/** The trackers a request at `site` reaches at `now`, nearest first. */
export function chooseRecipients(
  site: ShotSite,
  roster: readonly (Listed & { phone: string })[],
  live: Readonly<Record<string, LiveStatus>>,
  phones: ReadonlyMap<string, PhoneSubscription[]>,
  settings: ReadonlyMap<string, StoredSettings>,
  now: number,
): Recipient[] {
  return roster
    .flatMap((tracker) => {
      const own = phones.get(tracker.slug) ?? []
      const reach = settings.get(tracker.slug) ?? { miles: null, quietFrom: null, quietUntil: null }
      if (own.length === 0 || statusAt(newerOf(tracker.availability, live[tracker.slug]), now) !== "available") return []
      const miles = milesBetween(tracker.baseTown, site.point)
      const covers = reach.miles === null ? tracker.counties.includes(site.county) : miles <= reach.miles
      if (!covers || inQuietHours(reach, now)) return []
      return [{ slug: tracker.slug, name: tracker.name, phone: tracker.phone, miles, direction: directionFrom(tracker.baseTown, site.point), phones: own }]
    })
    .sort((a, b) => a.miles - b.miles)
    .slice(0, MAX_RECIPIENTS)
}
