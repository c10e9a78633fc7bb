/**
 * Every tap works from the first paint: with scripting off, every control a
 * page shows does something (no button that waits for a script that never
 * comes), and on one bar of signal the menu opens at the first paint, long
 * before the page's scripts have arrived.
 */
import { expect, test, type Locator, type Page } from "@playwright/test"
import { trackerRoutes, trackers } from "./support/content"
import { ONE_PER_FAMILY } from "./support/route-matrix"
import { throttleToRegular2G } from "./support/throttle"

/** What a tap can visibly change without script: the address, an open popover, an open disclosure. */
const pageState = (page: Page) =>
  page.evaluate(() => ({
    url: location.href,
    popovers: document.querySelectorAll(":popover-open").length,
    open: [...document.querySelectorAll("details")].map((details) => details.open).join(),
  }))

/** Buttons and disclosure summaries a visitor can see and tap. */
async function visibleControls(page: Page): Promise<Locator[]> {
  const all = await page.locator("button, summary, [role=button]").all()
  const shown: Locator[] = []
  for (const control of all) if (await control.isVisible()) shown.push(control)
  return shown
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false })

  for (const route of ONE_PER_FAMILY) {
    test.describe(() => {
      // The wide screen's controls differ from the phone's only in the header, which the home page has like every page.
      if (route.family !== "home") test.skip(({ isMobile }) => !isMobile, "on the wide screen the home page stands for the header's controls")
      test(`every control on ${route.family} (${route.path}) works by HTML alone`, async ({ page }) => {
        await page.goto(route.path)
        const dead: string[] = []
        const controls = await visibleControls(page)
        for (const control of controls) {
          if (!(await control.isVisible())) continue
          const label = `${await control.evaluate((element) => element.tagName.toLowerCase())} "${(await control.getAttribute("aria-label")) ?? (await control.innerText()).trim().slice(0, 40)}"`
          if (await control.isDisabled()) {
            dead.push(`${label} is disabled`)
            continue
          }
          const before = await pageState(page)
          await control.click()
          const after = await pageState(page)
          if (JSON.stringify(after) === JSON.stringify(before)) dead.push(`${label} did nothing`)
          // Back to the page as it was, for the next control.
          if (after.popovers > before.popovers) await page.keyboard.press("Escape")
          if (after.url !== before.url) await page.goto(route.path)
        }
        console.log(`[taps] ${route.path}: ${controls.length} controls pressed with JavaScript off`)
        expect(dead).toEqual([])
      })
    })
  }

  test("the phone menu opens, closes and leads to a page", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the menu button is for screens below 768 px")
    await page.goto("/")
    const drawer = page.getByRole("dialog", { name: "Navigation menu" })
    await page.getByRole("button", { name: "Open navigation menu" }).click()
    await expect(drawer).toBeVisible()
    await drawer.getByRole("button", { name: "Close navigation menu" }).click()
    await expect(drawer).toBeHidden()
    await page.getByRole("button", { name: "Open navigation menu" }).click()
    await drawer.getByRole("link", { name: "Bear Tracking" }).click()
    await expect(page).toHaveURL(/\/bear-tracking\/$/)
  })
})

/** Every page that lists trackers, by family: county pages with and without a tracker based in them, and the whole roster. */
const LISTING_PAGES = ["/", "/counties/huron/", "/counties/oakland/", "/bear-tracking/", "/elk-tracking/", trackerRoutes[0], "/trackers/"]

