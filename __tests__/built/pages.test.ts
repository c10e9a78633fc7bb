/**
 * Every built page read as HTML, the way a phone with JavaScript off gets
 * it: all of its content is in the page (not added by script), its headings
 * make an outline, and every link on it leads somewhere that exists.
 */
import fs from "node:fs"
import path from "node:path"
import { builtFile, mainOf, textOf } from "../../test-support/built-html"
import type { FaqSetInput } from "../../src/content/types/faq"
import type { LegalPageInput, SpeciesPageInput } from "../../src/content/types/pages"
import { counties, faq, legalPages, reviews, settings, speciesPages, trackers } from "../../test-support/content"
import { ROUTE_MATRIX } from "../../test-support/route-matrix"
import { PUBLIC_DIR } from "../../test-support/weight"
import { filesUnder } from "../../test-support/files"
import { decodeEntities } from "../../test-support/html-text"
import { isSitePage } from "../../src/shared/built-files"
import { pickPageReviews } from "../../src/shared/reviews"
import { reviewNodes } from "../setup/fixtures"
import { FIRST_SCREEN_END } from "../../src/shared/first-screen"
import { readRosterFile, ROSTER_FILE } from "../../src/shared/roster-file"
import { hasLapsed } from "../../src/shared/status/availability"
import { STATUS_LINE } from "../../src/shared/status/markup"
import { endsAt } from "../../src/shared/status/until"

const normalize = (text: string) => decodeEntities(text).replace(/\s+/g, " ").trim()
const missingFrom = (text: string, strings: readonly string[]) => strings.filter((value) => !text.includes(normalize(value)))
const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])\b/g)].map(([, level]) => Number(level))
const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map(([, href]) => decodeEntities(href))

it("no built page holds a NUL byte (React 18's renderer leaves some at its 2 KB buffer's end)", () => {
  const pages = filesUnder(PUBLIC_DIR).filter(isSitePage)
  expect(pages.filter((page) => fs.readFileSync(path.join(PUBLIC_DIR, page)).includes(0))).toEqual([])
})

