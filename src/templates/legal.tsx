import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/Seo/Seo"
import { LegalPage } from "../views/LegalPage/LegalPage"

/** `/terms/`, `/privacy/` and `/accessibility/`: one page per legal file in `data/pages/`. Kept out of search results. */
export default function LegalPageTemplate({ data, pageContext }: PageProps<Queries.LegalPageTemplateQuery, { key: string }>) {
  if (!data.legalPage) throw new Error(`data/pages/${pageContext.key}.json is missing.`)
  return <LegalPage page={data.legalPage} />
}

export const Head: HeadFC<Queries.LegalPageTemplateQuery> = ({ data, location }) => (
  <Seo
    title={data.legalPage?.title ?? ""}
    description={data.legalPage?.description ?? ""}
    keywords={data.legalPage?.keywords ?? []}
    pathname={location.pathname}
    noindex
  />
)

export const query = graphql`
  query LegalPageTemplate($key: String!) {
    legalPage(key: { eq: $key }) {
      ...LegalPage
    }
  }
`
