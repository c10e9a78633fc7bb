import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/Seo/Seo"
import { SITEMAP_PAGE } from "../views/SitemapPage/SitemapPage.copy"
import { SitemapPage } from "../views/SitemapPage/SitemapPage"

export default function Sitemap({ data }: PageProps<Queries.SitemapPageQuery>) {
  return <SitemapPage counties={data.allCounty.nodes} />
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={SITEMAP_PAGE.title} description={SITEMAP_PAGE.description} keywords={SITEMAP_PAGE.keywords} pathname={location.pathname} noindex />
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
