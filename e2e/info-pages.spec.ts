/**
 * The county, bear and elk pages' buttons in Chromium: each takes the
 * hunter to a tracker list (the elk page's also hands over the roster's
 * contact card), and the questions open from the keyboard. What the pages
 * say is checked on their views and built HTML (__tests__/).
 */
import { expect, test, type Page } from "@playwright/test"
import { counties, faq, speciesPages } from "../test-support/content"
import { gotoHydrated } from "./support/hydration"

const NAV_HEIGHT = 64

// The buttons' landings and the questions do not depend on the screen's width (the bar is 64 px on both): checked on the phone.
test.skip(({ isMobile }) => !isMobile, "the same on any screen: checked on the phone")

const landsOnList = async (page: Page, address: RegExp) => {
  await expect(page).toHaveURL(address)
  await expect
    .poll(() => page.locator("#trackers").evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBeGreaterThanOrEqual(NAV_HEIGHT - 1)
  await expect(page.locator("#trackers")).toBeInViewport()
}

test("a county page's 'Find Available Trackers' lands on the county's own list", async ({ page }) => {
  const path = `/counties/${counties[0].key}/`
  await page.goto(path)
  await page.getByRole("link", { name: "Find Available Trackers" }).click()
  await landsOnList(page, new RegExp(`${path}#trackers$`))
})

test("a bear page button lands on the page's own list of bear trackers", async ({ page }) => {
  await page.goto("/bear-tracking/")
  const cta = speciesPages.bear.ctas[0]
  const button = page.getByRole("main").getByRole("link", { name: cta.label, exact: true })
  await expect(button).toHaveAttribute("href", "#trackers")
  await button.click()
  await landsOnList(page, /\/bear-tracking\/#trackers$/)
})

test("'Save Our Contact Info' hands over the roster's contact card and goes on to the list", async ({ page }) => {
  const cta = speciesPages.elk.ctas.find((candidate) => candidate.contactCard)!
  // The move to the list is the page's script, which starts after the first paint.
  await gotoHydrated(page, "/elk-tracking/")
  const button = page.getByRole("main").getByRole("link", { name: cta.label, exact: true })
  await expect(button).toHaveAttribute("href", cta.contactCard!)
  const card = page.waitForResponse((response) => response.url().endsWith(cta.contactCard!))
  await button.click()
  expect((await card).headers()["content-type"] ?? "").toMatch(/vcard|octet-stream|text\//)
  await landsOnList(page, /\/elk-tracking\/#trackers$/)
})

test("a bear page question opens from the keyboard", async ({ page }) => {
  await page.goto("/bear-tracking/")
  const first = page.getByRole("region", { name: faq.bear.title }).locator("details").first()
  await first.locator("summary").focus()
  await page.keyboard.press("Enter")
  await expect(first).toHaveAttribute("open", "")
  await expect(first.getByText(faq.bear.items[0].answer)).toBeVisible()
})
