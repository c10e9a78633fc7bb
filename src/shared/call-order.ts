/**
 * How the directory is arranged: reviews grouped by tracker, the trackers
 * a county page lists, and the order to call them in. Pure functions over the GraphQL results, so
 * the home and county pages share one tested rule each.
 */
import { statusAt, statusRank, type Availability, type ShownStatus } from "./status/availability"
import { compareText } from "./format"
import { nearestFirst, type Point } from "./geo"

type ReviewWithTracker = { tracker: { slug: string; name: string } }

export type ReviewGroup<R extends ReviewWithTracker> = {
  slug: string
  name: string
  /** How many reviews the tracker has in all; more than `reviews` where a page shows only some. */
  total: number
  reviews: R[]
}

/** How many reviews a tracker has in all (the home page's context carries these for the groups it shows: src/build/page-trackers.ts). */
export type ReviewTotal = { tracker: string; count: number }

/**
 * Reviews grouped by tracker: the tracker with most reviews first (ties by
 * name); inside a group the reviews keep the order they came in. `totals`
 * gives each tracker's count in all when the reviews are only some of
 * theirs; without it a group's total is what it holds.
 */
export function groupReviewsByTracker<R extends ReviewWithTracker>(reviews: readonly R[], totals: readonly ReviewTotal[] = []): ReviewGroup<R>[] {
  const totalOf = new Map(totals.map((total) => [total.tracker, total.count]))
  const groups = new Map<string, ReviewGroup<R>>()
  for (const review of reviews) {
    const { slug, name } = review.tracker
    const group = groups.get(slug) ?? { slug, name, total: 0, reviews: [] }
    group.reviews.push(review)
    groups.set(slug, group)
  }
  return [...groups.values()]
    .map((group) => ({ ...group, total: totalOf.get(group.slug) ?? group.reviews.length }))
    .sort((a, b) => b.total - a.total || compareText(a.name, b.name))
}

type TrackerWithCounties = {
  homeCounty: { slug: string }
  servesCounties?: readonly { slug: string }[] | null
}

/** The trackers a county page lists: those based in the county or covering it from elsewhere, in the order given. */
export function trackersCovering<T extends TrackerWithCounties>(trackers: readonly T[], countySlug: string): T[] {
  return trackers.filter((tracker) => tracker.homeCounty.slug === countySlug || (tracker.servesCounties ?? []).some((county) => county.slug === countySlug))
}

/** What the call order reads of a tracker. */
export type Experienced = { name: string; isApprentice: boolean; yearsTracking: number }

/**
 * The site's call order, before anything about tonight or distance:
 * experienced trackers before apprentices, then the most years tracking,
 * then by name. Every list of trackers is in this order (the cards, the
 * printed roster, the contact cards, /roster.json, the structured data):
 * queries leave trackers unsorted and sort with this, so the rule is
 * written once.
 */
export function compareCallOrder(a: Experienced, b: Experienced): number {
  return Number(a.isApprentice) - Number(b.isApprentice) || b.yearsTracking - a.yearsTracking || compareText(a.name, b.name)
}

/** The trackers in the call order (a copy). */
export const inCallOrder = <T extends Experienced>(trackers: readonly T[]): T[] => [...trackers].sort(compareCallOrder)

/**
 * How many trackers a page lists (the home page, a county's, the bear and
 * elk pages): all those it is about while there are this many or fewer,
 * else the first this many in the order to call them
 * (src/build/page-trackers.ts), so the page a hunter lands on weighs the
 * same at 8 trackers or 500.
 */
export const PAGE_LIST_SIZE = 12

type RankableTracker = Experienced & {
  availability?: Availability | null
  baseTown: Point
}

export interface RankedTracker<T> {
  tracker: T
  status: ShownStatus
  /** Miles from the hunter (or the place picked); null when there is no starting point. */
  miles: number | null
}

/**
 * The order a hunter calls down a list: those who can come first, then
 * those whose status is unknown, then those on a track or off for the
 * season (still listed, still callable); within each, the nearest first
 * when there is a starting point, else the call order (compareCallOrder).
 * `now` (ms) lapses statuses whose end time has passed; null takes them as
 * stored.
 */
export function rankTrackers<T extends RankableTracker>(
  trackers: readonly T[],
  { now, from }: { now: number | null; from?: Point | null },
): RankedTracker<T>[] {
  const ordered = inCallOrder(trackers)
  const placed = from ? nearestFirst(ordered, from, (tracker) => tracker.baseTown) : ordered.map((item) => ({ item, miles: null }))
  return placed
    .map(({ item, miles }, index) => ({ tracker: item, miles, index, status: statusAt(item.availability, now) }))
    .sort((a, b) => statusRank(a.status) - statusRank(b.status) || a.index - b.index)
    .map(({ tracker, status, miles }) => ({ tracker, status, miles }))
}
