import React from "react"
import type { GatsbySSR } from "gatsby"
import { withoutUnusedHead } from "./src/startup/head"
import { earlyRegistrationScript } from "./src/startup/register-early"

export { wrapPageElement } from "./src/components/PageWrappers"

/**
 * - The first paint waits until the page's main content starts (`#main`),
 *   so the navigation bar above it is never painted half-parsed (on a slow
 *   connection the first packet can end inside its list of links, and the
 *   links then jump as the rest arrive). Browsers without `rel=expect`
 *   paint as before.
 * - In built pages, a small inline script registers the offline service
 *   worker after the first paint (src/startup/register-early.ts), not only
 *   once the app has started; `gatsby develop` gets none, so a worker from
 *   an earlier build never serves development pages.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, setPostBodyComponents }) => {
  setHtmlAttributes({ lang: "en" })
  // eslint-disable-next-line react/no-unknown-property -- `blocking` is HTML's (render-blocking), newer than React 18's list.
  setHeadComponents([<link key="paint-from-main" rel="expect" href="#main" blocking="render" />])
  if (process.env.NODE_ENV === "production") {
    setPostBodyComponents([<script key="register-offline-worker" dangerouslySetInnerHTML={{ __html: earlyRegistrationScript() }} />])
  }
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withoutUnusedHead(getHeadComponents()))
}
