import { expect, test, type Page } from "@playwright/test"
import type { FaqSetInput } from "../src/content/schema"
import type { LegalPageInput, SpeciesPageInput } from "../src/content/page-schema"
import { ALL_ROUTES, NOINDEX_ROUTES, counties, faq, legalPages, settings, speciesPages } from "./support/content"
import { expectOneH1AndHeadingsInOrder } from "./support/headings"
import { gotoHydrated } from "./support/hydration"

/**
 * Issue 5: the bear and elk pages, the sitemap and the three legal pages,
 * checked against their data files and against the points SPEC.md names.
 */

const INFO_ROUTES = ["/bear-tracking/", "/elk-tracking/", "/sitemap/", "/terms/", "/privacy/", "/accessibility/"]

const normalize = (text: string) => text.replace(/\s+/g, " ").trim()

/** The strings of the data file that `main` does not contain. */
async function missingFromMain(page: Page, strings: readonly string[]): Promise<string[]> {
  const text = normalize((await page.getByRole("main").textContent()) ?? "")
  return strings.filter((value) => !text.includes(normalize(value)))
}

function speciesStrings(data: SpeciesPageInput, faqSet: FaqSetInput): string[] {
  return [
    data.heading,
    data.intro,
    data.banner.title,
    data.banner.text,
    ...data.facts.flatMap((fact) => [fact.label, fact.value]),
    data.factsNote,
    data.dnrLink.label,
    data.featuresTitle,
    ...data.features.flatMap((feature) => [feature.title, feature.text]),
    ...data.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.points ?? [])]),
    data.callout.title,
    data.callout.text,
    ...(data.callout.points ?? []),
    ...data.ctas.map((cta) => cta.label),
    faqSet.title,
    ...faqSet.items.flatMap((item) => [item.question, item.answer, ...(item.points ?? []), ...(item.after ? [item.after] : [])]),
  ]
}

type SpeciesCase = {
  route: string
  data: SpeciesPageInput
  faqSet: FaqSetInput
  tone: "warning" | "info"
  /** What SPEC 'Bear tracking page' / 'Elk tracking page' and issue 5 ask the page to say. */
  specPoints: RegExp[]
  /** The twelve FAQ topics SPEC lists, in order (elk: the one it names). */
  faqTopics: RegExp[]
}

const SPECIES: SpeciesCase[] = [
  {
    route: "/bear-tracking/",
    data: speciesPages.bear,
    faqSet: faq.bear,
    tone: "warning",
    specPoints: [
      /early September to late October/i,
      /hound/i,
      /hard to recover/i,
      /law requires/i,
      /Upper Peninsula/,
      /northern Lower Peninsula/i,
      /Baldwin Unit/,
      /Red Oak Unit/,
      /When to call/i,
      /5 miles or more/,
    ],
    faqTopics: [
      /why hire/i,
      /when should i call/i,
      /ask me/i,
      /cost/i,
      /guarantee/i,
      /dogs/i,
      /dangerous/i,
      /how far/i,
      /where do your trackers go/i,
      /while i wait/i,
      /still alive/i,
      /after the bear is recovered/i,
    ],
  },
  {
    route: "/elk-tracking/",
    data: speciesPages.elk,
    faqSet: faq.elk,
    tone: "info",
    specPoints: [
      /Every elk counts/,
      /Pigeon River Country/,
      /Otsego/,
      /Montmorency/,
      /Cheboygan/,
      /Presque Isle/,
      /About 100/,
      /1,500 elk/,
      /August\/September, September\/October and December/,
      /within 72 hours of harvest/i,
      /5 miles or more/,
      /call immediately/i,
      /Save Our Contact Info/,
    ],
    faqTopics: [/scent/i],
  },
]

test.describe("Information pages", () => {
  for (const route of INFO_ROUTES) {
    test(`${route} has one h1 and its headings in order`, async ({ page }) => {
      await page.goto(route)
      await expectOneH1AndHeadingsInOrder(page)
    })
  }

  test("the sitemap and the legal pages, and only they, ask robots not to index or follow them", async ({ page }) => {
    for (const route of INFO_ROUTES) {
      await page.goto(route)
      const robots = page.locator('meta[name="robots"]')
      if (NOINDEX_ROUTES.includes(route)) await expect(robots, route).toHaveAttribute("content", "noindex, nofollow")
      else await expect(robots, route).toHaveCount(0)
    }
  })
})

