import React from "react"
import { graphql } from "gatsby"
import { HOME_ANCHORS, ROUTES } from "../../routes"
import { absoluteUrl } from "../../utils/url"
import { JsonLd } from "./JsonLd"
import { breadcrumbList } from "./builders"
import { SITE_URL } from "../../site"

/** A county page's place in the site: home, service area, the county. */
export function CountyJsonLd({ county }: { county: Queries.CountyJsonLdFragment }) {
  return (
    <JsonLd
      data={breadcrumbList([
        { name: "Home", url: absoluteUrl(SITE_URL, ROUTES.home) },
        { name: "Service Area", url: absoluteUrl(SITE_URL, `/#${HOME_ANCHORS.serviceArea}`) },
        { name: `${county.name} County`, url: absoluteUrl(SITE_URL, ROUTES.county(county.slug)) },
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
