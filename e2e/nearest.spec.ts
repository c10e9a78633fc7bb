/**
 * Nearest and available, as a hunter meets it: 'Nearest to me' with the
 * phone's position given or refused, the county links with script off, a
 * status that lapses at its end time (on the reader's clock, before the
 * scripts arrive too), the next tracker after a call, and the shot site in
 * the texts. The ordering and the words themselves are checked in jest
 * (__tests__/geo.test.ts, availability.test.ts, directory.test.ts).
 */
import { expect, test, type Page } from "@playwright/test"
import { expectNoAxeViolations } from "./support/axe"
import { trackers } from "./support/content"
import { gotoHydrated } from "./support/hydration"

/** A field edge west of Lapeer, where a hunter would stand. */
const NEAR_LAPEER = { latitude: 43.0514, longitude: -83.3891 }

const list = (page: Page) => page.locator("#trackers [data-tracker]")
const cardOf = (page: Page, slug: string) => page.locator(`li[data-tracker="${slug}"]`)
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/nearest-${name}-${page.viewportSize()?.width}.png`, fullPage: false })

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
    const text = page.getByRole("main").getByRole("link", { name: `Text ${tracker.name}` }).first()
    await expect(text).not.toHaveAttribute("href", /43\.05140/)
    await page.getByRole("button", { name: "Add my location to texts" }).click()
    await expect(page.getByRole("button", { name: "Your location is in the texts" })).toHaveAttribute("aria-pressed", "true")
    const body = decodeURIComponent((await text.getAttribute("href"))?.split("body=")[1] ?? "")
    expect(body).toContain("43.05140, -83.38910")
    expect(body).toContain("Map: https://maps.google.com/?q=43.05140,-83.38910")
    await shot(page, "profile-location-added")
  })
})

test("when the hunter refuses their position, the page asks for their county instead, and the link orders that county's list", async ({ page }) => {
  await gotoHydrated(page, "/")
  await page.getByRole("button", { name: "Nearest to me" }).click()
  await expect(page.getByRole("region", { name: "Order by distance" }).getByRole("status")).toHaveText("Your location is off for this site. Pick your county instead:")
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

  test("a page opened after the end time never shows it as current, even before its scripts arrive", async ({ page }) => {
    await page.clock.install({ time: until + 60_000 })
    // Only the page's own HTML: the status is put right by the inline script alone.
    await page.route(/\.js$/, (route) => route.abort())
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
  await page.evaluate(() => document.addEventListener("click", (event) => (event.target as Element).closest('a[href^="tel:"], a[href^="sms:"]') && event.preventDefault(), true))
  const order = await list(page).evaluateAll((cards) => cards.map((card) => card.getAttribute("data-tracker") ?? ""))
  const named = (slug: string) => trackers.find((tracker) => tracker.slug === slug)!
  // The first call, from the first screen.
  await page.locator("#home").getByRole("link", { name: new RegExp(`^Call ${named(order[0]).name}`) }).click()
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
