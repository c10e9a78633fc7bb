import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/Seo/Seo"
import { FaqJsonLd } from "../components/StructuredData/FaqJsonLd"
import { SpeciesPage } from "../views/SpeciesPage/SpeciesPage"

/** `/bear-tracking/` and `/elk-tracking/`: one page per species page in data/pages/. */
export default function SpeciesPageTemplate({ data, pageContext }: PageProps<Queries.SpeciesPageTemplateQuery, { key: string }>) {
  if (!data.speciesPage) throw new Error(`data/pages/${pageContext.key}.json is missing.`)
  return <SpeciesPage page={data.speciesPage} />
}

export const Head: HeadFC<Queries.SpeciesPageTemplateQuery> = ({ data, location }) => (
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
  query SpeciesPageTemplate($key: String!) {
    speciesPage(key: { eq: $key }) {
      ...SpeciesPage
      ...SpeciesFaqJsonLd
    }
  }
`
