/**
 * Renders every page section (the attribute of src/shared/sections-shown.ts)
 * before the first jump to an anchor. Off-screen sections skip rendering and
 * stand at an estimated height (`content-visibility: auto`), so a smooth
 * scroll would aim at the estimates and stop short or overshoot. A jump is a
 * link with a `#` (on this page or to the home page), a navigation in code to
 * such an address, or an address that arrives with one; until the first,
 * the page keeps the cheaper first load (docs/performance.md).
 */
import { SECTIONS_SHOWN_ATTRIBUTE } from "../../shared/sections-shown"

function showAllSections(): void {
  document.documentElement.setAttribute(SECTIONS_SHOWN_ATTRIBUTE, "")
}

/** Whether a click lands on a link to an anchor on this site. */
function isAnchorLinkClick(event: MouseEvent): boolean {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null
  if (!(link instanceof HTMLAnchorElement)) return false
  return link.origin === window.location.origin && link.hash.length > 1
}

/**
 * For Gatsby's onPreRouteUpdate, which runs on the first render too: the
 * address is already the new one (also one that arrives with an anchor),
 * and Gatsby scrolls to its anchor only after the page has rendered.
 */
export function showSectionsForAnchorInAddress(): void {
  if (window.location.hash.length > 1) showAllSections()
}

/**
 * Watches for the first anchor jump made with a link or the address bar
 * (from onClientEntry): a plain `#anchor` link scrolls before any route
 * update, so its click is caught on the way down.
 */
export function showSectionsBeforeAnchorJumps(): void {
  const onClick = (event: MouseEvent) => {
    if (!isAnchorLinkClick(event)) return
    showAllSections()
    stop()
  }
  const onHashChange = () => {
    showAllSections()
    stop()
  }
  const stop = () => {
    document.removeEventListener("click", onClick, true)
    window.removeEventListener("hashchange", onHashChange)
  }
  // Capture: before Gatsby's link handler navigates and its scroll handler scrolls.
  document.addEventListener("click", onClick, true)
  window.addEventListener("hashchange", onHashChange)
}
