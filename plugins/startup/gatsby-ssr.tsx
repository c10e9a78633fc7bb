import React from "react"
import type { GatsbySSR } from "gatsby"
import { withoutUnusedHead } from "./head"

/**
 * The first paint waits until the page's main content starts (`#main`), so
 * the navigation bar above it is never painted half-parsed (on a slow
 * connection the first packet can end inside its list of links, and the
 * links then jump as the rest arrive). Browsers without `rel=expect` paint
 * as before.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  // eslint-disable-next-line react/no-unknown-property -- `blocking` is HTML's (render-blocking), newer than React 18's list.
  setHeadComponents([<link key="paint-from-main" rel="expect" href="#main" blocking="render" />])
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withoutUnusedHead(getHeadComponents()))
}
