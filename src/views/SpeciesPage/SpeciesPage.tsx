import React from "react"
import { graphql } from "gatsby"
import { ButtonLink } from "../../components/Button/ButtonLink"
import { Container } from "../../components/Container/Container"
import { HOME_ANCHORS } from "../../constants"

type SpeciesPageProps = { page: Queries.SpeciesPageFragment }

/** The bear and elk tracking pages. */
export function SpeciesPage({ page }: SpeciesPageProps) {
  return (
    <Container>
      <h1>{page.heading}</h1>
      <p>{page.intro}</p>
      {page.ctas.map((cta) => (
        <ButtonLink key={cta.label} target={{ label: cta.label, anchor: HOME_ANCHORS.trackers }} />
      ))}
    </Container>
  )
}

export const query = graphql`
  fragment SpeciesPage on SpeciesPage {
    slug
    title
    description
    keywords
    heading
    intro
    banner {
      tone
      title
      text
    }
    facts {
      label
      value
    }
    factsNote
    features {
      title
      text
    }
    sections {
      heading
      paragraphs
      points
    }
    callout {
      title
      text
      points
    }
    ctas {
      label
    }
    faqSet {
      title
      items {
        question
        answer
        points
        after
      }
    }
  }
`
