/**
 * What the engine checks ask of a page, as expressions every engine can
 * evaluate, scripting off too: synchronous, returning plain data.
 */
import { FIRST_SCREEN_END } from "../../src/shared/first-screen"
import type { Box } from "./frames"

export interface PageReport {
  path: string
  heading: string
  /** Wider than the screen: the page scrolls sideways. */
  scrollWidth: number
  clientWidth: number
  /** Every call and text link's address, in page order. */
  contacts: string[]
}

export const PAGE_REPORT = `(() => ({
  path: location.pathname,
  heading: (document.querySelector("h1") || {}).textContent || "",
  scrollWidth: document.documentElement.scrollWidth,
  clientWidth: document.documentElement.clientWidth,
  contacts: [...document.querySelectorAll('a[href^="tel:"], a[href^="sms:"]')].map((link) => link.getAttribute("href")),
}))()`

export interface MenuReport {
  open: boolean
  /** The drawer's links a tap reaches: shown, on screen, and the element at their centre. */
  reachable: string[]
  /** The drawer's links a tap does not reach. */
  unreachable: string[]
}

/** Starts a count of the clicks the page receives on `selector`, read with CLICKS_SEEN (with scripting off it may count none). */
export const watchClicks = (selector: string) => `(() => {
  const record = (window.__clickWatch = { clicks: 0 })
  document.addEventListener("click", (event) => { if (event.target.closest?.(${JSON.stringify(selector)})) record.clicks += 1 }, true)
  return true
})()`

/** The count watchClicks started; null on a page it was not started on (one the click led to). */
export const CLICKS_SEEN = `window.__clickWatch?.clicks ?? null`

/** Starts a record of the drawer's openings and closings, read with TOGGLES. */
export const watchToggles = (drawer: string) => `(() => {
  window.__toggles = []
  document.querySelector(${JSON.stringify(drawer)})?.addEventListener("toggle", (event) => window.__toggles.push(event.newState))
  return true
})()`

/** What the drawer did since watchToggles. */
export const TOGGLES = `(window.__toggles || []).join(", ") || "nothing"`

/** The phone menu's state: open and which of its links a tap would reach. */
export const menuReport = (drawer: string) => `(() => {
  const drawer = document.querySelector(${JSON.stringify(drawer)})
  // The panel's links: the dimmed layer beside it (with scripting off a link too) is reached wherever the panel leaves it.
  const links = drawer ? [...drawer.querySelectorAll('[role="dialog"] a[href]')] : []
  const reached = (link) => {
    const box = link.getBoundingClientRect()
    if (box.width === 0 || box.height === 0 || box.bottom > innerHeight || box.right > innerWidth) return false
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return hit !== null && link.contains(hit)
  }
  return {
    // A popover with scripting on; with it off, the address's target (its link twin opens it).
    open: Boolean(drawer && (drawer.matches(":popover-open") || drawer.matches(":target"))),
    reachable: links.filter(reached).map((link) => link.getAttribute("href")),
    unreachable: links.filter((link) => !reached(link)).map((link) => link.getAttribute("href")),
  }
})()`

export interface FirstScreen {
  /** The first Call link inside the 390 × 844 screen, or on the request form its send control. */
  call: Box | null
  /**
   * The icons drawn above the mark and inside the screen, in page order, each with the symbol it draws and
   * whether the pointer is over its control (which then looks otherwise once the hover rules arrive).
   */
  icons: (Box & { symbol: string; hovered: boolean })[]
  /** Where what comes before the mark ends (CSS px from the top of the screen), but what sticks to the screen's edge. */
  end: number
  /** What in the first screen sticks to the screen's edge (`position: sticky`): it moves as the page grows. */
  sticky: Box[]
  /** What in the first screen is fixed to the screen (the navigation bar), where it is whatever the scroll. */
  fixed: Box[]
}

/**
 * The first screen of a page with the mark, as laid out now: where its first
 * Call link (the request form's send control) and its icons are, where it ends and what in it sticks to the
 * screen (null before the mark is parsed). An element with `display:
 * contents` has no box of its own: its children's count.
 */
