/**
 * Every tap works from the first paint: with scripting off, every control a
 * page shows does something (no button that waits for a script that never
 * comes), and on one bar of signal the menu opens at the first paint, long
 * before the page's scripts have arrived.
 */
import { expect, test, type Page } from "@playwright/test"
import { trackerRoutes, trackers } from "../test-support/content"
import { navigationsOf, pointsBesideDrawer } from "./support/drawer"
import { ONE_PER_FAMILY } from "../test-support/route-matrix"
import { throttleToRegular2G } from "../test-support/throttle"
import { MENU } from "../src/shared/menu"

/** Buttons and disclosure summaries: what a visitor taps that is not a link. */
const CONTROLS = "button, summary, [role=button]"

/** What a tap can visibly change without script: the address, an open popover, an open disclosure, a form that says what it still needs. */
const pageState = (page: Page) =>
  page.evaluate(() => ({
    url: location.href,
    popovers: document.querySelectorAll(":popover-open").length,
    open: [...document.querySelectorAll("details")].map((details) => details.open).join(),
    invalid: document.querySelectorAll(":user-invalid").length,
  }))

/** The controls a visitor can see, each by its place among CONTROLS, its name and whether it is disabled, read in one call. */
const shownControls = (page: Page) =>
  page.locator(CONTROLS).evaluateAll((controls) =>
    controls.flatMap((control, index) => {
      const box = control.getBoundingClientRect()
      if (!control.checkVisibility({ visibilityProperty: true }) || box.width === 0 || box.height === 0) return []
      const name = control.getAttribute("aria-label") ?? (control as HTMLElement).innerText.trim().slice(0, 40)
      return [{ index, label: `${control.tagName.toLowerCase()} "${name}"`, disabled: control.matches(":disabled") }]
    }),
  )

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false })

  for (const route of ONE_PER_FAMILY) {
    test.describe(() => {
      // The wide screen's controls differ from the phone's only in the header, which the home page has like every page.
      if (route.family !== "home") test.skip(({ isMobile }) => !isMobile, "on the wide screen the home page stands for the header's controls")
      test(`every control on ${route.family} (${route.path}) works by HTML alone`, async ({ page }) => {
        await page.goto(route.path)
        const dead: string[] = []
        const controls = await shownControls(page)
        const loaded = await pageState(page)
        let before = loaded
        for (const control of controls) {
          if (control.disabled) {
            dead.push(`${control.label} is disabled`)
            continue
          }
          await page.locator(CONTROLS).nth(control.index).click()
          const after = await pageState(page)
          if (JSON.stringify(after) === JSON.stringify(before)) dead.push(`${control.label} did nothing`)
          before = after
          // Back to the page as it was, for the next control.
          if (after.popovers > loaded.popovers) {
            await page.keyboard.press("Escape")
            before = await pageState(page)
          }
          if (after.url !== loaded.url) {
            await page.goto(route.path)
            before = loaded
          }
        }
        console.log(`[taps] ${route.path}: ${controls.length} controls pressed with JavaScript off`)
        expect(dead).toEqual([])
      })
    })
  }

  test.describe("the phone menu", () => {
    test.skip(({ isMobile }) => !isMobile, "the menu button is for screens below 768 px")

    // Without script the menu opens by its address (#mobile-drawer), so its button is a link and so are the controls that close it.
    test("opens, closes and leads to a page", async ({ page }) => {
      await page.goto("/")
      const open = page.getByRole("link", { name: "Open navigation menu" })
      const drawer = page.getByRole("dialog", { name: "Navigation menu" })
      await open.tap()
      await expect(drawer).toBeVisible()
      // The menu, as the address's target, has the focus.
      await expect(page.locator(`#${MENU.drawerId}`)).toBeFocused()
      await drawer.getByRole("link", { name: "Close navigation menu" }).tap()
      await expect(drawer).toBeHidden()
      // Back on the menu button, and the page has not moved.
      await expect(open).toBeFocused()
      expect(await page.evaluate(() => scrollY)).toBe(0)
      await open.tap()
      await drawer.getByRole("link", { name: "Bear Tracking" }).tap()
      await expect(page).toHaveURL(/\/bear-tracking\/$/)
    })

    test("a tap on the dimmed page beside it only closes it, over a link or a Call button alike", async ({ page }) => {
      await page.goto("/")
      const points = await pointsBesideDrawer(page)
      const navigations = navigationsOf(page)
      const open = page.getByRole("link", { name: "Open navigation menu" })
      const drawer = page.getByRole("dialog", { name: "Navigation menu" })
      for (const point of points) {
        await open.tap()
        await expect(drawer).toBeVisible()
        await page.touchscreen.tap(point.x, point.y)
        // Closed by the dimmed page's own link back to the menu button, which took the tap whole.
        await expect(page, `a tap over ${point.name}`).toHaveURL(/\/#menu$/)
        await expect(drawer).toBeHidden()
      }
      expect(navigations).toEqual([])
    })

    test("a link to a section of the page closes it, lands on the section, and the menu opens again", async ({ page }) => {
      await page.goto("/")
      const open = page.getByRole("link", { name: "Open navigation menu" })
      const drawer = page.getByRole("dialog", { name: "Navigation menu" })
      await open.tap()
      await drawer.getByRole("link", { name: "About" }).tap()
      await expect(page).toHaveURL(/\/#about$/)
      await expect(drawer).toBeHidden()
      await expect(page.locator("#about")).toBeInViewport()
      await open.tap()
      await expect(drawer).toBeVisible()
      await drawer.getByRole("link", { name: "Our Trackers" }).tap()
      await expect(page).toHaveURL(/\/#trackers$/)
      await expect(drawer).toBeHidden()
    })
  })

  // The sections before it stand at an estimated height until drawn (Section.styles.ts): a scroll aimed at the estimates overshoots.
  test("a link to a section lands on it just below the bar", async ({ page, isMobile }) => {
    await page.goto("/")
    if (isMobile) await page.getByRole("link", { name: "Open navigation menu" }).tap()
    const links = isMobile ? page.getByRole("dialog", { name: "Navigation menu" }) : page.getByRole("navigation", { name: "Main" })
    await links.getByRole("link", { name: "Contact" }).click()
    await expect(page).toHaveURL(/\/#contact$/)
    // Where the smooth scroll stops: the same place twice in a row.
    let top = NaN
    await expect
      .poll(async () => {
        const now = await page.locator("#contact").evaluate((element) => Math.round(element.getBoundingClientRect().top))
        const still = now === top
        top = now
        return still
      })
      .toBe(true)
    const bar = MENU.barHeight
    expect(top).toBeGreaterThanOrEqual(bar - 1)
    expect(top).toBeLessThan(bar + 40)
  })

  test("the menu's address shows no drawer on a wide screen", async ({ page, isMobile }) => {
    test.skip(isMobile, "on the phone the address opens the menu")
    await page.goto(`/#${MENU.drawerId}`)
    await expect(page.getByRole("dialog", { name: "Navigation menu" })).toBeHidden()
  })
})

/** Every page that lists trackers, by family: county pages with and without a tracker based in them, and the whole roster. */
const LISTING_PAGES = ["/", "/counties/huron/", "/counties/oakland/", "/bear-tracking/", "/elk-tracking/", trackerRoutes[0], "/trackers/"]

test("a Call link for a real tracker is on the first screen of every page that lists trackers, with JavaScript on and off", async ({
  browser,
  viewport,
  isMobile,
  baseURL,
}) => {
  test.skip(!isMobile, "the first screen that matters is the phone's, 390x844")
  const numbers = new Set(trackers.map((tracker) => `tel:+1${tracker.phone}`))
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport, isMobile: true, hasTouch: true, baseURL })
    const page = await context.newPage()
    for (const path of LISTING_PAGES) {
      await page.goto(path)
      const onScreen = await page.locator('main a[href^="tel:"]').evaluateAll(
        (links, height) =>
          links.flatMap((link) => {
            const box = link.getBoundingClientRect()
            return box.width > 0 && box.top >= 0 && box.bottom <= height ? [{ href: link.getAttribute("href") ?? "", name: link.textContent ?? "" }] : []
          }),
        viewport!.height,
      )
      expect(
        onScreen.filter((link) => numbers.has(link.href)),
        `${path}, JavaScript ${javaScriptEnabled ? "on" : "off"}`,
      ).not.toEqual([])
    }
    await context.close()
  }
})

