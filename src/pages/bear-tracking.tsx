import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/Seo/Seo"
import { FaqJsonLd } from "../components/StructuredData/FaqJsonLd"
import { SpeciesPage } from "../views/SpeciesPage/SpeciesPage"

export default function BearTrackingPage({ data }: PageProps<Queries.BearTrackingPageQuery>) {
  if (!data.speciesPage) throw new Error("data/pages/bear-tracking.json is missing.")
  return <SpeciesPage page={data.speciesPage} />
}

export const Head: HeadFC<Queries.BearTrackingPageQuery> = ({ data, location }) => (
  <Seo
    title={data.speciesPage?.title ?? ""}
    description={data.speciesPage?.description ?? ""}
    keywords={data.speciesPage?.keywords ?? []}
    pathname={location.pathname}
  >
    <FaqJsonLd faqSet={data.speciesPage?.faqSet} />
  </Seo>
)

export const query = graphql`
  query BearTrackingPage {
    speciesPage(slug: { eq: "bear-tracking" }) {
      ...SpeciesPage
      ...SpeciesFaqJsonLd
    }
  }
`