test("a Call link for a real tracker is on the first screen of every page that lists trackers, with JavaScript on and off", async ({ browser, viewport, isMobile, baseURL }) => {
  test.skip(!isMobile, "the first screen that matters is the phone's, 390x844")
  const numbers = new Set(trackers.map((tracker) => `tel:+1${tracker.phone}`))
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport, isMobile: true, hasTouch: true, baseURL })
    const page = await context.newPage()
    for (const path of LISTING_PAGES) {
      await page.goto(path)
      const onScreen = await page.locator('main a[href^="tel:"]').evaluateAll((links, height) =>
        links.flatMap((link) => {
          const box = link.getBoundingClientRect()
          return box.width > 0 && box.top >= 0 && box.bottom <= height ? [{ href: link.getAttribute("href") ?? "", name: link.textContent ?? "" }] : []
        }), viewport!.height)
      expect(onScreen.filter((link) => numbers.has(link.href)), `${path}, JavaScript ${javaScriptEnabled ? "on" : "off"}`).not.toEqual([])
    }
    await context.close()
  }
})

test.describe("before the styles for the rest of the page arrive", () => {
  // Scripts off: no offline worker to answer for the held stylesheet.
  test.use({ javaScriptEnabled: false })

  test("the first screen of every page that lists trackers is painted and styled, its Call on screen, and the rest waits for its styles", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the first screen that matters is the phone's, 390x844")
    // The file of the rest of the page's styles (plugins/startup/first-screen/styles.ts), held until released (routing turns the cache off).
    const held = { asked: false, release: () => {} }
    await page.route(/\/styles-[0-9a-f]{20}\.css$/, async (route) => {
      held.asked = true
      await new Promise<void>((resolve) => (held.release = resolve))
      await route.continue()
    })
    for (const path of LISTING_PAGES.filter((each) => each !== "/trackers/")) {
      held.asked = false
      await page.goto(path, { waitUntil: "commit" })
      const call = page.locator('main a[href^="tel:"]').first()
      await expect(call, path).toBeInViewport()
      // Styled by the head's own rules: a button, not the browser's plain link.
      expect(await call.evaluate((link) => getComputedStyle(link).backgroundColor), path).not.toBe("rgba(0, 0, 0, 0)")
      // Chromium reads no further than the stylesheet until it is in, so nothing below the first screen shows unstyled.
      await expect.poll(() => held.asked, path).toBe(true)
      await expect(page.locator("footer"), path).toHaveCount(0)
      held.release()
      await expect(page.locator("footer"), path).toHaveCount(1)
      expect(await page.locator("footer").evaluate((footer) => getComputedStyle(footer).backgroundColor), path).not.toBe("rgba(0, 0, 0, 0)")
    }
  })
})

test("on Regular 2G with a slow CPU, a tap on the menu at the first paint opens it at once", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the menu button is for screens below 768 px")
  // The page's own clock: when the tap arrived and when the menu opened, as the page saw them.
  await page.addInitScript(() => {
    const times = { tap: 0, open: 0, hydratedAtOpen: false }
    Object.assign(window, { menuTimes: times })
    document.addEventListener("pointerdown", () => (times.tap ||= performance.now()), true)
    document.addEventListener(
      "toggle",
      (event) => {
        if ((event as ToggleEvent).newState !== "open" || times.open) return
        times.open = performance.now()
        times.hydratedAtOpen = document.documentElement.hasAttribute("data-hydrated")
      },
      true,
    )
  })
  await throttleToRegular2G(page)
  await page.goto("/", { waitUntil: "commit" })
  const button = page.getByRole("button", { name: "Open navigation menu" })
  await button.waitFor({ state: "visible" })
  await button.tap()
  await expect(page.getByRole("dialog", { name: "Navigation menu" })).toBeVisible()
  const times = await page.evaluate(() => (window as unknown as { menuTimes: { tap: number; open: number; hydratedAtOpen: boolean } }).menuTimes)
  console.log(`[taps] 2G: menu tapped ${Math.round(times.tap)} ms after navigation, open ${Math.round(times.open - times.tap)} ms after the tap, page hydrated by then: ${times.hydratedAtOpen}`)
  // Opened by the HTML alone, before the page's scripts had run. How soon after the tap depends on what the
  // 4x slower CPU is in the middle of (parsing the page, 38 ms alone, up to 200 ms with the suite's other worker).
  expect(times.hydratedAtOpen).toBe(false)
  expect(times.open - times.tap).toBeLessThan(300)
})
