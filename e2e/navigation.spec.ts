import { expect, test } from "@playwright/test"
import { MENU } from "../src/shared/menu"
import { expectNoAxeViolationsInBothSchemes } from "./support/axe"
import { navigationsOf, pointsBesideDrawer, recordLinkClicks } from "./support/drawer"
import { gotoHydrated } from "./support/hydration"

const NAV_LABELS = ["Home", "Our Trackers", "Service Area", "Bear Tracking", "Elk Tracking", "About", "Facebook", "Contact"]
const NAV_HEIGHT = 64

test.describe("Navigation bar", () => {
  test("is fixed, 64 px high, with the logo and the brand name in capitals", async ({ page }) => {
    await page.goto("/")
    const bar = page.locator("body > div header").first()
    const box = await bar.boundingBox()
    expect(box?.height).toBe(NAV_HEIGHT)
    await expect(bar).toHaveCSS("position", "fixed")
    const brand = bar.getByRole("link").first()
    await expect(brand).toHaveCSS("text-transform", "uppercase")
    await page.mouse.wheel(0, 2000)
    await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0)
  })

  test("hides the brand name below 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 340, height: 700 })
    await page.goto("/")
    const brand = page.locator("header").first().getByRole("link").first()
    await expect(brand.locator("span")).toBeHidden()
  })
})

test.describe("Navigation on wide screens", () => {
  test.skip(({ isMobile }) => isMobile, "the row of links shows from 768 px")

  test("shows the eight links in order", async ({ page }) => {
    await page.goto("/")
    const links = page.getByRole("navigation", { name: "Main" }).getByRole("link")
    await expect(links).toHaveText(NAV_LABELS)
  })

  test("an anchor link on the home page scrolls to its section below the bar", async ({ page }) => {
    await page.goto("/")
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click()
    await expect(page).toHaveURL(/\/#contact$/)
    await expect
      .poll(async () => page.locator("#contact").evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(NAV_HEIGHT - 1)
    await expect.poll(async () => page.locator("#contact").evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(NAV_HEIGHT + 40)
  })

  test("an anchor link on another page goes to the home page section", async ({ page }) => {
    await page.goto("/terms/")
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Our Trackers" })
    await expect(link).toHaveAttribute("href", "/#trackers")
    await link.click()
    await expect(page).toHaveURL(/\/#trackers$/)
    await expect(page.locator("#trackers")).toBeInViewport()
  })

  test("a route link navigates to its page", async ({ page }) => {
    await page.goto("/")
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Bear Tracking" }).click()
    await expect(page).toHaveURL(/\/bear-tracking\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  })
})

test.describe("Navigation drawer on small screens", () => {
  test.skip(({ isMobile }) => !isMobile, "the drawer is for screens below 768 px")

  test("opens a 250 px right-hand drawer with focus inside; Escape closes it and returns focus", async ({ page }) => {
    await gotoHydrated(page, "/")
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" })).toBeHidden()
    const open = page.getByRole("button", { name: "Open navigation menu" })
    await open.click()
    const drawer = page.getByRole("dialog", { name: "Navigation menu" })
    await expect(drawer).toBeVisible()
    // Open as a popover: the browser itself tells screen readers the button's menu is expanded.
    await expect(open).toHaveAttribute("popovertarget", MENU.drawerId)
    await expect(page.locator(`#${MENU.drawerId}[popover=auto]`).getByRole("dialog")).toBeVisible()
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(250)
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox()
        return box ? Math.round(box.x + box.width) : 0
      })
      .toBe(390)
    await expect(drawer.getByRole("link")).toHaveText(NAV_LABELS)
    await expect(drawer.getByRole("button", { name: "Close navigation menu" })).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(drawer).toBeHidden()
    await expect(open).toBeFocused()
  })

  test("the close button closes it", async ({ page }) => {
    await gotoHydrated(page, "/")
    await page.getByRole("button", { name: "Open navigation menu" }).click()
    await page.getByRole("button", { name: "Close navigation menu" }).click()
    await expect(page.getByRole("dialog", { name: "Navigation menu" })).toBeHidden()
  })

  test("a tap on the dimmed page beside it only closes it, over a link or a Call button alike", async ({ page }) => {
    await gotoHydrated(page, "/")
    const points = await pointsBesideDrawer(page)
    const navigations = navigationsOf(page)
    const linkClicks = await recordLinkClicks(page)
    const open = page.getByRole("button", { name: "Open navigation menu" })
    const drawer = page.getByRole("dialog", { name: "Navigation menu" })
    for (const point of points) {
      await open.tap()
      await expect(drawer).toBeVisible()
      await page.touchscreen.tap(point.x, point.y)
      await expect(drawer, `a tap over ${point.name}`).toBeHidden()
    }
    // The page handles taps in turn: once this one has opened the drawer, the earlier ones have done all they did.
    await open.tap()
    await expect(drawer).toBeVisible()
    expect(await linkClicks()).toEqual([])
    expect(navigations).toEqual([])
    await expect(page).toHaveURL(/\/$/)
  })

  test("closes after a link is chosen and lands on the section", async ({ page }) => {
    await gotoHydrated(page, "/")
    await page.getByRole("button", { name: "Open navigation menu" }).click()
    const drawer = page.getByRole("dialog", { name: "Navigation menu" })
    await drawer.getByRole("link", { name: "About" }).click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL(/\/#about$/)
    await expect(page.locator("#about")).toBeInViewport()
  })

  test("the open drawer has no axe violations, light or dark", async ({ page }) => {
    await gotoHydrated(page, "/")
    await page.getByRole("button", { name: "Open navigation menu" }).click()
    await page.getByRole("dialog", { name: "Navigation menu" }).waitFor()
    // The drawer alone: the page under it is checked in pages.spec.ts.
    await expectNoAxeViolationsInBothSchemes(page, { include: [`#${MENU.drawerId}`] })
  })

  test("a route link in the drawer navigates and closes it", async ({ page }) => {
    await gotoHydrated(page, "/")
    await page.getByRole("button", { name: "Open navigation menu" }).click()
    await page.getByRole("dialog", { name: "Navigation menu" }).getByRole("link", { name: "Elk Tracking" }).click()
    await expect(page).toHaveURL(/\/elk-tracking\/$/)
    await expect(page.getByRole("dialog", { name: "Navigation menu" })).toBeHidden()
  })
})

test("moving between pages in the app, through the menu, a county and a profile's photo viewer, breaks no policy", async ({ page, isMobile }) => {
  const refused: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to|Permissions-Policy/i.test(message.text())) refused.push(message.text())
  })
  await gotoHydrated(page, "/")
  if (isMobile) {
    await page.getByRole("button", { name: "Open navigation menu" }).click()
    await page.getByRole("dialog", { name: "Navigation menu" }).getByRole("link", { name: "Bear Tracking" }).click()
  } else {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Bear Tracking" }).click()
  }
  await expect(page).toHaveURL(/\/bear-tracking\/$/)
  await page.getByRole("contentinfo").getByRole("link", { name: "Huron County" }).click()
  await expect(page).toHaveURL(/\/counties\/huron\/$/)
  await page
    .getByRole("link", { name: /^View profile of / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/tracker\/[a-z-]+\/$/)
  await page.getByRole("list", { name: "Recovery gallery" }).getByRole("link").first().click()
  await expect(page.getByRole("dialog").getByRole("img")).toBeVisible()
  await page.waitForLoadState("networkidle")
  expect(refused).toEqual([])
})
