/**
 * Straight-line distances on the earth's surface, and the nearest-first
 * order built on them. Pure functions: they run in the browser on the
 * hunter's own position (which never leaves the phone), at build time for
 * the county pages, and in the content check.
 */

export interface Point {
  latitude: number
  longitude: number
}

/** The earth's mean radius in miles. */
const EARTH_RADIUS_MILES = 3958.8

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in miles (haversine). */
export function milesBetween(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

const isPoint = (point: Point | null | undefined): point is Point => Boolean(point) && Number.isFinite(point?.latitude) && Number.isFinite(point?.longitude)

export interface Ranked<T> {
  item: T
  /** Miles from the starting point; null when the item has no position. */
  miles: number | null
}

/**
 * The items nearest first. Items at the same distance (to a tenth of a
 * mile) keep the order they came in, and so do items without a position,
 * after all the others.
 */
export function nearestFirst<T>(items: readonly T[], from: Point, positionOf: (item: T) => Point | null | undefined): Ranked<T>[] {
  return items
    .map((item, index) => {
      const position = positionOf(item)
      return { item, index, miles: isPoint(position) ? milesBetween(from, position) : null }
    })
    .sort((a, b) => {
      if (a.miles === null || b.miles === null) return (a.miles === null ? 1 : 0) - (b.miles === null ? 1 : 0) || a.index - b.index
      return Math.round(a.miles * 10) - Math.round(b.miles * 10) || a.index - b.index
    })
    .map(({ item, miles }) => ({ item, miles }))
}

/** "about 12 mi", "under 1 mi": distances are straight lines, so they are rounded and said to be approximate. */
export function aboutMiles(miles: number): string {
  if (miles < 1) return "under 1 mi"
  return `about ${Math.round(miles)} mi`
}

/** A position as a person reads and types it: degrees to five decimal places (about a metre), "43.06500, -83.30000". */
export const coordinatesText = (point: Point): string => `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`

/** A map link any phone opens (its maps app, or the browser) on a position. */
export const mapHref = (point: Point): string => `https://maps.google.com/?q=${point.latitude.toFixed(5)},${point.longitude.toFixed(5)}`
