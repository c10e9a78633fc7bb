import { breadcrumbList, jsonLdText, localBusiness, trackerPerson } from "../src/build/structured-data/builders"
import * as write from "../src/build/structured-data/write"
import { parsePage, writePage } from "../src/build/html-tree"

/** The page as the build writes it with these blocks. */
function withStructuredData(html: string, blocks: readonly object[]): string {
  const page = parsePage(html)
  write.withStructuredData(page, blocks)
  return writePage(page)
}
import { sortReviews } from "../src/shared/reviews"

const SITE = "https://example.org"

const business = () =>
  localBusiness({
    siteUrl: SITE,
    brandName: "Thumb Trackers",
    description: "Find a tracker.",
    socialPageUrl: "https://www.facebook.com/example",
    rating: 5,
    reviewCount: 47,
    counties: [{ name: "Huron" }, { name: "St. Clair" }],
    reviews: [
      { slug: "a-01", reviewerName: "Mike R.", rating: 5, dateISO: "2023-10-12", text: "Found her." },
      { slug: "b-01", reviewerName: "Sue T.", rating: 4, dateISO: "2024-11-02", text: "Great dog." },
    ],
  })

describe("LocalBusiness", () => {
  it("serves the counties, with the combined rating and every listed review", () => {
    const data = business()
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      "@id": `${SITE}/#organization`,
      url: `${SITE}/`,
      aggregateRating: { ratingValue: 5, reviewCount: 47, bestRating: 5, worstRating: 1 },
      areaServed: [
        { "@type": "AdministrativeArea", name: "Huron County, Michigan" },
        { "@type": "AdministrativeArea", name: "St. Clair County, Michigan" },
      ],
    })
  })

  it("dates each review from its own date, newest first, the same every time", () => {
    const reviews = (business() as unknown as { review: unknown }).review as {
      datePublished: string
      author: { name: string }
      reviewRating: { ratingValue: number }
    }[]
    expect(reviews.map((review) => review.datePublished)).toEqual(["2024-11-02", "2023-10-12"])
    expect(reviews[0].author).toEqual({ "@type": "Person", name: "Sue T." })
    expect(reviews[0].reviewRating).toMatchObject({ ratingValue: 4, bestRating: 5 })
    expect(jsonLdText(business())).toBe(jsonLdText(business()))
  })

  it("breaks date ties by file name", () => {
    const same = [
      { slug: "b", reviewerName: "", rating: 5, dateISO: "2024-01-01", text: "" },
      { slug: "a", reviewerName: "", rating: 5, dateISO: "2024-01-01", text: "" },
    ]
    expect(sortReviews(same).map((review) => review.slug)).toEqual(["a", "b"])
  })
})

describe("BreadcrumbList", () => {
  it("numbers the crumbs from 1", () => {
    const data = breadcrumbList([
      { name: "Home", url: `${SITE}/` },
      { name: "Jane Doe", url: `${SITE}/tracker/jane-doe/` },
    ])
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "Jane Doe", item: `${SITE}/tracker/jane-doe/` },
    ])
  })
})

describe("Person", () => {
  const input = {
    siteUrl: SITE,
    brandName: "Thumb Trackers",
    slug: "jane-doe",
    name: "Jane Doe",
    phone: "8105550142",
    isApprentice: true,
    experience: "One season.",
    homeCounty: "Tuscola",
    certifications: ["UBT"],
  }

  it("gives the tracker's telephone in international form and the profile address", () => {
    expect(trackerPerson(input)).toMatchObject({
      "@type": "Person",
      name: "Jane Doe",
      url: `${SITE}/tracker/jane-doe/`,
      telephone: "+1-810-555-0142",
      jobTitle: "Apprentice deer tracker",
      homeLocation: { name: "Tuscola County, Michigan" },
      memberOf: { "@id": `${SITE}/#organization` },
      hasCredential: [{ "@type": "EducationalOccupationalCredential", name: "UBT" }],
    })
  })

  it("leaves out credentials when there are none", () => {
    expect(trackerPerson({ ...input, certifications: [] })).not.toHaveProperty("hasCredential")
  })
})

describe("jsonLdText", () => {
  it("escapes < so no text can end the script element", () => {
    expect(jsonLdText({ name: "</script><script>alert(1)</script>" })).not.toContain("<")
  })
})

describe("structured data written into a built page", () => {
  const page = "<html><head></head><body><main>Call</main></body></html>"
  const crumbs = () => breadcrumbList([{ name: "Home", url: `${SITE}/` }])

  it("goes at the end of the body, after everything the page shows", () => {
    const html = withStructuredData(page, [crumbs()])
    expect(html).toMatch(/<main>Call<\/main><script type="application\/ld\+json"[^>]*>\{.*"BreadcrumbList".*\}<\/script><\/body>/)
  })

  it("replaces the blocks a page kept from an earlier build, so it never carries two sets, and takes them out of a page that has none now", () => {
    const once = withStructuredData(page, [crumbs()])
    expect(withStructuredData(once, [crumbs()])).toBe(once)
    expect(withStructuredData(once, [])).toBe(page)
  })
})
