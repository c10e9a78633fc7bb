import React from "react"
import { graphql } from "gatsby"
import { JsonLd } from "./JsonLd"
import { faqPage } from "./builders"

/** FAQPage for a page that shows a FAQ (home, county, bear and elk pages). Renders nothing without items. */
export function FaqJsonLd({ faqSet }: { faqSet: Queries.FaqJsonLdItemsFragment | null | undefined }) {
  if (!faqSet || faqSet.items.length === 0) return null
  return <JsonLd data={faqPage(faqSet.items)} />
}

export const query = graphql`
  fragment FaqJsonLdItems on FaqSet {
    items {
      question
      answer
      points
      after
    }
  }

  fragment HomeFaqJsonLd on Query {
    jsonLdHomeFaq: faqSet(slug: { eq: "home" }) {
      ...FaqJsonLdItems
    }
  }

  fragment SpeciesFaqJsonLd on SpeciesPage {
    faqSet {
      ...FaqJsonLdItems
    }
  }
`
