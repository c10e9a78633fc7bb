/**
 * Which trackers a page carries, decided at build time so no page's weight
 * grows with the roster: at most PAGE_LIST_SIZE of those it is about, first
 * in the build's order to call them (rankTrackers): on the home page of the
 * whole roster, on a county page of those based in or covering it, from its
 * centre, or the nearest few when none does, on a bear or elk page of those
 * who take that game. The rest are on /trackers/ and in the compact roster
 * (src/hooks/useCallOrder.ts). The keys go into the page's context, with
 * the moment its statuses are judged at as built.
 */
import { PAGE_LIST_SIZE, rankTrackers, trackersCovering } from "../shared/call-order"
import { hasLapsed } from "../shared/status/availability"
import { endsAt } from "../shared/status/until"
import { nearestFirst, type Point } from "../shared/geo"
import { pickPageReviews, totalsOf, type PickableReview } from "../shared/reviews"
import type { TrackerRecord } from "../shared/tracker"
import type { CountyContext, HomeContext, PageReviews, PageTrackers, StatusesAsBuilt } from "../shared/page-context"

/** What the choice reads of a tracker. */
export type TrackerForPages = Pick<TrackerRecord, "key" | "name" | "isApprentice" | "yearsTracking" | "species"> & {
  availability?: TrackerRecord["availability"]
  baseTown: Point
  homeCounty: Pick<TrackerRecord["homeCounty"], "slug">
  servesCounties?: TrackerRecord["servesCounties"]
}

/** How many trackers nearest its centre a county page lists when none covers it. */
const NEAREST_WHEN_UNCOVERED = 3

/** The moment the page's statuses are judged at as built (StatusesAsBuilt): the latest of their ends that had passed at `now`. */
export function statusesAsBuilt(trackers: readonly Pick<TrackerForPages, "availability">[], now: number): StatusesAsBuilt {
  const ended = trackers
    .map(({ availability }) => (availability ? endsAt(availability) : null))
    .filter((end): end is string => end !== null && hasLapsed(end, now))
    .sort((a, b) => Date.parse(a) - Date.parse(b))
  return { statusesAsOf: ended.at(-1) ?? null }
}

/** A page's trackers, in order, out of how many it is about. */
const carrying = (trackers: readonly TrackerForPages[], rosterSize: number, now: number): PageTrackers => ({
  trackers: trackers.map((tracker) => tracker.key),
  rosterSize,
  ...statusesAsBuilt(trackers, now),
})

const firstOf = (trackers: readonly TrackerForPages[], now: number, from?: Point): PageTrackers =>
  carrying(
    rankTrackers(trackers, { now, from })
      .slice(0, PAGE_LIST_SIZE)
      .map(({ tracker }) => tracker),
    trackers.length,
    now,
  )

function pageReviews(reviews: readonly PickableReview[]): PageReviews {
  const groups = pickPageReviews(reviews)
  return { reviews: groups.flatMap((group) => group.reviews.map((review) => review.slug)), reviewTotals: totalsOf(groups) }
}

/** The home page's trackers at `now` (ms), and its reviews. */
export function homeContext(trackers: readonly TrackerForPages[], reviews: readonly PickableReview[], now: number): HomeContext {
  return { ...firstOf(trackers, now), ...pageReviews(reviews) }
}

/** A county page's trackers, whether any tracker covers the county, and the reviews it shows (the same as the home page's). */
export function countyContext(
  trackers: readonly TrackerForPages[],
  county: { slug: string; centre: Point },
  reviews: readonly PickableReview[],
  now: number,
): CountyContext {
  const covering = trackersCovering(trackers, county.slug)
  if (covering.length > 0) return { ...firstOf(covering, now, county.centre), covered: true, ...pageReviews(reviews) }
  const nearest = nearestFirst(trackers, county.centre, (tracker) => tracker.baseTown).slice(0, NEAREST_WHEN_UNCOVERED)
  return {
    ...carrying(
      nearest.map(({ item }) => item),
      nearest.length,
      now,
    ),
    covered: false,
    ...pageReviews(reviews),
  }
}

/** A bear or elk page's trackers: those who take that game. */
export const speciesTrackers = (trackers: readonly TrackerForPages[], species: string, now: number): PageTrackers =>
  firstOf(
    trackers.filter((tracker) => tracker.species.includes(species)),
    now,
  )
