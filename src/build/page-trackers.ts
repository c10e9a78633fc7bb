/**
 * Which trackers a page carries, decided at build time so no page's weight
 * grows with the roster. Each page that lists trackers carries at most
 * PAGE_LIST_SIZE of those it is about, the first in the order to call them
 * as the build sees it (those who can come, then the nearest to the page's
 * place, then experience: rankTrackers); all of them while there are that
 * many or fewer:
 *
 * - the home page: the whole roster (and of the reviews, those
 *   pickPageReviews chooses, src/shared/reviews.ts);
 * - a county page: the trackers based in the county or covering it, from
 *   its centre; when none does, the few nearest its centre, so its first
 *   screen still has a number to call (and the same reviews as the home page);
 * - a bear or elk page: the trackers who take that game.
 *
 * The rest are a tap away on the page with every tracker (/trackers/), and
 * a page's list reaches into the compact roster (/roster.json) for them
 * when its order can depend on them (src/hooks/useCallOrder.ts). The keys
 * go into the page's context (`trackers`) with how many there are in all
 * (`rosterSize`), and its query takes those trackers
 * (`filter: { key: { in: $trackers } }`).
 */
import { PAGE_LIST_SIZE, rankTrackers, trackersCovering, type Experienced } from "../shared/call-order"
import { nearestFirst, type Point } from "../shared/geo"
import { pickPageReviews, totalsOf, type PickableReview } from "../shared/reviews"
import type { Availability } from "../shared/status/availability"
import type { CountyContext, HomeContext, PageReviews, PageTrackers } from "../shared/page-context"

/** What the choice reads of a tracker. */
export type TrackerForPages = Experienced & {
  key: string
  availability?: Availability | null
  baseTown: Point
  homeCounty: { slug: string }
  servesCounties?: readonly { slug: string }[] | null
  species: readonly (string | null)[]
}


/** How many trackers nearest its centre a county page lists when none covers it. */
const NEAREST_WHEN_UNCOVERED = 3

function firstOf(trackers: readonly TrackerForPages[], now: number, from?: Point): PageTrackers {
  return {
    trackers: rankTrackers(trackers, { now, from })
      .slice(0, PAGE_LIST_SIZE)
      .map(({ tracker }) => tracker.key),
    rosterSize: trackers.length,
  }
}


function pageReviews(reviews: readonly PickableReview[]): PageReviews {
  const groups = pickPageReviews(reviews)
  return { reviews: groups.flatMap((group) => group.reviews.map((review) => review.slug)), reviewTotals: totalsOf(groups) }
}


/** The home page's trackers at `now` (ms), and its reviews. */
export function homeContext(trackers: readonly TrackerForPages[], reviews: readonly PickableReview[], now: number): HomeContext {
  return { ...firstOf(trackers, now), ...pageReviews(reviews) }
}


/** A county page's trackers, whether any tracker covers the county, and the reviews it shows (the same as the home page's). */
export function countyContext(trackers: readonly TrackerForPages[], county: { slug: string; centre: Point }, reviews: readonly PickableReview[], now: number): CountyContext {
  const covering = trackersCovering(trackers, county.slug)
  if (covering.length > 0) return { ...firstOf(covering, now, county.centre), covered: true, ...pageReviews(reviews) }
  const nearest = nearestFirst(trackers, county.centre, (tracker) => tracker.baseTown).slice(0, NEAREST_WHEN_UNCOVERED)
  return { trackers: nearest.map(({ item }) => item.key), rosterSize: nearest.length, covered: false, ...pageReviews(reviews) }
}

/** A bear or elk page's trackers: those who take that game. */
export const speciesTrackers = (trackers: readonly TrackerForPages[], species: string, now: number): PageTrackers =>
  firstOf(
    trackers.filter((tracker) => tracker.species.includes(species)),
    now,
  )
