import { compareText } from "./format"

/** Newest first, then by file name, whatever order the data layer returns. */
export function sortReviews<T extends { slug: string; dateISO: string }>(reviews: readonly T[]): T[] {
  return [...reviews].sort((a, b) => compareText(b.dateISO, a.dateISO) || compareText(a.slug, b.slug))
}
