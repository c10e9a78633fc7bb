import { groupReviewsByTracker, type ReviewGroup, type ReviewTotal } from "./directory"
import { compareText } from "./format"

/** Newest first, then by file name, whatever order the data layer returns. */
export function sortReviews<T extends { slug: string; dateISO: string }>(reviews: readonly T[]): T[] {
  return [...reviews].sort((a, b) => compareText(b.dateISO, a.dateISO) || compareText(a.slug, b.slug))
}

/**
 * What the home page shows of the reviews, so that it weighs the same
 * whatever the roster (docs/product.md, "Client reviews on the home
 * page"): the groups of the `trackers` trackers with the most reviews, in
 * the order the page shows groups, and of theirs at most `reviews` in all,
 * shared out evenly, each tracker's newest first; a share a tracker cannot
 * fill goes to the others. With today's roster that is every review. Its
 * LocalBusiness structured data carries the same ones
 * (src/node/structured-data/pages.ts).
 */
export const HOME_REVIEWS = { trackers: 5, reviews: 25 } as const

export type PickableReview = { slug: string; dateISO: string; tracker: { slug: string; name: string } }

/** The home page's review groups, in page order, each with the reviews it shows (newest first) and its tracker's total. */
export function pickHomeReviews<R extends PickableReview>(reviews: readonly R[]): ReviewGroup<R>[] {
  const groups = groupReviewsByTracker(reviews).slice(0, HOME_REVIEWS.trackers)
  const shown = groups.map(() => 0)
  let left = HOME_REVIEWS.reviews
  let added = true
  // One more to each group in turn, so every group has its share before any has more.
  while (left > 0 && added) {
    added = false
    groups.forEach((group, index) => {
      if (left > 0 && shown[index] < group.reviews.length) {
        shown[index]++
        left--
        added = true
      }
    })
  }
  return groups.map((group, index) => ({ ...group, reviews: sortReviews(group.reviews).slice(0, shown[index]) }))
}

/** Each group's tracker and total, as the page's context carries them beside the reviews. */
export const totalsOf = (groups: readonly ReviewGroup<PickableReview>[]): ReviewTotal[] => groups.map((group) => ({ tracker: group.slug, count: group.total }))
