import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/Seo/Seo"
import { SitemapPage } from "../views/SitemapPage/SitemapPage"

export default function Sitemap({ data }: PageProps<Queries.SitemapPageQuery>) {
  return <SitemapPage counties={data.allCounty.nodes} />
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Sitemap"
    description="Every page of the site: the tracker list, service areas, bear and elk tracking, the eight county pages and the legal pages."
    pathname={location.pathname}
    noindex
  />
)

export const query = graphql`
  query SitemapPage {
    allCounty(sort: { order: ASC }) {
      nodes {
        slug
        name
      }
    }
  }
`
