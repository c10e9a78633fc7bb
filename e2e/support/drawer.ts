/**
 * The phone menu's drawer in the browser tests: where a tap beside the open
 * drawer would land on the page under it, and what such a tap set off.
 */
import type { Page } from "@playwright/test"
import { MENU } from "../../src/shared/menu"

/** Links under the dimmed strip beside the open drawer: one of each kind a stray tap must not follow. */
const UNDER_THE_DIMMED_STRIP = [
  { name: "a tracker's profile link", selector: 'main a[href^="/tracker/"]' },
  { name: "a Call button", selector: 'main a[href^="tel:"]' },
]

export type PointBesideDrawer = { name: string; href: string; x: number; y: number }

/**
 * For each kind, a point on the first such link on screen that the open
 * drawer leaves uncovered (left of it, below the bar): measured on the page
 * as it is, with the drawer closed.
 */
export async function pointsBesideDrawer(page: Page): Promise<PointBesideDrawer[]> {
  return page.evaluate(
    ({ kinds, drawerWidth, barHeight }) =>
      kinds.map(({ name, selector }) => {
        const strip = innerWidth - drawerWidth
        for (const link of document.querySelectorAll(selector)) {
          const box = link.getBoundingClientRect()
          const x = Math.round((box.left + Math.min(box.right, strip)) / 2)
          const y = Math.round(box.top + box.height / 2)
          if (box.left >= strip || y <= barHeight || y >= innerHeight) continue
          if (document.elementFromPoint(x, y)?.closest("a") === link) return { name, href: link.getAttribute("href") ?? "", x, y }
        }
        throw new Error(`no ${name} on screen beside where the drawer opens`)
      }),
    { kinds: UNDER_THE_DIMMED_STRIP, drawerWidth: MENU.drawerWidth, barHeight: MENU.barHeight },
  )
}

/** Records from now on every load of another address and every `tel:` link handed to the phone: what a followed link starts. */
export function navigationsOf(page: Page): string[] {
  const started: string[] = []
  page.on("request", (request) => {
    if (request.isNavigationRequest()) started.push(request.url())
  })
  return started
}

/**
 * With scripting on, the links of the page a click reaches (also one the
 * app turns into a move of its own, which loads nothing), as the page saw
 * them: a listener that runs first, before any of the page's own.
 */
export async function recordLinkClicks(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const clicked: string[] = []
    Object.assign(window, { linkClicks: clicked })
    document.addEventListener(
      "click",
      (event) => {
        const link = (event.target as Element).closest("a")
        if (link) clicked.push(link.getAttribute("href") ?? "")
      },
      true,
    )
  })
  return () => page.evaluate(() => (window as unknown as { linkClicks: string[] }).linkClicks)
}