describe.each(
  ROUTE_MATRIX.filter((route, index, all) => all.findIndex((other) => other.file === route.file) === index).map((route) => [route.path, route] as const),
)("%s as built", (_, route) => {
  const html = builtFile(route.file)

  it("has one h1, first, and no heading more than one level below the one before", () => {
    const levels = headingLevels(html)
    expect(levels[0]).toBe(1)
    // The not-found page holds two alternative messages (an unknown tracker, any other address), one shown.
    expect(levels.filter((level) => level === 1)).toHaveLength(route.family === "not-found" ? 2 : 1)
    expect(levels.flatMap((level, index) => (index > 0 && level > levels[index - 1] + 1 ? [`h${levels[index - 1]} → h${level}`] : []))).toEqual([])
  })

  it("holds its text in the page itself, with no error screen", () => {
    const main = textOf(mainOf(html))
    expect(main.length).toBeGreaterThan(route.family === "not-found" ? 20 : 150)
    expect(main).not.toContain("Unexpected Application Error")
  })

  it("links only to pages and files that exist", () => {
    const broken = hrefs(html)
      .filter((href) => href.startsWith("/") && !href.startsWith("//"))
      .map((href) => href.replace(/[?#].*$/, ""))
      .filter((href) => href !== "" && !fs.existsSync(path.join(PUBLIC_DIR, href.endsWith("/") ? `${href}index.html` : href)))
    expect(broken).toEqual([])
  })

  it("draws every icon from a symbol in the page, the first screen's from symbols within it, and carries each symbol once", () => {
    const symbols = [...html.matchAll(/<symbol id="([^"]+)"/g)].map((match) => ({ id: `#${match[1]}`, at: match.index }))
    const used = [...html.matchAll(/<use\b[^>]*\shref="([^"]+)"/g)].map((match) => ({ href: match[1], at: match.index }))
    expect(used.length).toBeGreaterThan(0)
    expect(used.filter(({ href }) => !symbols.some(({ id }) => id === href)).map(({ href }) => href)).toEqual([])
    expect(new Set(symbols.map(({ id }) => id)).size).toBe(symbols.length)
    const end = html.indexOf(FIRST_SCREEN_END)
    const firstScreen = used.filter(({ at }) => end < 0 || at < end)
    expect(firstScreen.filter(({ href }) => !symbols.some(({ id, at: drawn }) => id === href && (end < 0 || drawn < end))).map(({ href }) => href)).toEqual([])
  })
})

describe("what each page says, with JavaScript off", () => {
  const text = (route: string) => normalize(textOf(mainOf(builtFile(`${route}index.html`))))

  it("the home page: every section in order, every tracker's number, the reviews it picks (all of today's), the wait table and every question", () => {
    const html = builtFile("/index.html")
    const main = mainOf(html)
    expect([...main.matchAll(/<section\b[^>]*\sid="([^"]+)"/g)].map(([, id]) => id)).toEqual([
      "home",
      "trackers",
      "service-area",
      "about",
      "reviews",
      "facebook",
      "contact",
      "faq",
      "apply",
    ])
    for (const tracker of trackers) expect(main).toContain(`href="tel:+1${tracker.phone}"`)
    const shown = pickPageReviews(reviewNodes).flatMap((group) => group.reviews)
    expect(shown).toHaveLength(reviews.length)
    expect(
      missingFrom(text("/"), [
        ...shown.map((review) => review.text),
        ...settings.waitTimes.map((wait) => wait.wait),
        ...faq.home.items.map((item) => item.question),
      ]),
    ).toEqual([])
  })

  it("every status carries its end, in the pages and the roster, and one over when the site was built reads 'Call to ask' in its page", () => {
    const roster = readRosterFile(JSON.parse(builtFile(ROSTER_FILE)))!
    const built = Date.parse(roster.builtAt)
    for (const tracker of trackers.filter((each) => each.availability)) {
      const end = endsAt(tracker.availability!)
      expect({ slug: tracker.slug, until: roster.trackers.find((each) => each.slug === tracker.slug)?.availability?.until }).toEqual({
        slug: tracker.slug,
        until: end,
      })
      const line = new RegExp(`<p [^>]*${STATUS_LINE.tracker}="${tracker.slug}"[^>]*>`).exec(builtFile(`/tracker/${tracker.slug}/index.html`))![0]
      expect({ slug: tracker.slug, until: line.includes(`${STATUS_LINE.until}="${end}"`), lapsed: line.includes(`${STATUS_LINE.lapsed}=""`) }).toEqual({
        slug: tracker.slug,
        until: true,
        lapsed: hasLapsed(end, built),
      })
    }
  })

  it.each(trackers.map((tracker) => [tracker.name, tracker] as const))("%s's profile: name, number, details, bio, reviews and gallery", (_, tracker) => {
    const html = mainOf(builtFile(`/tracker/${tracker.slug}/index.html`))
    expect(html).toContain(`href="tel:+1${tracker.phone}"`)
    const own = reviews.filter((review) => review.tracker === tracker.key)
    expect(missingFrom(normalize(textOf(html)), [tracker.name, tracker.experience, tracker.bio, tracker.dog1, ...own.map((review) => review.text)])).toEqual([])
    for (const photo of tracker.gallery ?? []) expect(decodeEntities(html)).toContain(`alt="${photo.alt}"`)
  })

  it.each(counties.map((county) => [county.name, county] as const))(
    "%s County: towns, reasons and the trackers who cover it, with their numbers",
    (_, county) => {
      const html = mainOf(builtFile(`/counties/${county.key}/index.html`))
      const covering = trackers.filter((tracker) => tracker.homeCounty === county.key || (tracker.servesCounties ?? []).includes(county.key))
      for (const tracker of covering) expect(html).toContain(`href="tel:+1${tracker.phone}"`)
      expect(
        missingFrom(normalize(textOf(html)), [
          ...county.northernTowns,
          ...county.centralTowns,
          ...county.southernTowns,
          ...county.reasons.map((reason) => reason.text),
        ]),
      ).toEqual([])
    },
  )

  it.each([
    ["/bear-tracking/", speciesPages.bear, faq.bear],
    ["/elk-tracking/", speciesPages.elk, faq.elk],
  ] as const)("%s: everything in its data file and its questions", (route, page, questions) => {
    const strings = [
      page.heading,
      page.intro,
      page.banner.title,
      page.banner.text,
      ...page.facts.flatMap((fact) => [fact.label, fact.value]),
      page.factsNote,
      ...page.features.flatMap((feature) => [feature.title, feature.text]),
      ...page.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.points ?? [])]),
      page.callout.title,
      page.callout.text,
      ...page.ctas.map((cta) => cta.label),
      ...questions.items.flatMap((item) => [item.question, item.answer]),
    ]
    expect(missingFrom(text(route), strings)).toEqual([])
  })

  it.each(Object.entries(legalPages).map(([key, page]) => [`/${key}/`, page] as const))("%s: every paragraph and point", (route, page) => {
    expect(
      missingFrom(
        text(route),
        page.sections.flatMap((section) => [...section.paragraphs, ...(section.points ?? [])]),
      ),
    ).toEqual([])
  })

  it("every page's footer: the sections, the county pages, the services, the legal pages and the social page", () => {
    for (const route of ROUTE_MATRIX) {
      const footer = /<footer\b[\s\S]*<\/footer>/.exec(builtFile(route.file))?.[0] ?? ""
      // On the home page its own sections are linked as #anchor.
      const links = hrefs(footer).map((href) => (href.startsWith("#") ? `/${href}` : href))
      expect({
        route: route.path,
        missing: [
          "/#trackers",
          "/#about",
          "/#contact",
          "/bear-tracking/",
          "/elk-tracking/",
          "/sitemap/",
          "/terms/",
          "/privacy/",
          "/accessibility/",
          settings.socialPageUrl,
          ...counties.map((county) => `/counties/${county.key}/`),
        ].filter((href) => !links.includes(href)),
      }).toEqual({ route: route.path, missing: [] })
    }
  })
})

