import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/Seo/Seo"
import type { HomeContext } from "../shared/page-context"
import { HomePage } from "../views/HomePage/HomePage"

/**
 * The home page, made in gatsby-node (src/build/create-pages.ts) with the
 * trackers it lists and the reviews it shows (pickPageReviews), with their
 * trackers' totals, in its context. Its structured data is written in
 * after the build (src/build/structured-data).
 */
export default function IndexPage({ data, pageContext }: PageProps<Queries.IndexPageQuery, HomeContext>) {
  return <HomePage data={data} rosterSize={pageContext.rosterSize} reviewTotals={pageContext.reviewTotals} />
}

export const Head: HeadFC<Queries.IndexPageQuery> = ({ data, location }) => {
  const settings = data.siteSettings
  return (
    <Seo
      title={`${settings?.brandName ?? "Deer Trackers"}: find a deer tracking dog in Michigan's Thumb`}
      description={settings?.siteDescription ?? ""}
      pathname={location.pathname}
      keywords={["deer tracking dog", "wounded deer recovery", "blood tracking", "Michigan Thumb", "Lapeer", "Genesee", "Sanilac", "St. Clair", "Tuscola"]}
    />
  )
}

export const query = graphql`
  query IndexPage($trackers: [String!]!, $reviews: [String!]!) {
    siteSettings {
      brandName
      siteDescription
      ...Hero
      ...HomePage
    }
    allTracker(filter: { key: { in: $trackers } }) {
      nodes {
        ...TrackerCard
      }
    }
    allCounty(sort: { order: ASC }) {
      nodes {
        ...ServiceAreaCounty
        ...NearestCounty
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
    map: file(relativePath: { eq: "images/map/thumb-counties.png" }) {
      ...ServiceAreaMap
    }
    waitGuide: file(relativePath: { eq: "images/wait-time-guide.png" }) {
      ...WaitGuideImage
    }
  }
`
