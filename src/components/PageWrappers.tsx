import React from "react"
import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import { ThemeProvider } from "styled-components"
import { theme } from "../styles/theme"
import { Layout } from "./Layout/Layout"

type WrapRoot = GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"]
type WrapPage = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]

/** The theme around everything (shared by gatsby-browser and gatsby-ssr). */
export const wrapRootElement: WrapRoot = ({ element }) => <ThemeProvider theme={theme}>{element}</ThemeProvider>

/** Global styles and the layout around every page; `savedCopy` is what the offline service worker adds to page data it served from its stored copy. */
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <Layout pathname={props.location.pathname} savedCopy={(props.pageContext as { savedCopy?: string } | undefined)?.savedCopy}>
    {element}
  </Layout>
)
