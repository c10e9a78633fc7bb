import React from "react"
import { graphql } from "gatsby"
import { Container } from "../../components/Container/Container"

type CountyPageProps = { county: Queries.CountyPageFragment }

/** A county page body. */
export function CountyPage({ county }: CountyPageProps) {
  return (
    <Container>
      <h1>{county.heading ?? `Deer Tracking in ${county.name} County`}</h1>
      <p>{county.description}</p>
    </Container>
  )
}

export const query = graphql`
  fragment CountyPage on County {
    slug
    name
    heading
    description
    squareMiles
    successRate
    northernTowns
    centralTowns
    southernTowns
    reasons {
      title
      text
    }
  }
`
