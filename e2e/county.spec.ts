import { expect, test } from "@playwright/test"
import { counties, faq, formatted, reviews, settings, trackers } from "./support/content"
import { expectOneH1AndHeadingsInOrder } from "./support/headings"

const NAV_HEIGHT = 64

/** Trackers based in the county first, then those who cover it (the page's rule, restated from the data). */
function countyTrackers(slug: string) {
  const byRank = [...trackers].sort(
    (a, b) => Number(a.isApprentice) - Number(b.isApprentice) || b.yearsTracking - a.yearsTracking || a.name.localeCompare(b.name),
  )
  return {
    based: byRank.filter((tracker) => tracker.homeCounty === slug),
    serving: byRank.filter((tracker) => tracker.homeCounty !== slug && (tracker.servesCounties ?? []).some((served) => served === slug)),
  }
}

for (const county of counties) {
  const path = `/counties/${county.slug}/`
  const name = county.name

  test.describe(`${name} County page`, () => {
    test("shows its heading, the home hero, towns, statistics, reasons, reviews, trackers and FAQ", async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveTitle(new RegExp(`${county.successRate}% success`))
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", county.description)
      await expect(page.locator("h1")).toHaveText(county.heading ?? `Deer Tracking in ${name} County`)
      await expectOneH1AndHeadingsInOrder(page)
      await expect(page.getByRole("heading", { level: 2, name: settings.home.heroTitle })).toBeVisible()
      await expect(page.getByText(`${settings.heroRating.toFixed(1)} from ${settings.heroReviewCount} combined reviews`)).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)

      for (const [area, towns] of [
        ["Northern", county.northernTowns],
        ["Central", county.centralTowns],
        ["Southern", county.southernTowns],
      ] as const) {
        const list = page.getByRole("heading", { level: 3, name: `${area} ${name} County` }).locator("+ ul")
        await expect(list.getByRole("listitem")).toHaveText([...towns])
      }

      const stats = page.getByRole("heading", { level: 3, name: `${name} County at a Glance` }).locator("+ dl")
      const stat = (label: string) => stats.locator("dt", { hasText: label }).locator("+ dd")
      await expect(stat("Active trackers")).toHaveText(settings.countyStats.activeTrackers)
      await expect(stat("Availability")).toHaveText(settings.countyStats.availability)
      await expect(stat("Square miles")).toHaveText(county.squareMiles.toLocaleString("en-US"))
      await expect(stat("Recoveries")).toHaveText(settings.countyStats.recoveries)

      const reasons = page.locator("#why-choose")
      await expect(reasons.getByRole("heading", { level: 2 })).toHaveText(`Why Choose Our Trackers in ${name} County`)
      await expect(reasons.getByRole("heading", { level: 3 })).toHaveText(county.reasons.map((reason) => reason.title))
      for (const reason of county.reasons) await expect(reasons).toContainText(reason.text)

      await expect(page.locator("#reviews article")).toHaveCount(reviews.length)

      const { based, serving } = countyTrackers(county.slug)
      const list = page.locator("#trackers")
      await expect(list.getByRole("heading", { level: 4 })).toHaveText([...based, ...serving].map((tracker) => tracker.name))
      for (const tracker of [...based, ...serving]) {
        const call = list.getByRole("link", { name: new RegExp(`^Call ${tracker.name}`) })
        await expect(call).toHaveAttribute("href", `tel:+1${tracker.phone}`)
        await expect(call).toContainText(formatted(tracker.phone))
      }
      if (based.length > 0) await expect(list.getByRole("heading", { level: 3, name: `Based in ${name} County` })).toBeVisible()
      if (serving.length > 0) await expect(list.getByRole("heading", { level: 3, name: `Also covering ${name} County` })).toBeVisible()

      await expect(page.locator("#faq summary")).toHaveText(faq.home.items.map((item) => item.question))
    })

    test("'Find Available Trackers' scrolls to the county's tracker list", async ({ page }) => {
      await page.goto(path)
      await page.getByRole("link", { name: "Find Available Trackers" }).click()
      await expect(page).toHaveURL(new RegExp(`${path}#trackers$`))
      await expect
        .poll(() => page.locator("#trackers").evaluate((element) => Math.round(element.getBoundingClientRect().top)))
        .toBeGreaterThanOrEqual(NAV_HEIGHT - 1)
      await expect(page.locator("#trackers")).toBeInViewport()
    })
  })
}

test.describe("Oakland County page (SPEC 'Oakland County page')", () => {
  test("has the towns, figures and reasons the spec lists", async ({ page }) => {
    await page.goto("/counties/oakland/")
    await expect(page.locator("h1")).toContainText("Oakland County")
    for (const town of ["Clarkston", "Oxford", "Lake Orion", "Holly", "Pontiac", "Auburn Hills", "Rochester", "Rochester Hills", "Troy", "Birmingham", "Bloomfield Hills", "Royal Oak"]) {
      await expect(page.locator("#areas").getByText(town, { exact: true })).toBeVisible()
    }
    for (const figure of ["10+", "24/7", "907", "100s"]) await expect(page.locator("#areas dd", { hasText: figure })).toBeVisible()
    for (const reason of ["Suburban Expertise", "Discreet Service", "Rapid Response", "Park System Knowledge"]) {
      await expect(page.locator("#why-choose").getByRole("heading", { name: reason })).toBeVisible()
    }
  })
})

test.describe("County page without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("reads completely", async ({ page }) => {
    const county = counties[0]
    await page.goto(`/counties/${county.slug}/`)
    const { based, serving } = countyTrackers(county.slug)
    await expect(page.locator('#trackers a[href^="tel:"]')).toHaveCount(based.length + serving.length)
    await expect(page.locator("#reviews article")).toHaveCount(reviews.length)
    await expect(page.locator("#areas li")).toHaveCount(12)
  })
})
