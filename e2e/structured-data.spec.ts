/**
 * Every JSON-LD block of every built page, parsed and checked against the
 * shape issue 6 asks for and against the content in data/.
 */
import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { SITE_URL } from "../src/site"
import { builtPage, jsonLdBlocks } from "./support/built-html"
import { ALL_ROUTES, counties, countyRoutes, faq, reviews, settings, trackerRoutes, trackers } from "./support/content"
import { PUBLIC_DIR } from "./support/weight"

type Node = Record<string, unknown> & { "@type": string }

test.skip(({ isMobile }) => !isMobile, "reads the built files; checked once")

/** What each page must carry, by `@type`. */
function expectedTypes(route: string): string[] {
  if (route === "/") return ["LocalBusiness", "FAQPage"]
  if (route === "/bear-tracking/" || route === "/elk-tracking/") return ["FAQPage"]
  if (trackerRoutes.includes(route)) return ["Person", "BreadcrumbList"]
  if (countyRoutes.includes(route)) return ["BreadcrumbList", "FAQPage"]
  return []
}

function blocksOf(route: string): Node[] {
  const blocks = jsonLdBlocks(builtPage(route)) as Node[]
  for (const block of blocks) expect(block["@context"], `${route} @context`).toBe("https://schema.org")
  return blocks
}

function single(route: string, type: string): Node {
  const found = blocksOf(route).filter((block) => block["@type"] === type)
  expect(found, `${route}: one ${type}`).toHaveLength(1)
  return found[0]
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

function expectFaq(node: Node, items: { question: string; answer: string }[]) {
  const questions = node.mainEntity as { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }[]
  expect(questions.map((question) => question.name)).toEqual(items.map((item) => item.question))
  questions.forEach((question, index) => {
    expect(question["@type"]).toBe("Question")
    expect(question.acceptedAnswer["@type"]).toBe("Answer")
    expect(question.acceptedAnswer.text.startsWith(items[index].answer)).toBe(true)
  })
}

function expectBreadcrumbs(node: Node, route: string, names: string[]) {
  const items = node.itemListElement as { "@type": string; position: number; name: string; item: string }[]
  expect(items.map((item) => item.position)).toEqual(names.map((_, index) => index + 1))
  expect(items.map((item) => item.name)).toEqual(names)
  expect(items[0].item).toBe(`${SITE_URL}/`)
  expect(items.at(-1)?.item).toBe(`${SITE_URL}${route}`)
  for (const item of items) expect(item["@type"]).toBe("ListItem")
}

test.describe("Structured data (JSON-LD)", () => {
  test("every built page has exactly the blocks it should, each valid JSON", () => {
    const pages = [...ALL_ROUTES, "/404/"]
    const found = Object.fromEntries(pages.map((route) => [route, blocksOf(route).map((block) => block["@type"])]))
    expect(found).toEqual(Object.fromEntries(pages.map((route) => [route, expectedTypes(route)])))
    expect(jsonLdBlocks(fs.readFileSync(path.join(PUBLIC_DIR, "404.html"), "utf8"))).toEqual([])
  })

  test("home: the group as a LocalBusiness with the eight counties, 5.0 from 47 and every listed review", () => {
    const business = single("/", "LocalBusiness")
    expect(business).toMatchObject({
      "@id": `${SITE_URL}/#organization`,
      name: settings.brandName,
      url: `${SITE_URL}/`,
      sameAs: [settings.socialPageUrl],
      aggregateRating: { "@type": "AggregateRating", ratingValue: settings.heroRating, reviewCount: settings.heroReviewCount, bestRating: 5 },
    })
    expect(business.areaServed).toEqual(counties.map((county) => ({ "@type": "AdministrativeArea", name: `${county.name} County, Michigan` })))
    const listed = business.review as { "@type": string; author: { "@type": string; name: string }; reviewRating: { ratingValue: number }; datePublished: string; reviewBody: string }[]
    expect(listed).toHaveLength(reviews.length)
    for (const review of listed) {
      const source = reviews.find((candidate) => candidate.text === review.reviewBody)
      expect(source, review.reviewBody.slice(0, 40)).toBeDefined()
      expect(review["@type"]).toBe("Review")
      expect(review.author).toEqual({ "@type": "Person", name: source?.reviewerName })
      expect(review.reviewRating).toMatchObject({ "@type": "Rating", ratingValue: source?.rating, bestRating: 5 })
      // DECISIONS.md: the review's own date, never a random one.
      expect(review.datePublished).toMatch(DATE)
      expect(review.datePublished).toBe(source?.dateISO)
    }
    for (const url of [business.logo, business.image] as string[]) {
      expect(url.startsWith(`${SITE_URL}/`)).toBe(true)
      expect(fs.existsSync(path.join(PUBLIC_DIR, new URL(url).pathname))).toBe(true)
    }
  })

  test("pages with a FAQ carry it as FAQPage, question for question", () => {
    expectFaq(single("/", "FAQPage"), faq.home.items)
    expectFaq(single("/bear-tracking/", "FAQPage"), faq.bear.items)
    expectFaq(single("/elk-tracking/", "FAQPage"), faq.elk.items)
    for (const route of countyRoutes) expectFaq(single(route, "FAQPage"), faq.home.items)
  })

  test("each tracker profile: the tracker as a Person with telephone, and breadcrumbs", () => {
    for (const tracker of trackers) {
      const route = `/tracker/${tracker.slug}/`
      const person = single(route, "Person")
      const digits = tracker.phone
      expect(person).toMatchObject({
        name: tracker.name,
        url: `${SITE_URL}${route}`,
        telephone: `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
        jobTitle: tracker.isApprentice ? "Apprentice deer tracker" : "Deer tracker",
        memberOf: { "@type": "Organization", "@id": `${SITE_URL}/#organization` },
      })
      expectBreadcrumbs(single(route, "BreadcrumbList"), route, ["Home", "Our Trackers", tracker.name])
    }
  })

  test("each county page: breadcrumbs home › service area › county", () => {
    for (const county of counties) {
      const route = `/counties/${county.slug}/`
      expectBreadcrumbs(single(route, "BreadcrumbList"), route, ["Home", "Service Area", `${county.name} County`])
    }
  })
})
