import { expect, test } from "@playwright/test"
import { expectNoAxeViolationsInBothSchemes } from "./support/axe"
import { gotoHydrated } from "./support/hydration"
import { ALL_ROUTES } from "./support/content"

/** Each page is checked in the light scheme and, on the same load, in the system dark scheme. */
test.describe("Accessibility (axe, WCAG 2.1 A and AA, light and dark)", () => {
  for (const route of [...ALL_ROUTES, "/no-such-page/", "/tracker/nobody-here/"]) {
    test(`${route} has no violations`, async ({ page }) => {
      await page.goto(route)
      await page.waitForLoadState("networkidle")
      await expectNoAxeViolationsInBothSchemes(page)
    })
  }

  test("the open navigation drawer has no violations", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the drawer is for small screens")
    await gotoHydrated(page, "/")
    await page.getByRole("button", { name: "Open navigation menu" }).click()
    await page.getByRole("dialog", { name: "Navigation menu" }).waitFor()
    await expectNoAxeViolationsInBothSchemes(page)
  })

  test("an open answer, a shot timer result and the toast have no violations", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await gotoHydrated(page, "/")
    await page.locator("#faq details summary").first().click()
    const timer = page.getByRole("group", { name: /Shot timer/ })
    await timer.getByRole("radio", { name: "Liver" }).check()
    await expect(timer.getByTestId("shot-timer-result")).not.toBeEmpty()
    // The toast lasts five seconds: show it afresh for each scheme, and check only these parts (the whole page is checked above).
    const showToast = async () => {
      await page.getByRole("button", { name: "Copy link" }).click()
      await expect(page.locator("body > [role=status]")).toContainText("Link Copied!")
    }
    await expectNoAxeViolationsInBothSchemes(page, { include: ["#faq details[open]", "[data-testid='shot-timer-result']", "body > [role='status']"], prepare: showToast })
  })
})