for (const species of SPECIES) {
  test.describe(`${species.data.heading} (${species.route})`, () => {
    test("shows everything in its data file and its FAQ", async ({ page }) => {
      await page.goto(species.route)
      expect(await missingFromMain(page, speciesStrings(species.data, species.faqSet))).toEqual([])
    })

    test("covers every SPEC point", async ({ page }) => {
      await page.goto(species.route)
      const main = page.getByRole("main")
      for (const point of species.specPoints) await expect(main, String(point)).toContainText(point)
      const questions = page.getByRole("region", { name: species.faqSet.title }).locator("details > summary")
      await expect(questions).toHaveCount(12)
      const texts = await questions.allTextContents()
      if (species.faqTopics.length === 12) {
        species.faqTopics.forEach((topic, index) => expect(texts[index], String(topic)).toMatch(topic))
      } else {
        for (const topic of species.faqTopics) expect(texts.some((text) => topic.test(text)), String(topic)).toBe(true)
      }
    })

    test(`shows its banner as ${species.tone === "warning" ? "a safety warning" : "a notice"}`, async ({ page }) => {
      await page.goto(species.route)
      const banner = page.getByRole("region", { name: species.data.banner.title })
      await expect(banner).toContainText(species.data.banner.text)
      // Blaze orange for a warning, forest green for a notice.
      await expect(banner).toHaveCSS("border-left-color", species.tone === "warning" ? "rgb(194, 65, 12)" : "rgb(31, 77, 43)")
    })

    test("points to the DNR for facts that change yearly, in a new tab", async ({ page }) => {
      await page.goto(species.route)
      const facts = page.getByRole("region", { name: "At a glance" })
      await expect(facts).toContainText(species.data.factsNote)
      const dnr = facts.getByRole("link", { name: new RegExp(species.data.dnrLink.label) })
      await expect(dnr).toHaveAttribute("href", species.data.dnrLink.url)
      await expect(dnr).toHaveAttribute("target", "_blank")
      await expect(dnr).toHaveAttribute("rel", "noopener noreferrer")
    })

    test("its FAQ answers open from the keyboard", async ({ page }) => {
      await page.goto(species.route)
      const first = page.getByRole("region", { name: species.faqSet.title }).locator("details").first()
      await first.locator("summary").focus()
      await page.keyboard.press("Enter")
      await expect(first).toHaveAttribute("open", "")
      await expect(first.getByText(species.faqSet.items[0].answer)).toBeVisible()
    })

    for (const cta of species.data.ctas) {
      test(`'${cta.label}' lands on the tracker list`, async ({ page }) => {
        // The move to the list after a download is made by the page's script, which starts after the first paint.
        if (cta.download) await gotoHydrated(page, species.route)
        else await page.goto(species.route)
        const button = page.getByRole("main").getByRole("link", { name: cta.label, exact: true })
        await expect(button).toHaveCount(1)
        if (cta.download) {
          // Downloads the roster's contact card and still lands on the list.
          await expect(button).toHaveAttribute("href", cta.download)
          // A plain link: Chromium sends `<a download>` past the offline service worker (e2e/offline.spec.ts).
          await expect(button).not.toHaveAttribute("download")
          const download = page.waitForEvent("download")
          await button.click()
          expect((await download).suggestedFilename()).toMatch(/\.vcf$/)
        } else {
          await expect(button).toHaveAttribute("href", "/#trackers")
          await button.click()
        }
        await expect(page).toHaveURL(/\/#trackers$/)
        await expect(page.locator("#trackers")).toBeInViewport()
      })
    }
  })
}

const LEGAL: { route: string; data: LegalPageInput; sections?: number; specPoints: RegExp[] }[] = [
  {
    route: "/terms/",
    data: legalPages.terms,
    sections: 12,
    specPoints: [/only list/i, /independent contractors/i, /sets their own rates, policies and availability/i, /not liable/i, /consents to/i, /laws of the State of Michigan/i],
  },
  { route: "/privacy/", data: legalPages.privacy, sections: 12, specPoints: [/not intended for anyone under 18/i, /no cookies/i, /no analytics/i] },
  {
    route: "/accessibility/",
    data: legalPages.accessibility,
    specPoints: [/WCAG\) 2\.1 at level AA/, /within 5 business days/, /Facebook page/],
  },
]

