import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/Seo/Seo"
import type { CountyContext } from "../shared/page-context"
import { CountyPage } from "../views/CountyPage/CountyPage"

/** A county's page. Its structured data is written in after the build (src/build/structured-data). */
export default function CountyTemplate({ data, pageContext }: PageProps<Queries.CountyTemplateQuery, CountyContext>) {
  if (!data.county) throw new Error("County page built without a county.")
  if (!data.siteSettings) throw new Error("data/site.json is missing: the county page has nothing to show.")
  return (
    <CountyPage
      county={data.county}
      counties={data.allCounty.nodes}
      settings={data.siteSettings}
      trackers={data.allTracker.nodes}
      covered={pageContext.covered}
      rosterSize={pageContext.rosterSize}
      reviews={data.allReview.nodes}
      reviewTotals={pageContext.reviewTotals}
      faq={data.faqSet}
    />
  )
}

export const Head: HeadFC<Queries.CountyTemplateQuery> = ({ data, location }) => {
  const county = data.county
  if (!county) throw new Error("County page built without a county.")
  return (
    <Seo
      title={`${county.heading ?? `Deer Tracking in ${county.name} County`} (${county.successRate}% success)`}
      description={county.description}
      pathname={location.pathname}
      keywords={[`${county.name} County deer tracking`, "wounded deer recovery", "tracking dog", "Michigan"]}
    />
  )
}

export const query = graphql`
  query CountyTemplate($key: String!, $trackers: [String!]!, $reviews: [String!]!) {
    county(key: { eq: $key }) {
      ...CountyPage
    }
    siteSettings {
      ...CountySettings
    }
    allCounty(sort: { order: ASC }, filter: { key: { ne: $key } }) {
      nodes {
        ...NearestCounty
      }
    }
    allTracker(filter: { key: { in: $trackers } }) {
      nodes {
        ...TrackerCard
      }
    }
    allReview(filter: { slug: { in: $reviews } }, sort: [{ dateISO: DESC }, { slug: ASC }]) {
      nodes {
        ...ReviewsByTracker
      }
    }
    faqSet(slug: { eq: "home" }) {
      ...FaqSection
    }
  }
`
