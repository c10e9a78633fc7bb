import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/Seo/Seo"
import { LegalPage } from "../views/LegalPage/LegalPage"

export default function TermsPage({ data }: PageProps<Queries.TermsPageQuery>) {
  if (!data.legalPage) throw new Error("data/pages/terms.json is missing.")
  return <LegalPage page={data.legalPage} />
}

export const Head: HeadFC<Queries.TermsPageQuery> = ({ data, location }) => (
  <Seo title={data.legalPage?.title ?? ""} description={data.legalPage?.description ?? ""} pathname={location.pathname} noindex />
)

export const query = graphql`
  query TermsPage {
    legalPage(slug: { eq: "terms" }) {
      ...LegalPage
    }
  }
`
