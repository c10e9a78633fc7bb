import React from "react"
import { StaticQueryContext } from "gatsby"
import { StyleSheetManager, ThemeProvider } from "styled-components"
import { GlobalStyle } from "../../styles/GlobalStyle"
import { theme } from "../../styles/theme"
import { staticQueryResults } from "../static-queries"

type PreviewFrameProps = {
  /** The preview iframe's document, which Decap hands every preview template. */
  document: Document
  children: React.ReactNode
}

/**
 * What `wrapRootElement` and the layout give a page on the site, for a preview:
 * the theme and global styles. styled-components would otherwise inject its
 * styles into the admin page's <head>, outside the preview iframe, so the
 * preview would render unstyled; the StyleSheetManager points it at the frame.
 * Components that read build-time data (useStaticQuery) get the results the
 * admin loaded at start (see ../static-queries).
 */
export function PreviewFrame({ document, children }: PreviewFrameProps) {
  return (
    <StaticQueryContext.Provider value={staticQueryResults()}>
      <StyleSheetManager target={document.head}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </StyleSheetManager>
    </StaticQueryContext.Provider>
  )
}
