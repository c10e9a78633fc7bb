/**
 * What the build puts into a page's context (src/build/page-trackers.ts)
 * and the page's template reads: which trackers and reviews the page
 * carries, chosen at build time so no page's weight grows with the roster.
 */
import type { ReviewTotal } from "./call-order"

/**
 * The moment a page's statuses are judged at as built, with scripts off and
 * while React takes the page over (src/hooks/useStatusMoment.ts): the
 * latest end among them that had passed when the page was built, or null
 * when none had. A status over by then reads "Call to ask", as at the
 * build's own moment, but the page's data changes only when one ends, not
 * with every build (the build's stamp and the offline worker follow it).
 */
export interface StatusesAsBuilt {
  statusesAsOf: string | null
}

/** What goes into a page's context. */
export interface PageTrackers extends StatusesAsBuilt {
  /** The keys of the trackers the page carries, in the build's order. */
  trackers: string[]
  /** How many trackers the page is about in all (its list can reach the others through /roster.json). */
  rosterSize: number
}

/** The reviews a page shows (`reviews`, their slugs) and their trackers' totals: what pickPageReviews chooses. */
export interface PageReviews {
  reviews: string[]
  reviewTotals: ReviewTotal[]
}

/** The home page's context. */
export type HomeContext = PageTrackers & PageReviews

/** A county page's context: `covered` when a tracker is based in the county or serves it. */
export type CountyContext = PageTrackers & PageReviews & { covered: boolean }
