import React from "react"
import { REVIEWS } from "../../copy"
import { StarRating } from "../StarRating/StarRating"
import { Card, Meta, MoreToggle, ReviewDate, Reviewer, Text } from "./ReviewCard.styles"

export type ReviewCardData = {
  reviewerName: string
  rating: number
  /** The date as written, e.g. "10-14-2024" or "3 months ago". */
  date: string
  dateISO: string
  text: string
}

type ReviewCardProps = {
  review: ReviewCardData
  /** Position in its list: each card's entry animation starts 0.1 s after the previous one. */
  index?: number
  /** Long reviews are clamped to six lines with a toggle; a profile shows them whole. */
  clamp?: boolean
}

/** Roughly six lines of a review card at phone width. */
const CLAMP_AFTER_CHARACTERS = 260

/**
 * One client review. The six-line clamp is pure CSS, opened by a native
 * `<details>` toggle, so nothing shifts after load, it works with JavaScript
 * off, and screen readers always get the whole text.
 */
export function ReviewCard({ review, index = 0, clamp = true }: ReviewCardProps) {
  const long = clamp && review.text.length > CLAMP_AFTER_CHARACTERS
  return (
    <Card $delaySeconds={index * REVIEWS.animationStepSeconds}>
      <Meta>
        <Reviewer>{review.reviewerName}</Reviewer>
        <ReviewDate>
          <time dateTime={review.dateISO}>{review.date}</time>
        </ReviewDate>
      </Meta>
      <StarRating rating={review.rating} />
      <Text $clampLines={long ? REVIEWS.clampLines : 0}>{review.text}</Text>
      {long && (
        <MoreToggle>
          <summary>
            <span data-closed="">{REVIEWS.readMore}</span>
            <span data-open="">{REVIEWS.showLess}</span>
          </summary>
        </MoreToggle>
      )}
    </Card>
  )
}
