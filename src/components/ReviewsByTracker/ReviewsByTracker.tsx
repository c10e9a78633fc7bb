import React from "react"
import { graphql } from "gatsby"
import { COMMON_LABELS, HOME_LABELS } from "../../copy"
import { ROUTES } from "../../routes"
import { groupReviewsByTracker } from "../../utils/directory"
import { ReviewCard } from "../ReviewCard/ReviewCard"
import { SiteLink } from "../SiteLink/SiteLink"
import { GroupHeader, Groups, Scroller } from "./ReviewsByTracker.styles"

type ReviewsByTrackerProps = {
  reviews: readonly Queries.ReviewsByTrackerFragment[]
  /** Only the latest reviews (the home page): each group links to the profile with all of them, instead of counting them. */
  latest?: boolean
}

/**
 * Client reviews, grouped by the tracker they thank. Each card's entry
 * animation is delayed by its place in its group (0.1 s a step).
 */
export function ReviewsByTracker({ reviews, latest = false }: ReviewsByTrackerProps) {
  const groups = groupReviewsByTracker(reviews)
  return (
    <Groups>
      {latest && <p>{HOME_LABELS.latestReviews}</p>}
      {groups.map((group) => {
        const headingId = `reviews-${group.slug}`
        return (
          <div key={group.slug}>
            <GroupHeader>
              <h3 id={headingId}>
                <SiteLink target={{ label: group.name, to: ROUTES.tracker(group.slug) }} />
              </h3>
              <p>{latest ? <SiteLink target={{ label: HOME_LABELS.allReviewsOf(group.name), to: ROUTES.tracker(group.slug) }} /> : COMMON_LABELS.reviewCount(group.reviews.length)}</p>
            </GroupHeader>
            {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
            <Scroller role="region" aria-label={HOME_LABELS.reviewsFor(group.name)} tabIndex={0}>
              <ul>
                {group.reviews.map((review, index) => (
                  <li key={review.slug}>
                    <ReviewCard review={review} index={index} />
                  </li>
                ))}
              </ul>
            </Scroller>
          </div>
        )
      })}
    </Groups>
  )
}

export const query = graphql`
  fragment ReviewsByTracker on Review {
    slug
    reviewerName
    rating
    date
    dateISO
    text
    tracker {
      slug
      name
    }
  }
`
