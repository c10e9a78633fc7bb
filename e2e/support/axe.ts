import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"
import { type ColorScheme, palettes } from "../../src/shared/palettes"
import { SECTIONS_SHOWN_ATTRIBUTE } from "../../src/shared/sections-shown"

type AxeScope = {
  /** CSS selectors of the parts to check; the whole page when empty. */
  include?: readonly string[]
}

/**
 * Page sections off screen are not rendered until a reader scrolls near them
 * (`content-visibility: auto`, Section.styles.ts), and until then their boxes
 * have an estimated height. axe works out the colour behind each text from
 * the boxes on the page, so it would compare a section's text with whatever
 * the estimate puts behind it. Each section is checked as it looks on
 * screen: rendered, as the site itself does before an anchor jump, and at
 * rest: a review card rendered just now is still fading in, and axe would
 * read its half-faded text as too faint.
 */
async function showWholePageAtRest(page: Page): Promise<void> {
  await page.evaluate((attribute) => {
    document.documentElement.setAttribute(attribute, "")
    // getAnimations() brings the styles up to date first, so it includes the animations the sections just started.
    for (const animation of document.getAnimations()) {
      try {
        animation.finish()
      } catch {
        // An endless animation has no end to jump to; the site has none that changes a colour.
      }
    }
  }, SECTIONS_SHOWN_ATTRIBUTE)
}

/** Runs axe with the WCAG 2.1 A and AA rules and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, { include = [], scheme = "light" }: AxeScope & { scheme?: ColorScheme } = {}): Promise<void> {
  await showWholePageAtRest(page)
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
  for (const selector of include) builder.include(selector)
  const results = await builder.analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `   ${node.target.join(" ")} — ${node.failureSummary?.split("\n").join(" ")}`).join("\n"),
  )
  expect(summary, `axe violations on ${page.url()} (${scheme} scheme)`).toEqual([])
}

/** `#121814` → `rgb(18, 24, 20)`, as getComputedStyle reports it. */
const rgb = (hex: string): string => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(", ")})`

/**
 * Runs axe on the page in the light scheme, then switches the same page to
 * the system dark setting and runs it again: one page load checks both.
 * Each run first checks that its palette is in effect (the body's colours),
 * so the dark run cannot pass by checking the light page twice. `prepare`
 * runs before each of the two checks (to show something short-lived).
 */
export async function expectNoAxeViolationsInBothSchemes(page: Page, { include, prepare }: AxeScope & { prepare?: () => Promise<void> } = {}): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await expect(page.locator("body")).toHaveCSS("background-color", rgb(palettes[scheme].paper))
    await expect(page.locator("body")).toHaveCSS("color", rgb(palettes[scheme].ink))
    await prepare?.()
    await expectNoAxeViolations(page, { include, scheme })
  }
}
