/**
 * A tracker's record as the site reads it once queried: the fields of
 * data/trackers/*.json (declared in src/content/types/tracker.ts) that the
 * build, the pages, the roster file, the offline worker and the status
 * service use, under the record's own names. Every other shape of a
 * tracker is a Pick of this one, so a field has one name everywhere.
 */
import type { Point } from "./geo"
import type { Availability } from "./status/availability"

export interface TrackerRecord {
  /** The node's key (its file name), which pages' contexts list. */
  key: string
  /** The profile's address segment: /tracker/<slug>/. */
  slug: string
  name: string
  /** Ten digits. */
  phone: string
  isApprentice: boolean
  yearsTracking: number
  certifications: readonly (string | null)[] | null
  species: readonly (string | null)[]
  baseTown: Point & { name: string }
  homeCounty: { slug: string; name: string }
  servesCounties: readonly { slug: string }[] | null
  /** The status the record carries (the pages lay the live one over it). */
  availability: Availability | null
}