test("on Regular 2G with a slow CPU, a tap on the menu at the first paint opens it at once, and a tap beside it only closes it", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the menu button is for screens below 768 px")
  // The page's own clock: when the tap arrived and when the menu opened and closed, as the page saw them; and the links a click reached.
  await page.addInitScript(() => {
    const times = { tap: 0, open: 0, hydratedAtOpen: false, closed: 0, hydratedAtClose: false, linkClicks: [] as string[] }
    Object.assign(window, { menuTimes: times })
    document.addEventListener("pointerdown", () => (times.tap ||= performance.now()), true)
    document.addEventListener(
      "click",
      (event) => {
        const link = (event.target as Element).closest("a")
        if (link) times.linkClicks.push(link.getAttribute("href") ?? "")
      },
      true,
    )
    document.addEventListener(
      "toggle",
      (event) => {
        const hydrated = document.documentElement.hasAttribute("data-hydrated")
        if ((event as ToggleEvent).newState === "closed") {
          times.closed ||= performance.now()
          times.hydratedAtClose = hydrated
        } else if (!times.open) {
          times.open = performance.now()
          times.hydratedAtOpen = hydrated
        }
      },
      true,
    )
  })
  await throttleToRegular2G(page)
  await page.goto("/", { waitUntil: "commit" })
  const button = page.getByRole("button", { name: "Open navigation menu" })
  await button.waitFor({ state: "visible" })
  // The first Call button is on the first screen, under where the drawer leaves the page dimmed.
  await page.locator('main a[href^="tel:"]').first().waitFor({ state: "visible" })
  const points = await pointsBesideDrawer(page)
  const navigations = navigationsOf(page)
  await button.tap()
  const drawer = page.getByRole("dialog", { name: "Navigation menu" })
  await expect(drawer).toBeVisible()
  const call = points.find((point) => point.href.startsWith("tel:"))!
  await page.touchscreen.tap(call.x, call.y)
  await expect(drawer).toBeHidden()
  type MenuTimes = { tap: number; open: number; hydratedAtOpen: boolean; closed: number; hydratedAtClose: boolean; linkClicks: string[] }
  const times = await page.evaluate(() => (window as unknown as { menuTimes: MenuTimes }).menuTimes)
  console.log(
    `[taps] 2G: menu tapped ${Math.round(times.tap)} ms after navigation, open ${Math.round(times.open - times.tap)} ms after the tap, page hydrated by then: ${times.hydratedAtOpen}; closed by a tap beside it, page hydrated by then: ${times.hydratedAtClose}`,
  )
  // Opened by the HTML alone, before the page's scripts had run. How soon after the tap depends on what the
  // 4x slower CPU is in the middle of (parsing the page, slower beside the suite's other worker).
  expect(times.hydratedAtOpen).toBe(false)
  expect(times.open - times.tap).toBeLessThan(300)
  // Closed by the HTML alone too, and the Call button under the tap was not pressed.
  expect(times.hydratedAtClose).toBe(false)
  expect(times.linkClicks).toEqual([])
  expect(navigations).toEqual([])
})
