import React from "react"
import { graphql } from "gatsby"
import { HOME_ANCHORS } from "../../shared/routes"
import { FaqList } from "../FaqList/FaqList"
import { Section } from "../Section/Section"

type FaqSectionProps = {
  faq: Queries.FaqSectionFragment
  /** What follows the answers (the bear and elk pages' closing buttons). */
  children?: React.ReactNode
}

/** A FAQ set as a page section at #faq, titled by its data file. */
export function FaqSection({ faq, children }: FaqSectionProps) {
  return (
    <Section id={HOME_ANCHORS.faq} title={faq.title} tone="alt">
      <FaqList items={faq.items} />
      {children}
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
