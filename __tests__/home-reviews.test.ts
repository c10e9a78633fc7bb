/**
 * What the home page shows of the reviews (pickPageReviews): every review
 * of today's roster, and no more than a fixed number of groups, of reviews
 * and of characters of text however many trackers and reviews there are.
 */
import { PAGE_REVIEWS, pickPageReviews, totalsOf } from "../src/shared/reviews"
import { reviewNodes } from "./setup/fixtures"

/** `count` reviews of one tracker, the first the oldest, each `length` characters long. */
const reviewsOf = (tracker: string, count: number, length = 200) =>
  Array.from({ length: count }, (_, index) => ({
    slug: `${tracker}-${String(index + 1).padStart(2, "0")}`,
    dateISO: `2024-10-${String(index + 1).padStart(2, "0")}`,
    text: "x".repeat(length),
    tracker: { slug: tracker, name: tracker.toUpperCase() },
  }))

const shape = (groups: ReturnType<typeof pickPageReviews>) => groups.map((group) => [group.slug, group.reviews.length, group.total])

describe("pickPageReviews", () => {
  it("shows every review of today's roster, grouped by tracker, the most reviewed first", () => {
    const groups = pickPageReviews(reviewNodes)
    expect(groups.flatMap((group) => group.reviews)).toHaveLength(reviewNodes.length)
    expect(groups.map((group) => group.total)).toEqual([12, 7, 5, 1])
    for (const group of groups) expect(group.reviews.length).toBe(group.total)
  })

  it("at a statewide roster, shows the trackers with the most reviews, sharing a fixed number of reviews evenly", () => {
    const many = [
      ...reviewsOf("a", 40),
      ...reviewsOf("b", 30),
      ...reviewsOf("c", 20),
      ...reviewsOf("d", 12),
      ...reviewsOf("e", 9),
      ...reviewsOf("f", 8),
      ...reviewsOf("g", 1),
    ]
    const groups = pickPageReviews(many)
    expect(groups).toHaveLength(PAGE_REVIEWS.trackers)
    expect(shape(groups)).toEqual([
      ["a", 5, 40],
      ["b", 5, 30],
      ["c", 5, 20],
      ["d", 5, 12],
      ["e", 5, 9],
    ])
  })

  it("gives a share a tracker cannot fill to the others, first to those with more", () => {
    const groups = pickPageReviews([...reviewsOf("a", 20), ...reviewsOf("b", 20), ...reviewsOf("c", 2), ...reviewsOf("d", 1)])
    expect(shape(groups)).toEqual([
      ["a", 11, 20],
      ["b", 11, 20],
      ["c", 2, 2],
      ["d", 1, 1],
    ])
    expect(groups.flatMap((group) => group.reviews)).toHaveLength(PAGE_REVIEWS.reviews)
  })

  it("holds the text to a fixed number of characters: long reviews leave room for fewer", () => {
    const groups = pickPageReviews([...reviewsOf("a", 10, 1_000), ...reviewsOf("b", 10, 1_000), ...reviewsOf("c", 10, 100)])
    const shown = groups.flatMap((group) => group.reviews)
    expect(shown.reduce((sum, review) => sum + review.text.length, 0)).toBeLessThanOrEqual(PAGE_REVIEWS.characters)
    expect(shape(groups)).toEqual([
      ["a", 4, 10],
      ["b", 4, 10],
      ["c", 10, 10],
    ])
  })

  it("gives each of the trackers at least their newest review, however long (five of the longest fit), and the room left to the others", () => {
    const groups = pickPageReviews([...reviewsOf("a", 9, 1_000), ...reviewsOf("b", 1, 1_500)])
    expect(shape(groups)).toEqual([
      ["a", 7, 9],
      ["b", 1, 1],
    ])
    expect(PAGE_REVIEWS.trackers * 1_500).toBeLessThanOrEqual(PAGE_REVIEWS.characters)
  })

  it("shows each tracker's newest first", () => {
    const [group] = pickPageReviews(reviewsOf("a", 40))
    expect(group.reviews.map((review) => review.slug)).toEqual(
      reviewsOf("a", 40)
        .slice(-PAGE_REVIEWS.reviews)
        .reverse()
        .map((review) => review.slug),
    )
  })

  it("shows nothing when there are no reviews", () => {
    expect(pickPageReviews([])).toEqual([])
  })

  it("gives the page's context each group's tracker and total", () => {
    expect(totalsOf(pickPageReviews([...reviewsOf("a", 30), ...reviewsOf("b", 2)]))).toEqual([
      { tracker: "a", count: 30 },
      { tracker: "b", count: 2 },
    ])
  })
})
