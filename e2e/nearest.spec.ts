/**
 * Nearest and available, as a hunter meets it: 'Nearest to me' with the
 * phone's position given or refused, the county links with script off, a
 * status that lapses at its end time (on the reader's clock, before the
 * scripts arrive too), the next tracker after a call, and the shot site in
 * the texts. The ordering and the words themselves are checked in jest
 * (__tests__/geo.test.ts, availability.test.ts, directory.test.ts).
 */
import { expect, test, type Locator, type Page } from "@playwright/test"
import { expectNoAxeViolations } from "./support/axe"
import { trackers } from "../test-support/content"
import { gotoHydrated } from "./support/hydration"

/** A field edge west of Lapeer, where a hunter would stand; the phone says it is sure to 15 m. */
const NEAR_LAPEER = { latitude: 43.0514, longitude: -83.3891, accuracy: 15 }
/** Where the same hunter is by the time they text, as in the finding: about 22 km on. */
const WALKED_ON = { latitude: 43.2, longitude: -83.5, accuracy: 15 }

const list = (page: Page) => page.locator("#trackers [data-tracker]")
const cardOf = (page: Page, slug: string) => page.locator(`li[data-tracker="${slug}"]`)
const nearestMessage = (page: Page) => page.getByRole("region", { name: "Order by distance" }).getByRole("status")

/**
 * The body of the text the phone would open for a tap on `link` now: read
 * as the tap leaves the page (after the page's own handlers), and kept from
 * leaving it.
 */
