import React, { useEffect, useState } from "react"
import { createRoot } from "react-dom/client"
import { NEWER_BUILD_LABELS } from "../../shared/offline/newer-build-note"
import { Note, ReloadButton } from "./NewerBuildNote.styles"
import * as newerBuild from "../../browser/offline/newer-build"

const NEWER_BUILD_ID = "newer-build"

/**
 * "The roster has changed since this page opened", with a Reload button.
 * Pinned under the navigation bar, so it is seen wherever the hunter has
 * scrolled, and laid over the page rather than above it, so no call button
 * moves under a thumb. Its own React root at the end of the body, outside
 * Gatsby's, which a page change draws again.
 */
function showNewerBuildNote(): void {
  if (document.getElementById(NEWER_BUILD_ID)) return
  const root = document.createElement("div")
  root.id = NEWER_BUILD_ID
  document.body.append(root)
  createRoot(root).render(<NewerBuildNote />)
}

/** A status region put in empty and filled a moment later, so screen readers announce it. */
function NewerBuildNote() {
  const [filled, setFilled] = useState(false)
  useEffect(() => setFilled(true), [])
  return (
    <Note role="status" aria-label={NEWER_BUILD_LABELS.region}>
      {filled && (
        <>
          <span>{NEWER_BUILD_LABELS.changed}</span>
          <ReloadButton type="button" onClick={() => window.location.reload()}>
            {NEWER_BUILD_LABELS.reload}
          </ReloadButton>
        </>
      )}
    </Note>
  )
}

/** Every five minutes on screen, and back on screen: a page left open learns of a newer build. */
export const watchForNewerBuild = () => newerBuild.watchForNewerBuild(showNewerBuildNote)

/** After a page change drawn from memory: an untouched page loads again from the host, a page in use says so. */
export const checkAfterPageChange = () => newerBuild.checkAfterPageChange(showNewerBuildNote)
