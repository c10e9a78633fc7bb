/**
 * Sets the attribute on <html> that makes every page section render
 * (src/shared/sections-shown.ts).
 *
 * Off-screen sections skip rendering and stand at an estimated height
 * (`content-visibility: auto`). A smooth scroll to an anchor further down
 * aims at where the estimates put the section; the sections it passes are
 * rendered on the way, their real heights differ, and the scroll would stop
 * short of or past its section. So before the first jump to an anchor (a
 * link with a `#`, on this page or leading to the home page, a navigation in
 * code to an address with one, or an address that arrives with one) every
 * section is rendered, once, and the scroll aims at the real layout. Until
 * then the page keeps the cheaper first load.
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
