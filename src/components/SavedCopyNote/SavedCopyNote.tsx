import React, { useEffect } from "react"
import { syncSavedCopyNote } from "../../shared/offline/saved-copy"
import { SavedCopyStyle } from "./SavedCopyNote.styles"

type SavedCopyNoteProps = {
  /** Where the page is, to re-check the note on each page change. */
  pathname: string
  /** Set by the offline worker on page data it served from its stored copy: the copy's date (ISO 8601). */
  savedCopy?: string
}

/**
 * The "Saved copy" note for a page the app renders after a page change: the
 * worker writes it into stored HTML itself; here, when a page's data was the
 * phone's stored copy, the same markup goes above the page, outside React's
 * root, and goes away on the next page the network answered. On the first
 * render a note the worker wrote describes what was painted, and stays.
 * Renders the note's styles, which every page carries.
 */
export function SavedCopyNote({ pathname, savedCopy }: SavedCopyNoteProps) {
  useEffect(() => {
    syncSavedCopyNote(savedCopy, window.location.pathname + window.location.search, firstPage)
    firstPage = false
  }, [pathname, savedCopy])
  return <SavedCopyStyle />
}

/**
 * Whether the page on screen is still the one first loaded: the layout
 * mounts each page afresh (its error boundary is keyed by the address), so
 * this is the page session's, not the component's.
 */
let firstPage = true
