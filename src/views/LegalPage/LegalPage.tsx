import React from "react"
import { graphql } from "gatsby"
import { Container } from "../../components/Container/Container"
import { PageHeader } from "../../components/PageHeader/PageHeader"
import { ProseSection } from "../../components/ProseSection/ProseSection"
import { INFO_PAGE_LABELS } from "../../copy"
import { Body, Columns, Contents } from "./LegalPage.styles"

type LegalPageProps = { page: Queries.LegalPageFragment }

const sectionId = (index: number) => `section-${index + 1}`
const numbered = (index: number, heading: string) => `${index + 1}. ${heading}`

/** Terms, privacy and accessibility: numbered sections of plain text, with their contents beside them on wide screens. */
export function LegalPage({ page }: LegalPageProps) {
  return (
    <Container>
      <PageHeader title={page.heading} meta={`${INFO_PAGE_LABELS.lastUpdated} ${page.updated}`} intro={page.intro} />
      <Columns>
        <Contents aria-labelledby="contents-label">
          <p id="contents-label">{INFO_PAGE_LABELS.contents}</p>
          <ol>
            {page.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${sectionId(index)}`}>{numbered(index, section.heading)}</a>
              </li>
            ))}
          </ol>
        </Contents>
        <Body>
          {page.sections.map((section, index) => (
            <ProseSection
              key={section.heading}
              id={sectionId(index)}
              heading={numbered(index, section.heading)}
              paragraphs={section.paragraphs}
              points={section.points}
            />
          ))}
        </Body>
      </Columns>
    </Container>
  )
}

export const query = graphql`
  fragment LegalPage on LegalPage {
    slug
    title
    description
    keywords
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