async function textOnTap(link: Locator): Promise<string> {
  await link.page().evaluate(() =>
    window.addEventListener(
      "click",
      (event) => {
        const tapped = (event.target as Element).closest('a[href^="sms:"]')
        if (!tapped) return
        event.preventDefault()
        document.documentElement.dataset.textTapped = tapped.getAttribute("href") ?? ""
      },
      { once: true },
    ),
  )
  await link.click()
  const href = await link.page().evaluate(() => document.documentElement.dataset.textTapped ?? "")
  return decodeURIComponent(href.split("body=")[1] ?? "")
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/nearest-${name}-${page.viewportSize()?.width}.png`, fullPage: false })

// The order, the position and the texts do not depend on the screen's width; the phone is where they matter.
test.skip(({ isMobile }) => !isMobile, "the same on any screen: checked on the phone")

test.describe("with the phone's position", () => {
  test.use({ geolocation: NEAR_LAPEER, permissions: ["geolocation"] })

  test("a hunter near Lapeer who taps 'Nearest to me' sees a Lapeer tracker first, with a distance", async ({ page }) => {
    await gotoHydrated(page, "/")
    await page.getByRole("button", { name: "Nearest to me" }).click()
    await expect(page.getByRole("region", { name: "Order by distance" }).getByRole("status")).toHaveText(/Nearest first\. Distances are straight lines/)
    const first = list(page).first()
    await expect(first).toContainText("Lapeer County")
    await expect(first).toContainText(/(about \d+|under 1) mi from you/)
    // Every card says how far, and the list reads nearest first among those who can come.
    await expect(list(page).filter({ hasText: / mi from you/ })).toHaveCount(trackers.length)
    await first.scrollIntoViewIfNeeded()
    await shot(page, "home-near-lapeer")
    await expectNoAxeViolations(page, { include: ["#trackers"] })
  })

  test("'Add my location' puts the coordinates and a map link into the text", async ({ page }) => {
    const tracker = trackers[0]
    await gotoHydrated(page, `/tracker/${tracker.slug}/`)
    const text = page
      .getByRole("main")
      .getByRole("link", { name: `Text ${tracker.name}` })
      .first()
    await expect(text).not.toHaveAttribute("href", /43\.05140/)
    await page.getByRole("button", { name: "Add my location to texts" }).click()
    await expect(page.getByRole("button", { name: "Your location is in the texts" })).toHaveAttribute("aria-pressed", "true")
    const body = decodeURIComponent((await text.getAttribute("href"))?.split("body=")[1] ?? "")
    expect(body).toContain("43.05140, -83.38910")
    expect(body).toContain("Map: https://maps.google.com/?q=43.05140,-83.38910")
    await shot(page, "profile-location-added")
  })
})

test.describe("the shot site in a text, after the hunter has walked on", () => {
  test.use({ geolocation: NEAR_LAPEER, permissions: ["geolocation"] })

  /**
   * Chromium stamps an emulated fix with the moment it was set, on the real
   * clock. The page's clock starts behind it, so a fix counts from when the
   * page got it, and fast-forwarding the page's clock ages it.
   */
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: Date.now() - 10 * 60_000 })
  })

  /** 'Nearest to me' near Lapeer; then, `after` minutes on, the phone is `now` (null: it finds no fix) and the hunter taps 'Add my location'. */
  async function walkOnThenAddLocation(page: Page, now: typeof WALKED_ON | null, after: string): Promise<void> {
    await gotoHydrated(page, "/")
    await page.getByRole("button", { name: "Nearest to me" }).click()
    await expect(nearestMessage(page)).toHaveText(/^Nearest first/)
    await page.context().setGeolocation(now)
    await page.clock.fastForward(after)
    await page.getByRole("button", { name: "Add my location to texts" }).click()
  }

  test("'Add my location' asks the phone again once its fix is a minute old, and the text says how close and how recent the fix is", async ({ page }) => {
    // Two minutes on, the phone is 22 km from where it was asked.
    await walkOnThenAddLocation(page, WALKED_ON, "02:00")
    await expect(page.getByRole("button", { name: "Your location is in the texts" })).toHaveAttribute("aria-pressed", "true")

    const text = list(page)
      .first()
      .getByRole("link", { name: /^Text / })
    const body = await textOnTap(text)
    expect(body).toMatch(/^Shot site: 43\.20000, -83\.50000 \(within 15 m, (just now|\d s ago)\)$/m)
    expect(body).toContain("Map: https://maps.google.com/?q=43.20000,-83.50000")
    expect(body).not.toContain("43.05140")
    // Twenty seconds later a tap gives the fix's age then, not when the link was drawn.
    await page.keyboard.press("Escape")
    await page.clock.fastForward(20_000)
    expect(await textOnTap(text)).toMatch(/^Shot site: 43\.20000, -83\.50000 \(within 15 m, 2\d s ago\)$/m)
  })

  test("when the phone cannot give a new fix, the text says how old the position is, and the button says so", async ({ page }) => {
    // Three minutes on, in a hollow where the phone finds no fix.
    await walkOnThenAddLocation(page, null, "03:00")
    const button = page.getByRole("button", { name: "No new fix: texts give your position from 3 min ago" })
    await expect(button).toBeVisible()
    await button.scrollIntoViewIfNeeded()
    await shot(page, "home-location-old")
    await expectNoAxeViolations(page, { include: ["#trackers"] })
    // The list keeps the order it had; the older fix still says where the hunter was.
    await expect(nearestMessage(page)).toHaveText(/^Nearest first/)
    const body = await textOnTap(
      list(page)
        .first()
        .getByRole("link", { name: /^Text / }),
    )
    expect(body).toMatch(/^Last known position, from 3 min ago: 43\.05140, -83\.38910 \(within 15 m\)$/m)
    expect(body).not.toMatch(/^Shot site:/m)
  })
})

test("when the hunter refuses their position, the page asks for their county instead, and the link orders that county's list", async ({ page }) => {
  await gotoHydrated(page, "/")
  await page.getByRole("button", { name: "Nearest to me" }).click()
  await expect(page.getByRole("region", { name: "Order by distance" }).getByRole("status")).toHaveText(
    "Your location is off for this site. Pick your county instead:",
  )
  await shot(page, "home-refused")
  await expectNoAxeViolations(page, { include: ["#trackers"] })
  await page.getByRole("region", { name: "Order by distance" }).getByRole("link", { name: "Lapeer" }).click()
  await expect(page).toHaveURL(/\/counties\/lapeer\/#trackers$/)
  await expect(list(page).first()).toContainText(/mi from the centre of Lapeer County/)
})

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false })

  test("no 'Nearest to me' button that cannot work; the county links order the list all the same", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByRole("button", { name: "Nearest to me" })).toBeHidden()
    await page.getByRole("region", { name: "Order by distance" }).getByRole("link", { name: "Lapeer" }).click()
    await expect(page).toHaveURL(/\/counties\/lapeer\/#trackers$/)
    await expect(list(page).first()).toContainText("Lapeer County")
    await expect(list(page).first()).toContainText(/mi from the centre of Lapeer County/)
  })
})

test.describe("a status with an end time", () => {
  const busy = trackers.find((tracker) => tracker.availability?.until)!
  const until = Date.parse(busy.availability!.until!)

  test("shows as set until its end time, and as 'Call to ask' after, moved below those who can come", async ({ page }) => {
    await page.clock.install({ time: until - 5 * 60_000 })
    await gotoHydrated(page, "/")
    const status = cardOf(page, busy.slug).locator("[data-until]")
    // What shows, not what is in the markup: the line holds both wordings and shows one.
    await expect(status).toHaveText(/^On a track or full tonight until 11 PM\s*updated/, { useInnerText: true })
    await page.clock.fastForward("06:00")
    await expect(status).toHaveText(/^Call to ask\s*updated/, { useInnerText: true })
    // Still callable, and still below everyone who said they can come.
    await expect(cardOf(page, busy.slug).getByRole("link", { name: `Call ${busy.name}` })).toBeVisible()
    const order = await list(page).evaluateAll((cards) => cards.map((card) => card.getAttribute("data-tracker")))
    const available = trackers.filter((tracker) => tracker.availability?.status === "available").map((tracker) => tracker.slug)
    expect(order.slice(0, available.length).sort()).toEqual([...available].sort())
  })

  test("a page built before the end time and opened after it never shows it as current, even before its scripts arrive", async ({ page }) => {
    await page.clock.install({ time: until + 60_000 })
    // Only the page's own HTML, as a build before the end wrote it (every build since marks the status over itself): the status is put right by the inline script alone.
    await page.route(/\.js$/, (route) => route.abort())
    await page.route(/\/$/, async (route) => {
      const built = await route.fetch()
      await route.fulfill({ response: built, body: (await built.text()).replaceAll(' data-lapsed=""', "") })
    })
    await page.goto("/")
    const status = cardOf(page, busy.slug).locator("[data-until]")
    await expect(status).toHaveText(/^Call to ask\s*updated/, { useInnerText: true })
    await status.scrollIntoViewIfNeeded()
    await shot(page, "home-lapsed")
  })
})

test("after a call, the page offers the next tracker, then the next, through the list to its end", async ({ page }) => {
  await gotoHydrated(page, "/")
  // The phone would open its dialler or messages; here the tap stays on the page.
  await page.evaluate(() =>
    document.addEventListener("click", (event) => (event.target as Element).closest('a[href^="tel:"], a[href^="sms:"]') && event.preventDefault(), true),
  )
  const order = await list(page).evaluateAll((cards) => cards.map((card) => card.getAttribute("data-tracker") ?? ""))
  const named = (slug: string) => trackers.find((tracker) => tracker.slug === slug)!
  // The first call, from the first screen.
  await page
    .locator("#home")
    .getByRole("link", { name: new RegExp(`^Call ${named(order[0]).name}`) })
    .click()
  const offer = page.getByRole("complementary", { name: "Next tracker to call" })
  for (const [index, slug] of order.slice(1).entries()) {
    const next = named(slug)
    await expect(offer.getByRole("status")).toHaveText(`No answer? Next on the list, ${index + 2} of ${order.length}:`)
    await expect(offer.getByRole("link", { name: new RegExp(`^Call ${next.name}`) })).toHaveAttribute("href", `tel:+1${next.phone}`)
    await expect(offer.getByRole("link", { name: new RegExp(`^Text ${next.name}`) })).toHaveAttribute("href", /^sms:/)
    if (index === 0) {
      // On screen wherever the hunter has scrolled: pinned to the bottom of the viewport.
      await page.evaluate(() => window.scrollBy(0, 1500))
      await expect(offer).toBeInViewport()
      await shot(page, "home-next")
      await expectNoAxeViolations(page, { include: ["[aria-label='Next tracker to call']"] })
    }
    // Alternately a call and a text: either moves the offer on.
    await offer.getByRole("link", { name: new RegExp(`^${index % 2 ? "Text" : "Call"} ${next.name}`) }).click()
  }
  await expect(offer.getByRole("status")).toHaveText("That was everyone on this list.")
  await expect(offer.getByRole("link", { name: "See every tracker" })).toHaveAttribute("href", "/trackers/")
  await page.keyboard.press("Escape")
  await expect(offer).toBeHidden()

  // From the keyboard: the offer takes the focus, and Escape gives it back to the Call link tapped.
  const firstCall = page.locator("#home").getByRole("link", { name: new RegExp(`^Call ${named(order[0]).name}`) })
  await firstCall.focus()
  await page.keyboard.press("Enter")
  await expect(offer.getByRole("status")).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(offer).toBeHidden()
  await expect(firstCall).toBeFocused()
})
