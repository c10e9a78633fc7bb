import React from "react"
import type { HeadFC } from "gatsby"
import { Seo } from "../components/Seo/Seo"
import { STATUS_SCREEN } from "../views/StatusScreen/StatusScreen.copy"
import { StatusScreen } from "../views/StatusScreen/StatusScreen"

/** Where trackers set their status and the owner invites them (docs/deploy.md, CONTENT.md). */
export default function StatusPage() {
  return <StatusScreen />
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={STATUS_SCREEN.title} description={STATUS_SCREEN.description} keywords={STATUS_SCREEN.keywords} pathname={location.pathname} noindex />
)
