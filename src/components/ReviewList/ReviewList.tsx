import React from "react"
import { CardGrid } from "../CardGrid/CardGrid"
import type { GridColumns } from "../CardGrid/CardGrid.styles"
import { ReviewCard, type ReviewCardData } from "../ReviewCard/ReviewCard"

type ReviewListProps = {
  reviews: readonly (ReviewCardData & { slug: string })[]
  /**
   * Each review shown whole and at once, in a grid of these columns (a
   * profile); without them a plain list of clamped cards entering one after
   * another.
   */
  columns?: GridColumns
}

/** Client reviews as a list of cards. */
export function ReviewList({ reviews, columns }: ReviewListProps) {
  const items = reviews.map((review, index) => (
    <li key={review.slug}>{columns ? <ReviewCard review={review} clamp={false} /> : <ReviewCard review={review} index={index} />}</li>
  ))
  return columns ? <CardGrid columns={columns}>{items}</CardGrid> : <ul>{items}</ul>
}
