import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/Seo/Seo"
import type { PageTrackers } from "../shared/page-context"
import { SpeciesPage } from "../views/SpeciesPage/SpeciesPage"

/**
 * `/bear-tracking/` and `/elk-tracking/`: one page per species page in
 * data/pages/, with the trackers who take that game. Its structured data is
 * written in after the build (src/build/structured-data).
 */
export default function SpeciesPageTemplate({ data, pageContext }: PageProps<Queries.SpeciesPageTemplateQuery, PageTrackers & { key: string }>) {
  if (!data.speciesPage) throw new Error(`data/pages/${pageContext.key}.json is missing.`)
  return <SpeciesPage page={data.speciesPage} trackers={data.allTracker.nodes} rosterSize={pageContext.rosterSize} counties={data.allCounty.nodes} />
}

export const Head: HeadFC<Queries.SpeciesPageTemplateQuery> = ({ data, location }) => (
  <Seo
    title={data.speciesPage?.title ?? ""}
    description={data.speciesPage?.description ?? ""}
    keywords={data.speciesPage?.keywords ?? []}
    pathname={location.pathname}
  />
)

export const query = graphql`
  query SpeciesPageTemplate($key: String!, $trackers: [String!]!) {
    speciesPage(key: { eq: $key }) {
      ...SpeciesPage
    }
    allTracker(filter: { key: { in: $trackers } }) {
      nodes {
        ...TrackerCard
      }
    }
    allCounty(sort: { order: ASC }) {
      nodes {
        ...NearestCounty
      }
    }
  }
`
