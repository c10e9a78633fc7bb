/**
 * The only place Gatsby calls into the server rendering: the page's
 * language, the head as the start-up wants it (src/browser/startup/head.ts),
 * the symbols of the icons the page uses, the offline worker's early
 * registration, and the layout around every page.
 */
import React from "react"
import type { GatsbySSR } from "gatsby"
import { withoutUnusedHead } from "./src/browser/startup/head"
import { IconSymbols, symbolsMarkup } from "./src/components/icons/IconSymbols"
import { ICON_NAMES } from "./src/components/icons/symbols"
import { ICON_SYMBOLS } from "./src/shared/first-screen"
import { UsedIcons, UsedIconsContext } from "./src/components/icons/used-icons"
import { MENU } from "./src/shared/menu"
import { InlineScript } from "./src/components/InlineScript/InlineScript"
import { INLINE_SCRIPTS } from "./src/shared/inline-scripts"

export { wrapPageElement } from "./src/components/PageWrappers"

/** Each page's icons, collected as it renders (Gatsby renders the body before it calls onRenderBody). */
const iconsByPage = new Map<string, UsedIcons>()

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => {
  const icons = new UsedIcons(symbolsMarkup)
  iconsByPage.set(pathname, icons)
  return <UsedIconsContext.Provider value={icons}>{element}</UsedIconsContext.Provider>
}

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents, setPreBodyComponents, setPostBodyComponents }) => {
  setHtmlAttributes({ lang: "en" })
  // A page with no first-screen end has its symbols before it; every other symbol follows the page, for the pages the app draws next.
  // (`gatsby develop` renders no body here: its pages get every symbol after them.)
  const icons = iconsByPage.get(pathname)
  iconsByPage.delete(pathname)
  const drawn = icons?.firstScreen ?? new Set()
  if (icons && !icons.ended) setPreBodyComponents([<IconSymbols key="icons-first-screen" block={ICON_SYMBOLS.firstScreen} names={drawn} />])
  setPostBodyComponents([<IconSymbols key="icons-rest" block={ICON_SYMBOLS.rest} names={ICON_NAMES.filter((name) => !drawn.has(name))} />])
  // The first paint waits until the navigation bar is whole, so it is never painted half-parsed. It names the bar's
  // last element, the drawer: WebKit waits for the end of the element named, and one ending further on (the main
  // content) would hold the paint until the stylesheet at the end of the first screen, where the parser stops, is in.
  // eslint-disable-next-line react/no-unknown-property -- `blocking` is HTML's (render-blocking), newer than React 18's list.
  setHeadComponents([<link key="paint-with-nav" rel="expect" href={`#${MENU.drawerId}`} blocking="render" />])
  // Built pages register the offline worker after the first paint, not only once the app has started; `gatsby develop`
  // gets none, so a worker from an earlier build never serves development pages.
  if (process.env.NODE_ENV === "production") setPostBodyComponents([<InlineScript key="register-offline-worker" name={INLINE_SCRIPTS.registerWorker} />])
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withoutUnusedHead(getHeadComponents()))
}
