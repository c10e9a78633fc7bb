/**
 * Renders every page section (the attribute of src/shared/sections-shown.ts)
 * before Gatsby scrolls to the anchor of an address it navigated to itself
 * (a link to the home page's sections from another page, or a navigation in
 * code). Off-screen sections stand at an estimated height
 * (`content-visibility: auto`), so the scroll would aim at the estimates.
 * A jump the browser makes itself (a `#` link on the page, an address that
 * arrives with one) sets the address's target, which renders them in CSS
 * (Section.styles.ts); Gatsby's history changes do not.
 */
import { SECTIONS_SHOWN_ATTRIBUTE } from "../../shared/sections-shown"

/** For Gatsby's onPreRouteUpdate: the address is already the new one, and Gatsby scrolls to its anchor only after the page has rendered. */
export function showSectionsForAnchorInAddress(): void {
  if (window.location.hash.length > 1) document.documentElement.setAttribute(SECTIONS_SHOWN_ATTRIBUTE, "")
}
