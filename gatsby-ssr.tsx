/**
 * The only place Gatsby calls into the server rendering: the page's
 * language, the head as the start-up wants it (src/browser/startup/head.ts),
 * the offline worker's early registration, and the layout around every page.
 */
import React from "react"
import type { GatsbySSR } from "gatsby"
import { earlyRegistrationScript } from "./src/browser/offline/register-early"
import { withoutUnusedHead } from "./src/browser/startup/head"

export { wrapPageElement } from "./src/components/PageWrappers"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, setPostBodyComponents }) => {
  setHtmlAttributes({ lang: "en" })
  // The first paint waits until the main content starts, so the navigation bar above it is never painted half-parsed.
  // eslint-disable-next-line react/no-unknown-property -- `blocking` is HTML's (render-blocking), newer than React 18's list.
  setHeadComponents([<link key="paint-from-main" rel="expect" href="#main" blocking="render" />])
  // Built pages register the offline worker after the first paint, not only once the app has started; `gatsby develop`
  // gets none, so a worker from an earlier build never serves development pages.
  if (process.env.NODE_ENV === "production") setPostBodyComponents([<script key="register-offline-worker" dangerouslySetInnerHTML={{ __html: earlyRegistrationScript() }} />])
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withoutUnusedHead(getHeadComponents()))
}
