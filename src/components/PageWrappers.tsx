import React from "react"
import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import { Layout } from "./Layout/Layout"
import { SavedCopyNote } from "./SavedCopyNote/SavedCopyNote"
import { StatusesAsOf } from "../hooks/useStatusMoment"
import type { StatusesAsBuilt } from "../shared/page-context"

type WrapPage = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]

type Context = { savedCopy?: string } & Partial<StatusesAsBuilt>

/**
 * The layout around every page, with the offline worker's saved-copy note
 * above it when the page's data was a stored copy (`pageContext.savedCopy`,
 * set by the worker), and the moment its statuses are judged at as built.
 * Shared by gatsby-browser and gatsby-ssr. Components read the design tokens
 * by importing src/styles/theme: their styles stay static.
 */
export const wrapPageElement: WrapPage = ({ element, props }) => {
  const context = props.pageContext as Context | undefined
  return (
    <StatusesAsOf.Provider value={context?.statusesAsOf ?? null}>
      <Layout pathname={props.location.pathname}>
        <SavedCopyNote pathname={props.location.pathname} savedCopy={context?.savedCopy} />
        {element}
      </Layout>
    </StatusesAsOf.Provider>
  )
}
