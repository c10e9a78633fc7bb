/**
 * How the directory is arranged: reviews grouped by tracker, and the
 * trackers a county page lists. Pure functions over the GraphQL results, so
 * the home and county pages share one tested rule each.
 */
import { compareText } from "./format"

type ReviewWithTracker = { tracker: { slug: string; name: string } }

export type ReviewGroup<R extends ReviewWithTracker> = {
  slug: string
  name: string
  reviews: R[]
}

/**
 * Reviews grouped by tracker: the tracker with most reviews first (ties by
 * name); inside a group the reviews keep the order they came in.
 */
export function groupReviewsByTracker<R extends ReviewWithTracker>(reviews: readonly R[]): ReviewGroup<R>[] {
  const groups = new Map<string, ReviewGroup<R>>()
  for (const review of reviews) {
    const { slug, name } = review.tracker
    const group = groups.get(slug) ?? { slug, name, reviews: [] }
    group.reviews.push(review)
    groups.set(slug, group)
  }
  return [...groups.values()].sort((a, b) => b.reviews.length - a.reviews.length || compareText(a.name, b.name))
}

type TrackerWithCounties = {
  homeCounty: { slug: string }
  servesCounties?: readonly { slug: string }[] | null
}

/**
 * The trackers a county page lists: those based in the county first, then
 * those who cover it from elsewhere, each part in the order given.
 */
export function trackersForCounty<T extends TrackerWithCounties>(
  trackers: readonly T[],
  countySlug: string,
): { based: T[]; serving: T[] } {
  const based = trackers.filter((tracker) => tracker.homeCounty.slug === countySlug)
  const serving = trackers.filter(
    (tracker) =>
      tracker.homeCounty.slug !== countySlug &&
      (tracker.servesCounties ?? []).some((county) => county.slug === countySlug),
  )
  return { based, serving }
}
