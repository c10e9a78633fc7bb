import React from "react"
import { graphql } from "gatsby"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { JsonLd } from "./JsonLd"
import { localBusiness } from "./builders"
import { SITE_URL } from "../../site"

/** The group as a LocalBusiness, for the home page: service area, combined rating and the listed reviews. */
export function BusinessJsonLd({ data }: { data: Queries.BusinessJsonLdFragment }) {
  const settings = useSiteSettings()
  return (
    <JsonLd
      data={localBusiness({
        siteUrl: SITE_URL,
        brandName: settings.brandName,
        description: settings.siteDescription,
        socialPageUrl: settings.socialPageUrl,
        rating: settings.heroRating,
        reviewCount: settings.heroReviewCount,
        counties: data.jsonLdCounties.nodes,
        reviews: data.jsonLdReviews.nodes,
      })}
    />
  )
}

// Aliased fields, so the page's own query can ask for counties and reviews in its own way beside these.
export const query = graphql`
  fragment BusinessJsonLd on Query {
    jsonLdCounties: allCounty(sort: { order: ASC }) {
      nodes {
        name
      }
    }
    jsonLdReviews: allReview(sort: [{ dateISO: DESC }, { slug: ASC }]) {
      nodes {
        slug
        reviewerName
        rating
        dateISO(formatString: "YYYY-MM-DD")
        text
      }
    }
  }
`