type SpeciesCase = {
  route: string
  data: SpeciesPageInput
  faqSet: FaqSetInput
  tone: "warning" | "info"
  /** The facts the page must state (docs/product.md, bear and elk pages). */
  specPoints: RegExp[]
  /** The questions it must answer: the twelve in order for bear, the one named for elk. */
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

const LEGAL: { route: string; data: LegalPageInput; sections?: number; specPoints: RegExp[] }[] = [
  {
    route: "/terms/",
    data: legalPages.terms,
    sections: 12,
    specPoints: [
      /only list/i,
      /independent contractors/i,
      /sets their own rates, policies and availability/i,
      /not liable/i,
      /consents to/i,
      /laws of the State of Michigan/i,
    ],
  },
  { route: "/privacy/", data: legalPages.privacy, sections: 12, specPoints: [/not intended for anyone under 18/i, /no cookies/i, /no analytics/i] },
  {
    route: "/accessibility/",
    data: legalPages.accessibility,
    specPoints: [/WCAG\) 2\.1 at level AA/, /within 5 business days/, /Facebook page/],
  },
]

describe("the facts each information page must state", () => {
  it.each(SPECIES.map((species) => [species.route, species] as const))(
    "%s: the season, range and rules, its twelve questions, and the DNR for what changes yearly",
    (route, species) => {
      const html = mainOf(builtFile(`${route}index.html`))
      const main = normalize(textOf(html))
      expect(species.specPoints.filter((point) => !point.test(main)).map(String)).toEqual([])
      const questions = [...html.matchAll(/<summary\b[^>]*>([\s\S]*?)<\/summary>/g)].map(([, summary]) => normalize(textOf(summary)))
      expect(questions).toHaveLength(12)
      if (species.faqTopics.length === 12)
        species.faqTopics.forEach((topic, index) =>
          expect({ topic: String(topic), question: topic.test(questions[index]) }).toEqual({ topic: String(topic), question: true }),
        )
      else for (const topic of species.faqTopics) expect(questions.some((question) => topic.test(question))).toBe(true)
      expect(html).toMatch(new RegExp(`<a [^>]*href="${species.data.dnrLink.url.replace(/[.?]/g, "\\$&")}"[^>]*target="_blank"[^>]*rel="noopener noreferrer"`))
    },
  )

  it.each(LEGAL.map((legal) => [legal.route, legal] as const))("%s: when it was updated, its numbered sections and what it must say", (route, legal) => {
    const html = mainOf(builtFile(`${route}index.html`))
    const main = normalize(textOf(html))
    expect(main).toContain("Last updated: December 2024")
    const headings = [...html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].map(([, heading]) => normalize(textOf(heading)))
    expect(headings).toEqual(expect.arrayContaining(legal.data.sections.map((section, index) => `${index + 1}. ${section.heading}`)))
    if (legal.sections) expect(legal.data.sections).toHaveLength(legal.sections)
    expect(legal.specPoints.filter((point) => !point.test(main)).map(String)).toEqual([])
  })
})
