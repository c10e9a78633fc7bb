/**
 * A tracker's profile in Chromium: the call bar on the first screen (and
 * staying on screen on a phone) and the photo viewer from the keyboard. Every
 * profile's content is checked on its view (__tests__/tracker-profile.test.tsx)
 * and its built HTML (__tests__/built/pages.test.ts); the layout of every
 * profile in e2e/pages.spec.ts.
 */
import { expect, test, type Page } from "@playwright/test"
import { expectNoAxeViolationsInBothSchemes } from "./support/axe"
import { trackers } from "../test-support/content"
import { formatted } from "./support/phone-display"
import { gotoHydrated } from "./support/hydration"

/** The tracker with the most gallery photos: the profile with the most to lay out. */
const tracker = [...trackers].sort((a, b) => (b.gallery ?? []).length - (a.gallery ?? []).length)[0]
const url = `/tracker/${tracker.slug}/`
const contactBar = (page: Page) => page.getByRole("main").getByRole("group", { name: "Contact this tracker" })

test("Call Now and Contact Form are on the first screen, and the call bar stays on a phone's screen", async ({ page, isMobile }) => {
  await page.goto(url)
  const call = contactBar(page).getByRole("link", { name: /^Call Now/ })
  await expect(call).toHaveAttribute("href", `tel:+1${tracker.phone}`)
  await expect(call).toContainText(formatted(tracker.phone))
  await expect(call).toBeInViewport({ ratio: 1 })
  await expect(contactBar(page).getByRole("link", { name: "Contact Form", exact: true })).toBeInViewport({ ratio: 1 })
  if (!isMobile) return
  await page.getByRole("heading", { name: `About ${tracker.name.split(" ")[0]}` }).scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 600)
  await expect(call).toBeInViewport({ ratio: 1 })
})

test("the recovery gallery opens from the keyboard, steps through the photos and gives focus back", async ({ page }) => {
  const photos = tracker.gallery ?? []
  expect(photos.length).toBeGreaterThan(1)
  await gotoHydrated(page, url)
  const links = page.getByRole("list", { name: "Recovery gallery" }).getByRole("link")
  await links.first().focus()
  await page.keyboard.press("Enter")
  const viewer = page.getByRole("dialog")
  await expect(viewer).toHaveAccessibleName(`Photo 1 of ${photos.length}`)
  await expect(viewer.getByRole("img", { name: photos[0].alt, exact: true })).toBeVisible()
  await expect(viewer.getByRole("button", { name: "Close photo viewer" })).toBeFocused()
  await page.keyboard.press("ArrowRight")
  await expect(viewer).toHaveAccessibleName(`Photo 2 of ${photos.length}`)
  await page.keyboard.press("ArrowLeft")
  await page.keyboard.press("ArrowLeft")
  const last = photos.length - 1
  await expect(viewer).toHaveAccessibleName(`Photo ${photos.length} of ${photos.length}`)
  await expect(viewer.getByRole("img", { name: photos[last].alt, exact: true })).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(viewer).toBeHidden()
  await expect(links.nth(last)).toBeFocused()
})

test("the open photo viewer has no axe violations, light or dark", async ({ page, isMobile }) => {
  test.skip(!isMobile, "colours do not change with the width: checked once, on the phone")
  await gotoHydrated(page, url)
  await page.getByRole("list", { name: "Recovery gallery" }).getByRole("link").first().click()
  await expect(page.getByRole("dialog")).toBeVisible()
  await page.waitForLoadState("networkidle")
  await expectNoAxeViolationsInBothSchemes(page)
})
