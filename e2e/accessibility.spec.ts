import { test } from "@playwright/test"
import { expectNoAxeViolations } from "./support/axe"
import { gotoHydrated } from "./support/hydration"
import { ALL_ROUTES } from "./support/content"

test.describe("Accessibility (axe, WCAG 2.1 A and AA)", () => {
  for (const route of [...ALL_ROUTES, "/no-such-page/", "/tracker/nobody-here/"]) {
    test(`${route} has no violations`, async ({ page }) => {
      await page.goto(route)
      await page.waitForLoadState("networkidle")
      await expectNoAxeViolations(page)
    })
  }

  test("the open navigation drawer has no violations", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the drawer is for small screens")
    await gotoHydrated(page, "/")
    await page.getByRole("button", { name: "Open navigation menu" }).click()
    await page.getByRole("dialog", { name: "Navigation menu" }).waitFor()
    await expectNoAxeViolations(page)
  })
})
