import React from "react"
import type { GatsbySSR } from "gatsby"
import { earlyRegistrationScript } from "./register-early"

export { wrapPageElement } from "./wrap-page"

/**
 * In built pages, a small inline script registers the offline service
 * worker after the first paint (./register-early.ts), not only once the app
 * has started; `gatsby develop` gets none, so a worker from an earlier build
 * never serves development pages.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setPostBodyComponents }) => {
  if (process.env.NODE_ENV !== "production") return
  setPostBodyComponents([<script key="register-offline-worker" dangerouslySetInnerHTML={{ __html: earlyRegistrationScript() }} />])
}