export const FIRST_SCREEN = `(() => {
  const mark = document.querySelector("[${FIRST_SCREEN_END}]")
  if (!mark) return null
  const box = (element) => { const { x, y, width, height } = element.getBoundingClientRect(); return { x, y, width, height } }
  const onScreen = (b) => b.width > 0 && b.height > 0 && b.y >= 0 && b.x >= 0 && b.y + b.height <= innerHeight && b.x + b.width <= innerWidth
  const before = (element) => Boolean(mark.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) && !element.contains(mark)
  const call = [...document.querySelectorAll('main a[href^="tel:"], main form button[type="submit"]')].map(box).find(onScreen) || null
  const icons = [...document.querySelectorAll('svg use[href^="#i-"]')]
    .map((use) => use.closest("svg"))
    // Not one a control hides until its script runs (visibility: hidden keeps its place): it is not drawn before then.
    .filter((svg) => before(svg) && !svg.closest("[popover]") && getComputedStyle(svg).visibility === "visible")
    .map((svg) => ({ ...box(svg), symbol: svg.querySelector("use").getAttribute("href"), hovered: svg.closest("a, button, label, summary")?.matches(":hover") ?? false }))
    .filter(onScreen)
  const sticky = []
  const fixed = []
  // The bottom of an element's box, leaving out what is fixed or sticks (a box with display: contents has none: its children's).
  const bottom = (element) => {
    const style = getComputedStyle(element)
    if (style.position === "fixed") {
      fixed.push(box(element))
      return 0
    }
    if (style.position === "sticky") {
      sticky.push(box(element))
      return 0
    }
    if (style.display === "contents") return Math.max(0, ...[...element.children].map(bottom))
    return element.getBoundingClientRect().bottom
  }
  let end = 0
  for (let element = mark; element && element !== document.body; element = element.parentElement) {
    for (let sibling = element.previousElementSibling; sibling; sibling = sibling.previousElementSibling) end = Math.max(end, bottom(sibling))
  }
  return { call, icons, end, sticky, fixed }
})()`

/**
 * Where the page's navigation started on its own clock: 0, or less in
 * WebKit, which starts a page's clock (timeOrigin) only once the page's
 * process takes the response, and dates its fetch before it; Chromium and
 * Gecko start it at the navigation.
 */
const NAVIGATION_ON_PAGE_CLOCK = `Math.min(0, performance.getEntriesByType("navigation")[0].fetchStart)`

/** Milliseconds since the page's navigation started, on the page's own clock. */
export const SINCE_NAVIGATION_START = `performance.now() - ${NAVIGATION_ON_PAGE_CLOCK}`

/** When the page's navigation started on the machine's clock (ms since 1970), which timeOrigin counts from. */
export const NAVIGATION_STARTED = `performance.timeOrigin + ${NAVIGATION_ON_PAGE_CLOCK}`

/** When the page was first painted with content, on its own clock (null before, or where Paint Timing is missing). */
export const FIRST_CONTENTFUL_PAINT = `(() => {
  const entry = performance.getEntriesByName("first-contentful-paint")[0]
  return entry ? Math.round(entry.startTime) : null
})()`

export interface PointBesideDrawer {
  name: string
  href: string
  x: number
  y: number
}

/**
 * For a profile link and a Call button in the page's main content, a point
 * on the first one on screen that the open drawer (`drawerWidth` px at the
 * right edge) leaves uncovered, below the bar: where a stray tap beside the
 * drawer would land. Measured with the drawer closed; null for a kind with
 * no such link.
 */
export const pointsBesideDrawer = (drawerWidth: number, barHeight: number) => `(() => {
  const kinds = [
    { name: "a tracker's profile link", selector: 'main a[href^="/tracker/"]' },
    { name: "a Call button", selector: 'main a[href^="tel:"]' },
  ]
  return kinds.map(({ name, selector }) => {
    const strip = innerWidth - ${drawerWidth}
    for (const link of document.querySelectorAll(selector)) {
      const box = link.getBoundingClientRect()
      const x = Math.round((box.left + Math.min(box.right, strip)) / 2)
      const y = Math.round(box.top + box.height / 2)
      if (box.left >= strip || y <= ${barHeight} || y >= innerHeight) continue
      const hit = document.elementFromPoint(x, y)
      if (hit && hit.closest("a") === link) return { name, href: link.getAttribute("href"), x, y }
    }
    return null
  })
})()`
