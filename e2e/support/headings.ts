import { expect, type Page } from "@playwright/test"

/** The levels of the visible headings on the page, in document order. */
export async function visibleHeadingLevels(page: Page): Promise<number[]> {
  return page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) =>
      headings
        .filter((heading) => (heading as HTMLElement).offsetParent !== null || heading.getClientRects().length > 0)
        .map((heading) => Number(heading.tagName.slice(1))),
    )
}

/** One h1, first, and no heading more than one level below the one before it. */
export async function expectOneH1AndHeadingsInOrder(page: Page): Promise<void> {
  const levels = await visibleHeadingLevels(page)
  expect(levels[0], "the first heading is the h1").toBe(1)
  expect(
    levels.filter((level) => level === 1),
    "exactly one h1",
  ).toHaveLength(1)
  const skips = levels.flatMap((level, index) => (index > 0 && level > levels[index - 1] + 1 ? [`h${levels[index - 1]} → h${level}`] : []))
  expect(skips, `heading levels ${levels.join(" ")}`).toEqual([])
}