for (const legal of LEGAL) {
  test.describe(`${legal.data.heading} (${legal.route})`, () => {
    test(`says 'Last updated: December 2024' and has ${legal.sections ?? legal.data.sections.length} numbered sections`, async ({ page }) => {
      await page.goto(legal.route)
      await expect(page.getByRole("main").getByText("Last updated: December 2024", { exact: true })).toBeVisible()
      const headings = page.getByRole("main").getByRole("heading", { level: 2 })
      await expect(headings).toHaveText(legal.data.sections.map((section, index) => `${index + 1}. ${section.heading}`))
      if (legal.sections) await expect(headings).toHaveCount(legal.sections)
    })

    test("shows every paragraph and point of its data file and every SPEC point", async ({ page }) => {
      await page.goto(legal.route)
      const strings = [
        legal.data.heading,
        ...(legal.data.intro ? [legal.data.intro] : []),
        ...legal.data.sections.flatMap((section) => [...section.paragraphs, ...(section.points ?? [])]),
      ]
      expect(await missingFromMain(page, strings)).toEqual([])
      for (const point of legal.specPoints) await expect(page.getByRole("main"), String(point)).toContainText(point)
    })
  })
}

test.describe("Sitemap (/sitemap/)", () => {
  const groups: [string, string[], string[]?][] = [
    ["Main pages", ["/#trackers", "/#service-area", "/#about", "/#faq", "/#apply", "/#contact"], ["Our Trackers", "Service Area", "About", "FAQ", "Apply to Join", "Contact"]],
    ["Specialized services", ["/bear-tracking/", "/elk-tracking/"]],
    ["Counties we serve", counties.map((county) => `/counties/${county.slug}/`), counties.map((county) => `${county.name} County`)],
    ["Legal", ["/terms/", "/privacy/", "/accessibility/"]],
    ["Elsewhere", [settings.socialPageUrl]],
  ]

  test("lists exactly the SPEC items, generated from the route table and the county data", async ({ page }) => {
    await page.goto("/sitemap/")
    for (const [name, hrefs, labels] of groups) {
      const links = page.getByRole("region", { name }).getByRole("link")
      await expect(links, name).toHaveCount(hrefs.length)
      expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href"))), name).toEqual(hrefs)
      if (labels) await expect(links, name).toHaveText(labels)
    }
    await expect(page.getByRole("main").getByRole("link")).toHaveCount(groups.reduce((sum, [, hrefs]) => sum + hrefs.length, 0))
    const social = page.getByRole("region", { name: "Elsewhere" }).getByRole("link")
    await expect(social).toHaveAttribute("target", "_blank")
    await expect(social).toHaveAttribute("rel", "noopener noreferrer")
  })

  test("every page it links to exists", async ({ request }) => {
    const paths = new Set(groups.slice(0, 4).flatMap(([, hrefs]) => hrefs.map((href) => href.replace(/#.*$/, ""))))
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(200)
  })
})

test.describe("Every page with JavaScript off", () => {
  test.use({ javaScriptEnabled: false })

  for (const route of ALL_ROUTES) {
    test(`${route} reads in full`, async ({ page }) => {
      await page.goto(route)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0)
      const text = normalize((await page.getByRole("main").textContent()) ?? "")
      expect(text.length, "main holds the page's text").toBeGreaterThan(150)
    })
  }

  test("the bear and elk FAQ answers open without JavaScript", async ({ page }) => {
    for (const species of SPECIES) {
      await page.goto(species.route)
      const first = page.getByRole("region", { name: species.faqSet.title }).locator("details").first()
      await first.locator("summary").click()
      await expect(first.getByText(species.faqSet.items[0].answer)).toBeVisible()
    }
  })

  test("the legal pages and the sitemap read without JavaScript", async ({ page }) => {
    for (const legal of LEGAL) {
      await page.goto(legal.route)
      expect(await missingFromMain(page, legal.data.sections.flatMap((section) => section.paragraphs))).toEqual([])
    }
    await page.goto("/sitemap/")
    await expect(page.getByRole("region", { name: "Counties we serve" }).getByRole("link")).toHaveCount(counties.length)
  })
})
