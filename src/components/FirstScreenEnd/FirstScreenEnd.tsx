import React from "react"
import { FIRST_SCREEN_END } from "../../shared/first-screen"

/**
 * Where a page's first screen ends (after its hero and first Call buttons).
 * The page is built with all its styles in its head; after the build,
 * styles.ts keeps there only those of what comes before this point and links
 * the rest of the page's here, from a file of their own, into this element.
 *
 * React never looks inside it (its content is set as HTML, empty in the app),
 * so what the build puts there is not a hydration mismatch, and a page the app
 * renders after a client-side page change has all its styles from
 * styled-components, as before.
 */
export function FirstScreenEnd() {
  // Hidden: no box, so no gap in a flex or grid parent; a stylesheet loads and applies wherever its link is.
  return <div {...{ [FIRST_SCREEN_END]: "" }} hidden dangerouslySetInnerHTML={{ __html: "" }} />
}
