import { groupReviewsByTracker, type ReviewGroup, type ReviewTotal } from "./call-order"
import { compareText } from "./format"

/** Newest first, then by file name, whatever order the data layer returns. */
export function sortReviews<T extends { slug: string; dateISO: string }>(reviews: readonly T[]): T[] {
  return [...reviews].sort((a, b) => compareText(b.dateISO, a.dateISO) || compareText(a.slug, b.slug))
}

/**
 * What the home and county pages show of the reviews, so that they weigh
 * the same whatever the roster (docs/product.md, "Client reviews on the
 * home page"): the groups of the `trackers` trackers with the most reviews, in
 * the order the page shows groups, and of theirs at most `reviews` with at
 * most `characters` of text in all (a long review takes the place of
 * several short ones), shared out evenly, each tracker's newest first; a
 * share a tracker cannot fill goes to the others. With today's roster that
 * is every review. Its LocalBusiness structured data carries the same ones
 * (src/build/structured-data/pages.ts).
 */
export const PAGE_REVIEWS = { trackers: 5, reviews: 25, characters: 9_000 } as const

export type PickableReview = { slug: string; dateISO: string; text: string; tracker: { slug: string; name: string } }

/** A page's review groups, in page order, each with the reviews it shows (newest first) and its tracker's total. */
export function pickPageReviews<R extends PickableReview>(reviews: readonly R[]): ReviewGroup<R>[] {
  const groups = groupReviewsByTracker(reviews)
    .slice(0, PAGE_REVIEWS.trackers)
    .map((group) => ({ ...group, newest: sortReviews(group.reviews), shown: 0, full: false }))
  let reviewsLeft: number = PAGE_REVIEWS.reviews
  let charactersLeft: number = PAGE_REVIEWS.characters
  // One more to each group in turn, so every group has its share before any has more.
  while (reviewsLeft > 0 && groups.some((group) => !group.full)) {
    for (const group of groups) {
      if (group.full || reviewsLeft === 0) continue
      const next = group.newest[group.shown]
      if (!next || next.text.length > charactersLeft) {
        group.full = true
        continue
      }
      group.shown++
      reviewsLeft--
      charactersLeft -= next.text.length
    }
  }
  return groups.filter((group) => group.shown > 0).map(({ slug, name, total, newest, shown }) => ({ slug, name, total, reviews: newest.slice(0, shown) }))
}

/** Each group's tracker and total, as the page's context carries them beside the reviews. */
export const totalsOf = (groups: readonly ReviewGroup<PickableReview>[]): ReviewTotal[] => groups.map((group) => ({ tracker: group.slug, count: group.total }))
