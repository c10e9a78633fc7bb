/**
 * The in-the-field features that need a running page: the shot timer under a
 * fixed clock and the printed roster. The contact cards and the call, text
 * and save links are checked on the built files (__tests__/built/contact-cards.test.ts).
 */
import { expect, test } from "@playwright/test"
import { counties, settings, trackers } from "../test-support/content"
import { formatted } from "./support/phone-display"
import { gotoHydrated } from "./support/hydration"

// The timer's keys and the printed list do not depend on the screen's width (print has its own page): checked on the phone.
test.skip(({ isMobile }) => !isMobile, "the same on any screen: checked on the phone")

test.describe("Shot timer", () => {
  // A fixed clock in the browser: 7:10 PM; the shot at 6:40 PM.
  const EXPECTED: Record<string, RegExp> = {
    "heart-lung": /Start tracking at 7:40 PM.*30 min from now/,
    liver: /Start tracking at 9:40 PM.*2 h 30 min from now.*11:40 PM/,
    gut: /Start tracking at 6:40 AM.*11 h 30 min from now/,
    shoulder: /Call a tracker right away/,
  }

  test("gives the earliest start for each hit, by keyboard, with the time of the shot", async ({ page }) => {
    await page.clock.install({ time: new Date(2025, 10, 15, 19, 10) })
    // After hydration: Gatsby scrolls to the address's anchor as it takes over, which would undo an earlier scroll.
    await gotoHydrated(page, "/#contact")
    const timer = page.getByRole("group", { name: /Shot timer/ })
    // The form's code runs once the timer comes within a screen of the viewport, as the hunter scrolls to it.
    await timer.scrollIntoViewIfNeeded()
    const time = timer.getByLabel("Time of the shot")
    await expect(time).toHaveValue("19:10")
    await time.fill("18:40")
    const result = timer.getByTestId("shot-timer-result")
    await expect(result).toHaveAttribute("aria-live", "polite")
    for (const rule of settings.waitTimes) {
      await timer.getByRole("radio", { name: rule.label }).check()
      await expect(result).toHaveText(EXPECTED[rule.hit])
    }
    await timer.getByRole("radio", { name: "Not sure" }).focus()
    await page.keyboard.press("Space")
    await expect(result).toContainText("6:40 AM")
    await expect(result).toContainText("ask the tracker")
    await expect(timer.getByRole("link", { name: "Call a tracker now, track later" })).toHaveAttribute("href", "#trackers")
  })
})

test.describe("Every tracker, printed", () => {
  test("/trackers/ prints every tracker's name, base town and phone and the wait guide on one page", async ({ page, browserName }, testInfo) => {
    await page.goto("/trackers/")
    await expect(page.getByRole("button", { name: "Print the roster" })).toBeVisible()
    await page.emulateMedia({ media: "print" })
    const roster = page.locator("[data-print-roster]")
    await expect(roster).toBeVisible()
    for (const tracker of trackers) {
      await expect(roster).toContainText(tracker.name)
      await expect(roster).toContainText(formatted(tracker.phone))
      await expect(roster).toContainText(`${counties.find((county) => county.key === tracker.homeCounty)?.name} County`)
    }
    for (const rule of settings.waitTimes) await expect(roster).toContainText(rule.wait)
    await expect(page.getByRole("button", { name: "Print the roster" })).toBeHidden()
    await expect(page.locator("header, footer").first()).toBeHidden()
    await page.screenshot({ path: testInfo.outputPath("print.png"), fullPage: true })
    test.skip(browserName !== "chromium")
    for (const format of ["A4", "Letter"]) {
      const pdf = (await page.pdf({ format, printBackground: true })).toString("latin1")
      expect(pdf.match(/\/Type\s*\/Page(?!s)/g), `${format} pages`).toHaveLength(1)
    }
  })
})
