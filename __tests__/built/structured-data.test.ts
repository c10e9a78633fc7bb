/**
 * Every JSON-LD block of every built page, parsed and checked against
 * schema.org's shapes and against the content in data/.
 */
import fs from "node:fs"
import path from "node:path"
import { SITE_URL } from "../../src/shared/site"
import { builtFile, builtPage, jsonLdBlocks, textOf } from "../../test-support/built-html"
import { counties, countyRoutes, faq, reviews, settings, trackers } from "../../test-support/content"
import { ROUTE_MATRIX } from "../../test-support/route-matrix"
import { PUBLIC_DIR } from "../../test-support/weight"
import { pickPageReviews } from "../../src/shared/reviews"
import { reviewNodes } from "../setup/fixtures"

type Node = Record<string, unknown> & { "@type": string }

function blocksOf(route: string): Node[] {
  const blocks = jsonLdBlocks(builtPage(route)) as Node[]
  for (const block of blocks) expect({ route, context: block["@context"] }).toEqual({ route, context: "https://schema.org" })
  return blocks
}

function single(route: string, type: string): Node {
  const found = blocksOf(route).filter((block) => block["@type"] === type)
  expect({ route, type, count: found.length }).toEqual({ route, type, count: 1 })
  return found[0]
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** The questions are on the page, as text, and not again as FAQPage markup. */
function expectFaqWithoutMarkup(route: string, items: { question: string }[]) {
  expect({ route, types: blocksOf(route).map((block) => block["@type"]) }).toEqual({ route, types: expect.not.arrayContaining(["FAQPage"]) })
  const text = textOf(builtPage(route))
  expect({ route, missing: items.map((item) => item.question).filter((question) => !text.includes(question)) }).toEqual({ route, missing: [] })
}

function expectBreadcrumbs(node: Node, route: string, names: string[]) {
  const items = node.itemListElement as { "@type": string; position: number; name: string; item: string }[]
  expect(items.map((item) => item.position)).toEqual(names.map((_, index) => index + 1))
  expect(items.map((item) => item.name)).toEqual(names)
  expect(items[0].item).toBe(`${SITE_URL}/`)
  expect(items.at(-1)?.item).toBe(`${SITE_URL}${route}`)
  for (const item of items) expect(item["@type"]).toBe("ListItem")
}

describe("Structured data (JSON-LD)", () => {
  it("every built page has exactly the blocks it should, each valid JSON", () => {
    const found = Object.fromEntries(ROUTE_MATRIX.map((route) => [route.path, (jsonLdBlocks(builtFile(route.file)) as Node[]).map((block) => block["@type"])]))
    expect(found).toEqual(Object.fromEntries(ROUTE_MATRIX.map((route) => [route.path, route.jsonLd])))
  })

  it("home: the group as a LocalBusiness with the eight counties, 5.0 from 47 and the reviews the page shows (all of today's)", () => {
    const business = single("/", "LocalBusiness")
    expect(business).toMatchObject({
      "@id": `${SITE_URL}/#organization`,
      name: settings.brandName,
      url: `${SITE_URL}/`,
      sameAs: [settings.socialPageUrl],
      aggregateRating: { "@type": "AggregateRating", ratingValue: settings.heroRating, reviewCount: settings.heroReviewCount, bestRating: 5 },
    })
    expect(business.areaServed).toEqual(counties.map((county) => ({ "@type": "AdministrativeArea", name: `${county.name} County, Michigan` })))
    const listed = business.review as {
      "@type": string
      author: { "@type": string; name: string }
      reviewRating: { ratingValue: number }
      datePublished: string
      reviewBody: string
    }[]
    // Those the page shows (pickPageReviews): no more at 500 trackers than at 8.
    const picked = pickPageReviews(reviewNodes).flatMap((group) => group.reviews)
    expect(picked).toHaveLength(reviews.length)
    expect(listed.map((review) => review.reviewBody).sort()).toEqual(picked.map((review) => review.text).sort())
    const shown = textOf(builtPage("/"))
    expect(listed.filter((review) => !shown.includes(review.reviewBody.replace(/\s+/g, " ").slice(0, 80)))).toEqual([])
    for (const review of listed) {
      const source = reviews.find((candidate) => candidate.text === review.reviewBody)
      expect(source).toBeDefined()
      expect(review["@type"]).toBe("Review")
      expect(review.author).toEqual({ "@type": "Person", name: source?.reviewerName })
      expect(review.reviewRating).toMatchObject({ "@type": "Rating", ratingValue: source?.rating, bestRating: 5 })
      // The review's own date, never a random one: the same page every build.
      expect(review.datePublished).toMatch(DATE)
      expect(review.datePublished).toBe(source?.dateISO)
    }
    for (const url of [business.logo, business.image] as string[]) {
      expect(url.startsWith(`${SITE_URL}/`)).toBe(true)
      expect(fs.existsSync(path.join(PUBLIC_DIR, new URL(url).pathname))).toBe(true)
    }
  })

  it("pages with a FAQ show it as text, with no FAQPage markup: Google shows FAQ rich results for no site of this kind", () => {
    expectFaqWithoutMarkup("/", faq.home.items)
    expectFaqWithoutMarkup("/bear-tracking/", faq.bear.items)
    expectFaqWithoutMarkup("/elk-tracking/", faq.elk.items)
    for (const route of countyRoutes) expectFaqWithoutMarkup(route, faq.home.items)
  })

  it("each tracker profile: the tracker as a Person with telephone, and breadcrumbs", () => {
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

  it("each county page: breadcrumbs home › service area › county", () => {
    for (const county of counties) {
      const route = `/counties/${county.slug}/`
      expectBreadcrumbs(single(route, "BreadcrumbList"), route, ["Home", "Service Area", `${county.name} County`])
    }
  })
})
