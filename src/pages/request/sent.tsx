import React from "react"
import type { HeadFC } from "gatsby"
import { Seo } from "../../components/Seo/Seo"
import { REQUEST_PAGE } from "../../views/RequestPage/RequestPage.copy"
import { RequestPage } from "../../views/RequestPage/RequestPage"

/** A hunter's request, /request/sent/?r=<key>: the shell the Worker fills in (docs/requests.md). */
export default function RequestSentPage() {
  return <RequestPage />
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={REQUEST_PAGE.title} description={REQUEST_PAGE.description} keywords={REQUEST_PAGE.keywords} pathname={location.pathname} noindex />
)
