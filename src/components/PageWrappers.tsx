import React from "react"
import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import { Layout } from "./Layout/Layout"
import { SavedCopyNote } from "./SavedCopyNote/SavedCopyNote"

type WrapPage = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]

/**
 * The layout around every page, with the offline worker's saved-copy note
 * above it when the page's data was a stored copy (`pageContext.savedCopy`,
 * set by the worker). Shared by gatsby-browser and gatsby-ssr. Components
 * read the design tokens by importing src/styles/theme: their styles stay static.
 */
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>
    <SavedCopyNote pathname={props.location.pathname} savedCopy={(props.pageContext as { savedCopy?: string } | undefined)?.savedCopy} />
    {element}
  </Layout>
)
