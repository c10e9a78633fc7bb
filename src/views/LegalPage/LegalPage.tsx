import React from "react"
import { graphql } from "gatsby"
import { Container } from "../../components/Container/Container"

type LegalPageProps = { page: Queries.LegalPageFragment }

/** Terms, privacy and accessibility: numbered sections of plain text. */
export function LegalPage({ page }: LegalPageProps) {
  return (
    <Container>
      <h1>{page.heading}</h1>
      <p>Last updated: {page.updated}</p>
      {page.intro && <p>{page.intro}</p>}
      {page.sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`section-${index + 1}`}>
          <h2 id={`section-${index + 1}`}>
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.points && (
            <ul>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </Container>
  )
}

export const query = graphql`
  fragment LegalPage on LegalPage {
    slug
    title
    description
    heading
    updated
    intro
    sections {
      heading
      paragraphs
      points
    }
  }
`
