import React from "react"
import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import { Layout } from "./Layout/Layout"

type WrapPage = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]

/**
 * Global styles and the layout around every page (shared by gatsby-browser
 * and gatsby-ssr). Components read the design tokens by importing
 * src/styles/theme, not from a theme context: their styles stay static.
 */
export const wrapPageElement: WrapPage = ({ element, props }) => <Layout pathname={props.location.pathname}>{element}</Layout>
