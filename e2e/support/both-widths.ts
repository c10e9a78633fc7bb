/**
 * A page's screenshots at the phone's size and a desktop's
 * (test-results/<name>-<width>.png), each with no axe violations, for the
 * specs that run on the phone alone.
 */
import type { Page } from "@playwright/test"
import { expectNoAxeViolations } from "./axe"

const WIDE = { width: 1280, height: 800 }

/** Both widths, then back to the page's own. */
export async function shotsAndAxe(page: Page, name: string): Promise<void> {
  const own = page.viewportSize()!
  for (const size of [own, WIDE]) {
    await page.setViewportSize(size)
    await page.screenshot({ path: `test-results/${name}-${size.width}.png`, fullPage: true })
    await expectNoAxeViolations(page)
  }
  await page.setViewportSize(own)
}
