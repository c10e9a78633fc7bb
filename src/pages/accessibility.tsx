import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/Seo/Seo"
import { LegalPage } from "../views/LegalPage/LegalPage"

export default function AccessibilityPage({ data }: PageProps<Queries.AccessibilityPageQuery>) {
  if (!data.legalPage) throw new Error("data/pages/accessibility.json is missing.")
  return <LegalPage page={data.legalPage} />
}

export const Head: HeadFC<Queries.AccessibilityPageQuery> = ({ data, location }) => (
  <Seo title={data.legalPage?.title ?? ""} description={data.legalPage?.description ?? ""} pathname={location.pathname} noindex />
)

export const query = graphql`
  query AccessibilityPage {
    legalPage(slug: { eq: "accessibility" }) {
      ...LegalPage
    }
  }
`
