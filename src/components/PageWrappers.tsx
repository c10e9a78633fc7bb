import React from "react"
import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import { ThemeProvider } from "styled-components"
import { theme } from "../styles/theme"
import { Layout } from "./Layout/Layout"

type WrapRoot = GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"]
type WrapPage = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]

/** The theme around everything (shared by gatsby-browser and gatsby-ssr). */
export const wrapRootElement: WrapRoot = ({ element }) => <ThemeProvider theme={theme}>{element}</ThemeProvider>

/** Global styles and the layout around every page. */
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
)
