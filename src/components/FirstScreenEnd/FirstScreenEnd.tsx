import React from "react"
import { FIRST_SCREEN_END, ICON_SYMBOLS } from "../../shared/first-screen"
import { useFirstScreenSymbols } from "../icons/used-icons"

/**
 * Where a page's first screen ends (after its hero and first Call buttons).
 * After the build, src/build/post-build/first-screen-styles.ts keeps in the
 * page's head only the styles of what comes before this point, and links the
 * rest from a file of their own into this element. React never looks inside
 * it (its content is set as HTML, empty in the app), so what the build puts
 * there is no hydration mismatch, and a page the app renders after a page
 * change gets all its styles from styled-components.
 */
export function FirstScreenEnd() {
  // The first screen's icon symbols, written by the server only; the app moves them after the page (src/browser/startup/icon-symbols.ts).
  const symbols = useFirstScreenSymbols()
  // Hidden: no box, so no gap in a flex or grid parent; a stylesheet loads and applies wherever its link is.
  return (
    <>
      <div hidden {...{ [ICON_SYMBOLS.attribute]: ICON_SYMBOLS.firstScreen }} dangerouslySetInnerHTML={{ __html: symbols }} />
      <div {...{ [FIRST_SCREEN_END]: "" }} hidden dangerouslySetInnerHTML={{ __html: "" }} />
    </>
  )
}
