import React from "react"
import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import { SavedCopyNote } from "./note/SavedCopyNote"

type WrapPage = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]

/** Every page gets the saved-copy note's styles, and the note itself when its data was a stored copy (`pageContext.savedCopy`, set by the worker). */
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <>
    <SavedCopyNote pathname={props.location.pathname} savedCopy={(props.pageContext as { savedCopy?: string } | undefined)?.savedCopy} />
    {element}
  </>
)
