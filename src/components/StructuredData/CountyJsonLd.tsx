import React from "react"
import { graphql } from "gatsby"
import { HOME_ANCHORS, ROUTES } from "../../constants"
import { useSiteUrl } from "../../hooks/useSiteUrl"
import { absoluteUrl } from "../../utils/url"
import { JsonLd } from "./JsonLd"
import { breadcrumbList } from "./builders"

/** A county page's place in the site: home, service area, the county. */
export function CountyJsonLd({ county }: { county: Queries.CountyJsonLdFragment }) {
  const siteUrl = useSiteUrl()
  return (
    <JsonLd
      data={breadcrumbList([
        { name: "Home", url: absoluteUrl(siteUrl, ROUTES.home) },
        { name: "Service Area", url: absoluteUrl(siteUrl, `/#${HOME_ANCHORS.serviceArea}`) },
        { name: `${county.name} County`, url: absoluteUrl(siteUrl, ROUTES.county(county.slug)) },
      ])}
    />
  )
}

export const query = graphql`
  fragment CountyJsonLd on County {
    slug
    name
  }
`
