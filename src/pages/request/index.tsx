import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../../components/Seo/Seo"
import { REQUEST_FORM } from "../../views/RequestForm/RequestForm.copy"
import { RequestForm } from "../../views/RequestForm/RequestForm"

/** /request/: one request to every available tracker near the shot (docs/requests.md). */
export default function RequestFormPage({ data }: PageProps<Queries.RequestFormPageQuery>) {
  return <RequestForm counties={data.allCounty.nodes} />
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={REQUEST_FORM.title} description={REQUEST_FORM.description} keywords={REQUEST_FORM.keywords} pathname={location.pathname} />
)

export const query = graphql`
  query RequestFormPage {
    allCounty(sort: { name: ASC }) {
      nodes {
        slug
        name
        centre {
          latitude
          longitude
        }
      }
    }
  }
`
