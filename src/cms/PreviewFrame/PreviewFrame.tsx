import React from "react"
import { StaticQueryContext } from "gatsby"
import { StyleSheetManager } from "styled-components"
import { GlobalStyle } from "../../styles/GlobalStyle"
import { IconSymbols } from "../../components/icons/IconSymbols"
import { ICON_NAMES } from "../../components/icons/symbols"
import { ICON_SYMBOLS } from "../../shared/first-screen"
import { staticQueryResults } from "../static-queries"

type PreviewFrameProps = {
  /** The preview iframe's document, which Decap hands every preview template. */
  document: Document
  children: React.ReactNode
}

/**
 * What the layout and gatsby-ssr.tsx give a page on the site, for a
 * preview: the global styles and every icon's symbol. styled-components would otherwise inject its
 * styles into the admin page's <head>, outside the preview iframe, so the
 * preview would render unstyled; the StyleSheetManager points it at the frame.
 * Components that read build-time data (useStaticQuery) get the results the
 * admin loaded at start (see ../static-queries).
 */
export function PreviewFrame({ document, children }: PreviewFrameProps) {
  return (
    <StaticQueryContext.Provider value={staticQueryResults()}>
      <StyleSheetManager target={document.head}>
        <GlobalStyle />
        <IconSymbols block={ICON_SYMBOLS.rest} names={ICON_NAMES} />
        {children}
      </StyleSheetManager>
    </StaticQueryContext.Provider>
  )
}
