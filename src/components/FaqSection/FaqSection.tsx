import React from "react"
import { graphql } from "gatsby"
import { HOME_ANCHORS } from "../../constants"
import { FaqList } from "../FaqList/FaqList"
import { Section } from "../Section/Section"

/** A FAQ set as a page section at #faq, titled by its data file. */
export function FaqSection({ faq }: { faq: Queries.FaqSectionFragment }) {
  return (
    <Section id={HOME_ANCHORS.faq} title={faq.title} tone="alt">
      <FaqList items={faq.items} />
    </Section>
  )
}

export const query = graphql`
  fragment FaqSection on FaqSet {
    title
    items {
      question
      answer
      points
      after
    }
  }
`
