import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/Seo/Seo"
import { LegalPage } from "../views/LegalPage/LegalPage"

export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  if (!data.legalPage) throw new Error("data/pages/privacy.json is missing.")
  return <LegalPage page={data.legalPage} />
}

export const Head: HeadFC<Queries.PrivacyPageQuery> = ({ data, location }) => (
  <Seo title={data.legalPage?.title ?? ""} description={data.legalPage?.description ?? ""} pathname={location.pathname} noindex />
)

export const query = graphql`
  query PrivacyPage {
    legalPage(slug: { eq: "privacy" }) {
      ...LegalPage
    }
  }
`
