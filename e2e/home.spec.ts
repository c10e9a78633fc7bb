import { expect, test, type Page } from "@playwright/test"
import { counties, faq, formatted, reviews, settings, trackers } from "./support/content"
import { expectOneH1AndHeadingsInOrder } from "./support/headings"

/** SPEC section 2: home sections in order, with their anchors. */
const SECTIONS = ["home", "trackers", "service-area", "about", "reviews", "facebook", "contact", "faq", "apply"]
const NAV_HEIGHT = 64

const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute("href")

/** Waits until React has hydrated: the copy button is enabled only then. */
const hydrated = (page: Page) => expect(page.getByRole("button", { name: "Copy link" })).toBeEnabled()

const landsBelowBar = async (page: Page, id: string) => {
  await expect(page).toHaveURL(new RegExp(`#${id}$`))
  await expect
    .poll(() => page.locator(`#${id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBeGreaterThanOrEqual(NAV_HEIGHT - 1)
  await expect(page.locator(`#${id}`)).toBeInViewport()
}

test.describe("Home page", () => {
  test("has every section in order, each at its anchor, with one h1 and no sideways scrolling", async ({ page }) => {
    await page.goto("/")
    await expect(page.locator("main section[id]")).toHaveCount(SECTIONS.length)
    const ids = await page.locator("main section[id]").evaluateAll((elements) => elements.map((element) => element.id))
    expect(ids).toEqual(SECTIONS)
    await expect(page.locator("h1")).toHaveText(settings.home.heroTitle)
    await expectOneH1AndHeadingsInOrder(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })

  test("hero shows the combined rating and its buttons scroll to the list and the service areas", async ({ page }) => {
    await page.goto("/")
    const hero = page.locator("#home")
    await expect(hero).toContainText(`${settings.heroRating.toFixed(1)} from ${settings.heroReviewCount} combined reviews`)
    await expect(hero.getByRole("img", { name: `Rated ${settings.heroRating} out of 5` })).toBeVisible()
    await hero.getByRole("link", { name: "Find a Tracker" }).click()
    await landsBelowBar(page, "trackers")
    await page.goto("/")
    await page.locator("#home").getByRole("link", { name: "View Service Areas" }).click()
    await landsBelowBar(page, "service-area")
  })

  test("lists every tracker with a formatted tel: link big enough for a gloved thumb", async ({ page }) => {
    await page.goto("/")
    const directory = page.locator("#trackers")
    await expect(directory.getByRole("article")).toHaveCount(trackers.length)
    await expect(directory.locator('a[href^="tel:"]')).toHaveCount(trackers.length)
    for (const tracker of trackers) {
      const card = directory.getByRole("article").filter({ has: page.getByRole("heading", { name: tracker.name, exact: true }) })
      const call = card.getByRole("link", { name: new RegExp(`^Call ${tracker.name}`) })
      await expect(call).toHaveAttribute("href", `tel:+1${tracker.phone}`)
      await expect(call).toContainText(formatted(tracker.phone))
      const box = await call.boundingBox()
      expect(box?.height).toBeGreaterThanOrEqual(48)
      await expect(card).toContainText(tracker.isApprentice ? "Apprentice tracker" : "Experienced tracker")
      await expect(card).toContainText(`Years tracking${tracker.yearsTracking}`)
      await expect(card).toContainText(`Dog 1${tracker.dog1}`)
      await expect(card).toContainText(`Dog 2${tracker.dog2 ?? "N/A"}`)
      await expect(card).toContainText(`Certifications${tracker.certifications?.length ? tracker.certifications.join(", ") : "N/A"}`)
      await expect(card.getByRole("link", { name: `View profile of ${tracker.name}` })).toHaveAttribute("href", `/tracker/${tracker.slug}/`)
      await expect(card.getByRole("img")).toHaveAttribute("loading", "lazy")
    }
  })

  test("a card's profile link opens that tracker's page", async ({ page }) => {
    const tracker = trackers[0]
    await page.goto("/")
    await page.getByRole("link", { name: `View profile of ${tracker.name}` }).click()
    await expect(page).toHaveURL(new RegExp(`/tracker/${tracker.slug}/$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tracker.name)
  })

  test("service area links the eight county pages and shows the labelled map", async ({ page }) => {
    await page.goto("/")
    const area = page.locator("#service-area")
    for (const county of counties) {
      await expect(area.getByRole("link", { name: new RegExp(`^${county.name} County`) })).toHaveAttribute("href", `/counties/${county.slug}/`)
    }
    const map = area.getByRole("img", { name: settings.home.mapAlt })
    await expect(map).toHaveAttribute("loading", "lazy")
    await expect(map).toHaveAttribute("sizes", /calc\(100vw - 32px\)/)
    for (const county of counties) expect(settings.home.mapAlt).toContain(county.name)
    await map.scrollIntoViewIfNeeded()
    await expect.poll(() => map.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  })

  test("share links open the Facebook and X share pages in a new tab with this page's address", async ({ page }) => {
    await page.goto("/")
    const url = await canonical(page)
    expect(url).toBeTruthy()
    const area = page.locator("#service-area")
    const facebook = area.getByRole("link", { name: /Share on Facebook/ })
    await expect(facebook).toHaveAttribute("href", `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url ?? "")}`)
    const x = area.getByRole("link", { name: /Share on X/ })
    const href = new URL((await x.getAttribute("href")) ?? "")
    expect(href.origin + href.pathname).toBe("https://twitter.com/intent/tweet")
    expect(href.searchParams.get("url")).toBe(url)
    expect(href.searchParams.get("text")).toBe(settings.home.shareText)
    expect(href.searchParams.get("hashtags")).toBe(settings.home.shareHashtags.join(","))
    for (const link of [facebook, x]) {
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
  })

  test("'Copy link' copies the page address and shows the toast for five seconds", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.clock.install()
    await page.goto("/")
    await hydrated(page)
    // Stop the page's clock so the five seconds are counted exactly.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    // The share row's toast, at the end of the body (the directory has its own status line, the offline note).
    const status = page.locator("body > [role=status]")
    await expect(status).toBeEmpty()
    await page.getByRole("button", { name: "Copy link" }).click()
    await expect(status).toContainText("Link Copied!")
    await expect(status).toContainText("The link has been copied to your clipboard.")
    await expect(status).toBeInViewport({ ratio: 1 })
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await canonical(page))
    await page.clock.runFor(4_999)
    await expect(status).toContainText("Link Copied!")
    await page.clock.runFor(1)
    await expect(status).toBeEmpty()
  })

  test("'Find a Tracker' in the service area scrolls to the list", async ({ page }) => {
    await page.goto("/")
    await page.locator("#service-area").getByRole("link", { name: "Find a Tracker" }).click()
    await landsBelowBar(page, "trackers")
  })

  test("about says eight counties, names them, and gives the usual reach", async ({ page }) => {
    await page.goto("/")
    const about = page.locator("#about")
    await expect(about.locator("dt", { hasText: "Counties covered" }).locator("+ dd")).toHaveText(String(counties.length))
    for (const county of counties) await expect(about).toContainText(`${county.name} County`)
    await expect(about).toContainText(settings.coverage)
    await expect(about).not.toContainText(/six counties/i)
  })

  test("reviews are grouped by tracker, clamped with a way to read all, and animated 0.1 s apart", async ({ page }) => {
    await page.goto("/")
    const area = page.locator("#reviews")
    await expect(area.getByRole("article")).toHaveCount(reviews.length)
    for (const slug of new Set(reviews.map((review) => review.tracker))) {
      const name = trackers.find((tracker) => tracker.slug === slug)?.name ?? slug
      const group = area.getByRole("region", { name: `Reviews for ${name}` })
      await expect(group.getByRole("article")).toHaveCount(reviews.filter((review) => review.tracker === slug).length)
      await expect(area.getByRole("heading", { level: 3, name })).toBeVisible()
    }
    const delays = await area.getByRole("region").first().getByRole("article").evaluateAll((cards) => cards.slice(0, 3).map((card) => getComputedStyle(card).animationDelay))
    expect(delays).toEqual(["0s", "0.1s", "0.2s"])

    const card = area.getByRole("article").filter({ has: page.getByText("Read full review") }).first()
    const text = card.locator("p").first()
    await card.scrollIntoViewIfNeeded()
    const clamped = await text.evaluate((element) => element.clientHeight)
    expect(await text.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true)
    await card.getByText("Read full review").click()
    await expect(card.getByText("Show less")).toBeVisible()
    await expect.poll(() => text.evaluate((element) => element.clientHeight)).toBeGreaterThan(clamped)
  })

  test("review cards do not animate when the visitor asks for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.goto("/")
    const names = await page.locator("#reviews").getByRole("article").evaluateAll((cards) => cards.map((card) => getComputedStyle(card).animationName))
    expect(new Set(names)).toEqual(new Set(["none"]))
  })

  test("the social block shows the stats and opens the page in a new tab", async ({ page }) => {
    await page.goto("/")
    const block = page.locator("#facebook")
    for (const [label, value] of [
      ["Followers", settings.socialStats.followers],
      ["Success stories", settings.socialStats.successStories],
      ["Support", settings.socialStats.support],
    ]) {
      await expect(block.locator("dt", { hasText: label }).locator("+ dd")).toHaveText(value)
    }
    const link = block.getByRole("link", { name: /Visit our Facebook page/ })
    await expect(link).toHaveAttribute("href", settings.socialPageUrl)
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toHaveAttribute("rel", "noopener noreferrer")
  })

  test("contact and tips: how to reach a tracker, what to have ready, the wait-time guide as picture and table", async ({ page }) => {
    await page.goto("/")
    const contact = page.locator("#contact")
    for (const step of settings.home.reachSteps) await expect(contact.locator("ol li", { hasText: step })).toBeVisible()
    for (const item of settings.home.readyChecklist) await expect(contact.locator("ul li", { hasText: item })).toBeVisible()
    const table = contact.getByRole("table", { name: "How long to wait before tracking" })
    const rows = table.locator("tbody tr")
    await expect(rows).toHaveCount(settings.waitTimes.length)
    for (const [index, wait] of settings.waitTimes.entries()) {
      await expect(rows.nth(index).getByRole("rowheader")).toHaveText(wait.label)
      await expect(rows.nth(index).getByRole("cell")).toContainText(wait.wait)
    }
    const guide = contact.getByRole("img", { name: settings.home.waitGuideAlt })
    await expect(guide).toHaveAttribute("loading", "lazy")
    await guide.scrollIntoViewIfNeeded()
    await expect.poll(() => guide.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  })

  test("every FAQ question opens its answer", async ({ page }) => {
    await page.goto("/")
    const questions = page.locator("#faq summary")
    await expect(questions).toHaveText(faq.home.items.map((item) => item.question))
    for (const [index, item] of faq.home.items.entries()) {
      const details = page.locator("#faq details").nth(index)
      await expect(details.getByText(item.answer)).toBeHidden()
      await questions.nth(index).click()
      await expect(details).toHaveAttribute("open", "")
      await expect(details.getByText(item.answer)).toBeVisible()
    }
  })

  test("apply to join: UBT or ABTA, mentored and vetted, by message on the social page", async ({ page }) => {
    await page.goto("/")
    const apply = page.locator("#apply")
    for (const line of [settings.home.applyIntro, ...settings.home.applyRequirements, settings.home.applyHow]) await expect(apply).toContainText(line)
    await expect(apply).toContainText("UBT")
    await expect(apply).toContainText("ABTA")
    await expect(apply).toContainText("mentored and vetted")
    const link = apply.getByRole("link", { name: /Message us on Facebook/ })
    await expect(link).toHaveAttribute("href", settings.socialPageUrl)
    await expect(link).toHaveAttribute("target", "_blank")
  })

  test("asks no other host for anything and does not shift while loading", async ({ page }) => {
    const foreign: string[] = []
    page.on("request", (request) => {
      const url = new URL(request.url())
      if (!["127.0.0.1", "localhost"].includes(url.hostname) && url.protocol !== "data:") foreign.push(request.url())
    })
    await page.addInitScript(() => {
      ;(window as unknown as { cls: number }).cls = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value
        }
      }).observe({ type: "layout-shift", buffered: true })
    })
    await page.goto("/")
    await hydrated(page)
    await page.waitForLoadState("networkidle")
    expect(foreign).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBe(0)
  })
})

test.describe("Home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("reads completely: every section, every number, every answer", async ({ page }) => {
    await page.goto("/")
    const ids = await page.locator("main section[id]").evaluateAll((elements) => elements.map((element) => element.id))
    expect(ids).toEqual(SECTIONS)
    await expect(page.locator('#trackers a[href^="tel:"]')).toHaveCount(trackers.length)
    await expect(page.locator("#reviews article")).toHaveCount(reviews.length)
    await expect(page.locator("#contact tbody tr")).toHaveCount(settings.waitTimes.length)
    await expect(page.getByRole("img", { name: settings.home.mapAlt }).first()).toBeAttached()
    const first = page.locator("#faq details").first()
    await first.locator("summary").click()
    await expect(first.getByText(faq.home.items[0].answer)).toBeVisible()
    await expect(page.getByRole("button", { name: "Copy link" })).toBeDisabled()
  })
})
