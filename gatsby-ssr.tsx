/**
 * The only place Gatsby calls into the server rendering: the page's
 * language, the head as the start-up wants it (src/browser/startup/head.ts),
 * the offline worker's early registration, and the layout around every page.
 */
import React from "react"
import type { GatsbySSR } from "gatsby"
import { earlyRegistrationScript } from "./src/browser/offline/register-early"
import { withoutUnusedHead } from "./src/browser/startup/head"
import { DRAWER_ID } from "./src/components/NavBar/NavBar"
import { ICON_SPRITE } from "./src/shared/built-files"

export { wrapPageElement } from "./src/components/PageWrappers"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, setPostBodyComponents }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([
    // The first paint waits until the navigation bar is whole, so it is never painted half-parsed. It names the bar's
    // last element, the drawer: WebKit waits for the end of the element named, and one ending further on (the main
    // content) would hold the paint until the stylesheet at the end of the first screen, where the parser stops, is in.
    // eslint-disable-next-line react/no-unknown-property -- `blocking` is HTML's (render-blocking), newer than React 18's list.
    <link key="paint-with-nav" rel="expect" href={`#${DRAWER_ID}`} blocking="render" />,
    // Firefox holds every request but stylesheets and fetches while a stylesheet loads, so the first screen's icons
    // would wait for the stylesheet at its end; a fetch preload is not held, and the host rules keep the sprite fresh
    // long enough (src/build/host/headers.ts) for the icons to take it from the cache.
    <link key="icons-early" rel="preload" href={ICON_SPRITE} as="fetch" crossOrigin="anonymous" />,
  ])
  // Built pages register the offline worker after the first paint, not only once the app has started; `gatsby develop`
  // gets none, so a worker from an earlier build never serves development pages.
  if (process.env.NODE_ENV === "production") setPostBodyComponents([<script key="register-offline-worker" dangerouslySetInnerHTML={{ __html: earlyRegistrationScript() }} />])
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withoutUnusedHead(getHeadComponents()))
}
