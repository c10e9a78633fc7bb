/**
 * The home page's behaviour in Chromium: what needs a running page (jumps
 * to sections, the copy button and its toast, reviews that open, questions
 * that open, navigation into a profile). What the page says is checked on
 * its view (__tests__/home-page.test.tsx) and its built HTML (__tests__/built/).
 */
import { expect, test, type Page } from "@playwright/test"
import { expectNoAxeViolationsInBothSchemes } from "./support/axe"
import { gotoHydrated } from "./support/hydration"
import { faq, reviews, trackers } from "../test-support/content"

const NAV_HEIGHT = 64
/** Why a check of behaviour alone runs on the phone only: the wide screen runs those where its layout matters. */
const SAME_ON_EVERY_SCREEN = "the same on any screen: checked on the phone"

const landsBelowBar = async (page: Page, id: string) => {
  await expect(page).toHaveURL(new RegExp(`#${id}$`))
  await expect.poll(() => page.locator(`#${id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeGreaterThanOrEqual(NAV_HEIGHT - 1)
  await expect(page.locator(`#${id}`)).toBeInViewport()
}

test.describe("Home page", () => {
  test("the hero's and the service area's buttons land on their sections below the bar", async ({ page, isMobile }) => {
    // The wide screen's landing below the bar is navigation.spec.ts's.
    test.skip(!isMobile, SAME_ON_EVERY_SCREEN)
    await page.goto("/")
    await page.locator("#home").getByRole("link", { name: "Find a Tracker" }).click()
    await landsBelowBar(page, "trackers")
    await page.goto("/")
    await page.locator("#home").getByRole("link", { name: "View Service Areas" }).click()
    await landsBelowBar(page, "service-area")
    await page.locator("#service-area").getByRole("link", { name: "Find a Tracker" }).click()
    await landsBelowBar(page, "trackers")
  })

  test("a card's profile link opens that tracker's page in the app", async ({ page, isMobile }) => {
    test.skip(!isMobile, SAME_ON_EVERY_SCREEN)
    const tracker = trackers[0]
    await gotoHydrated(page, "/")
    await page.getByRole("link", { name: `View profile of ${tracker.name}` }).click()
    await expect(page).toHaveURL(new RegExp(`/tracker/${tracker.slug}/$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tracker.name)
  })

  test("'Copy link' copies the page address and shows the toast for five seconds", async ({ page, context, isMobile }) => {
    test.skip(!isMobile, SAME_ON_EVERY_SCREEN)
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.clock.install()
    await gotoHydrated(page, "/")
    // The region is added once the page runs (an effect, which React 19 may run on a timer), empty.
    const status = page.locator("body > [role=status]")
    await expect(status).toBeEmpty()
    // Stop the page's clock so the five seconds are counted exactly.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    await page.getByRole("button", { name: "Copy link" }).click()
    await expect(status).toContainText("Link Copied!")
    await expect(status).toContainText("The link has been copied to your clipboard.")
    await expect(status).toBeInViewport({ ratio: 1 })
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.locator('link[rel="canonical"]').getAttribute("href"))
    await page.clock.runFor(4_999)
    await expect(status).toContainText("Link Copied!")
    await page.clock.runFor(1)
    await expect(status).toBeEmpty()
  })

  test("reviews are grouped by tracker, the most reviewed first, clamped with a way to read all, and step in 0.1 s apart unless motion is reduced", async ({
    page,
  }) => {
    // Today's roster: every review on the home page, the most reviewed tracker's group first and whole.
    const counts = reviews.reduce((count, review) => count.set(review.tracker, (count.get(review.tracker) ?? 0) + 1), new Map<string, number>())
    const [busiestKey, busiestCount] = [...counts].sort((a, b) => b[1] - a[1])[0]
    const busiest = trackers.find((tracker) => tracker.key === busiestKey)!
    await page.goto("/")
    const area = page.locator("#reviews")
    await expect(area.getByRole("article")).toHaveCount(reviews.length)
    await expect(area.locator("h3").first()).toHaveText(busiest.name)
    const group = area.getByRole("region", { name: `Reviews for ${busiest.name}` })
    await expect(group.getByRole("article")).toHaveCount(busiestCount)
    const delays = await group.getByRole("article").evaluateAll((cards) => cards.slice(0, 2).map((card) => getComputedStyle(card).animationDelay))
    expect(delays).toEqual(["0s", "0.1s"])
    const card = area
      .getByRole("article")
      .filter({ has: page.getByText("Read full review") })
      .first()
    const text = card.locator("p").first()
    await card.scrollIntoViewIfNeeded()
    const clamped = await text.evaluate((element) => element.clientHeight)
    expect(await text.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true)
    await card.getByText("Read full review").click()
    await expect(card.getByText("Show less")).toBeVisible()
    await expect.poll(() => text.evaluate((element) => element.clientHeight)).toBeGreaterThan(clamped)
    await page.emulateMedia({ reducedMotion: "reduce" })
    const names = await area.getByRole("article").evaluateAll((cards) => cards.map((item) => getComputedStyle(item).animationName))
    expect(new Set(names)).toEqual(new Set(["none"]))
  })

  test("a question opens its answer", async ({ page, isMobile }) => {
    test.skip(!isMobile, SAME_ON_EVERY_SCREEN)
    await page.goto("/")
    const details = page.locator("#faq details").first()
    await expect(details.getByText(faq.home.items[0].answer)).toBeHidden()
    await details.locator("summary").click()
    await expect(details).toHaveAttribute("open", "")
    await expect(details.getByText(faq.home.items[0].answer)).toBeVisible()
  })

  test("an open answer, a shot timer result and the toast have no axe violations, light or dark", async ({ page, context, isMobile }) => {
    test.skip(!isMobile, "colours do not change with the width: checked once, on the phone")
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await gotoHydrated(page, "/")
    await page.locator("#faq details summary").first().click()
    const timer = page.getByRole("group", { name: /Shot timer/ })
    await timer.scrollIntoViewIfNeeded()
    await timer.getByRole("radio", { name: "Liver" }).check()
    await expect(timer.getByTestId("shot-timer-result")).not.toBeEmpty()
    // The toast lasts five seconds: show it afresh for each scheme, and check only these parts (the whole page is checked in pages.spec.ts).
    const showToast = async () => {
      await page.getByRole("button", { name: "Copy link" }).click()
      await expect(page.locator("body > [role=status]")).toContainText("Link Copied!")
    }
    await expectNoAxeViolationsInBothSchemes(page, {
      include: ["#faq details[open]", "[data-testid='shot-timer-result']", "body > [role='status']"],
      prepare: showToast,
    })
  })
})
