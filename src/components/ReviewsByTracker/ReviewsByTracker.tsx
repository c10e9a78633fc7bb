import React from "react"
import { graphql } from "gatsby"
import { COMMON_LABELS, HOME_LABELS } from "../../copy"
import { ROUTES } from "../../shared/routes"
import { groupReviewsByTracker, type ReviewTotal } from "../../shared/call-order"
import { ReviewList } from "../ReviewList/ReviewList"
import { SiteLink } from "../SiteLink/SiteLink"
import { GroupHeader, Groups, Scroller } from "./ReviewsByTracker.styles"

type ReviewsByTrackerProps = {
  reviews: readonly Queries.ReviewsByTrackerFragment[]
  /**
   * How many reviews each tracker has in all, where the page shows only
   * some of them (the home page): a group showing fewer than its tracker
   * has links to the profile with all of them.
   */
  totals?: readonly ReviewTotal[]
}

/**
 * Client reviews, grouped by the tracker they thank, the tracker with the
 * most first. Each card's entry animation is delayed by its place in its
 * group (0.1 s a step).
 */
export function ReviewsByTracker({ reviews, totals }: ReviewsByTrackerProps) {
  const groups = groupReviewsByTracker(reviews, totals)
  const someOnly = groups.some((group) => group.reviews.length < group.total)
  return (
    <Groups>
      {someOnly && <p>{HOME_LABELS.someReviews}</p>}
      {groups.map((group) => {
        const headingId = `reviews-${group.slug}`
        const profile = ROUTES.tracker(group.slug)
        return (
          <div key={group.slug}>
            <GroupHeader>
              <h3 id={headingId}>
                <SiteLink target={{ label: group.name, to: profile }} />
              </h3>
              <p>
                {group.reviews.length < group.total ? (
                  <SiteLink target={{ label: HOME_LABELS.allReviewsOf(group.name, group.total), to: profile }} />
                ) : (
                  COMMON_LABELS.reviewCount(group.total)
                )}
              </p>
            </GroupHeader>
            {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
            <Scroller role="region" aria-label={HOME_LABELS.reviewsFor(group.name)} tabIndex={0}>
              <ReviewList reviews={group.reviews} />
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
