/**
 * The previews in /admin render the site's own views from the entry being
 * edited. Decap hands a preview the entry (an Immutable map), a way to load
 * other entries and the preview frame's document; these tests hand over the
 * same from the real files in data/.
 */
import React from "react"
import { act, render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { counties, faq, legalPages, reviews, settings, speciesPages, trackers } from "../test-support/content"
import type { PreviewProps } from "../src/cms/entry"
import { FaqPreview } from "../src/cms/FaqPreview/FaqPreview"
import { LegalPagePreview } from "../src/cms/LegalPagePreview/LegalPagePreview"
import { SettingsPreview } from "../src/cms/SettingsPreview/SettingsPreview"
import { SpeciesPagePreview } from "../src/cms/SpeciesPagePreview/SpeciesPagePreview"
import { loadStaticQueries } from "../src/cms/static-queries"
import { TrackerPreview } from "../src/cms/TrackerPreview/TrackerPreview"

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue({ placeholder: null }))

/** What Decap keeps for an entry: its fields under "data", as an Immutable map with toJS(), and its file name under "slug". */
const asEntry = (data: unknown, slug?: string) => ({ get: (key: string) => (key === "data" ? { toJS: () => data } : key === "slug" ? slug : undefined) })

/** The other files, as Decap's getCollection returns them (a list, or one entry when a slug is given). */
const files: Record<string, Record<string, unknown>> = {
  trackers: Object.fromEntries(trackers.map((tracker) => [tracker.key, tracker])),
  reviews: Object.fromEntries(reviews.map((review) => [review.key, review])),
  counties: Object.fromEntries(counties.map((county) => [county.key, county])),
  faq,
}
async function getCollection(collection: string, slug?: string) {
  const entries = files[collection] ?? {}
  if (slug === undefined) return Object.entries(entries).map(([key, data]) => asEntry(data, key))
  if (!(slug in entries)) throw new Error(`No ${collection} entry ${slug}`)
  return asEntry(entries[slug], slug)
}

/** Renders a preview and lets the other entries it asked for arrive, as Decap's backend would. */
async function renderLoaded(ui: React.ReactElement) {
  const result = render(ui)
  await act(async () => {})
  return result
}

function previewProps(data: unknown, getAsset: (path: string) => unknown = () => undefined): PreviewProps {
  return { entry: asEntry(data), getCollection, getAsset, document } as unknown as PreviewProps
}

describe("FAQ preview", () => {
  it.each(["home", "bear", "elk"] as const)("shows the %s questions as the pages do, each with its answer", (set) => {
    render(<FaqPreview {...previewProps(faq[set])} />)
    expect(screen.getByRole("heading", { level: 2, name: faq[set].title })).toBeInTheDocument()
    for (const item of faq[set].items) {
      const question = screen.getByText(item.question)
      expect(question.closest("details")).toHaveTextContent(item.answer)
    }
  })

  it("shows a question being typed before it has an answer", () => {
    render(<FaqPreview {...previewProps({ title: "Elk questions", items: [{ question: "Do you track elk at night?" }] })} />)
    expect(screen.getByText("Do you track elk at night?")).toBeInTheDocument()
  })
})

describe("Page text previews", () => {
  it.each(["terms", "privacy", "accessibility"] as const)("renders the %s page with its date and numbered sections", (name) => {
    const page = legalPages[name]
    render(<LegalPagePreview {...previewProps(page)} />)
    expect(screen.getByRole("heading", { level: 1, name: page.heading })).toBeInTheDocument()
    expect(screen.getByText(new RegExp(page.updated))).toBeInTheDocument()
    page.sections.forEach((section, index) => {
      expect(screen.getByRole("heading", { level: 2, name: `${index + 1}. ${section.heading}` })).toBeInTheDocument()
    })
  })

  it.each(["bear", "elk"] as const)("renders the %s tracking page with the questions of the FAQ file it names", async (name) => {
    const page = speciesPages[name]
    await renderLoaded(<SpeciesPagePreview {...previewProps(page)} />)
    expect(screen.getByRole("heading", { level: 1, name: page.heading })).toBeInTheDocument()
    expect(screen.getByRole("region", { name: page.banner.title })).toHaveTextContent(page.banner.text)
    const questions = faq[page.faqSet as "bear" | "elk"]
    expect(screen.getByRole("heading", { level: 2, name: questions.title })).toBeInTheDocument()
    for (const item of questions.items) expect(screen.getByText(item.question)).toBeInTheDocument()
  })

  it("shows a species page while its FAQ name is still being typed", async () => {
    await renderLoaded(<SpeciesPagePreview {...previewProps({ ...speciesPages.bear, faqSet: "be" })} />)
    expect(screen.getByRole("heading", { level: 1, name: speciesPages.bear.heading })).toBeInTheDocument()
  })

  it("survives a new, empty page", () => {
    render(<LegalPagePreview {...previewProps({})} />)
    render(<SpeciesPagePreview {...previewProps({})} />)
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(2)
  })
})

/** The whole home page with every tracker and review renders in seconds in jsdom, more on a busy machine. */
const HOME_PAGE_TIMEOUT = 20_000

describe("Site settings preview", () => {
  it(
    "is the home page with the settings as typed",
    async () => {
      const edited = { ...settings, home: { ...settings.home, heroTitle: "Lost a deer? Call us first." } }
      await renderLoaded(<SettingsPreview {...previewProps(edited)} />)
      expect(screen.getByRole("heading", { level: 1, name: "Lost a deer? Call us first." })).toBeInTheDocument()
      const waitTable = screen.getByRole("table", { name: /wait/i })
      for (const row of settings.waitTimes) expect(within(waitTable).getByRole("rowheader", { name: row.label })).toBeInTheDocument()
    },
    HOME_PAGE_TIMEOUT,
  )

  it(
    "shows the roster, counties, reviews and home questions from their own files",
    async () => {
      await renderLoaded(<SettingsPreview {...previewProps(settings)} />)
      const directory = document.getElementById("trackers")
      if (!directory) throw new Error("no #trackers section")
      expect(within(directory).getAllByRole("article")).toHaveLength(trackers.length)
      for (const tracker of trackers) {
        expect(within(directory).getByRole("link", { name: new RegExp(`Call ${tracker.name}`) })).toHaveAttribute("href", `tel:+1${tracker.phone}`)
      }
      for (const county of counties) expect(screen.getAllByText(`${county.name} County`).length).toBeGreaterThan(0)
      expect(screen.getByText(reviews[0].text)).toBeInTheDocument()
      expect(screen.getByRole("heading", { level: 2, name: faq.home.title })).toBeInTheDocument()
    },
    HOME_PAGE_TIMEOUT,
  )
})

/** A collection's field definitions as Decap keeps them: a list of maps with get(). */
type FieldMap = { get: (key: string) => unknown }
type FieldSpec = { name: string; fields?: FieldSpec[] }
function fieldList(fields: readonly FieldSpec[]): { find: (test: (field: FieldMap) => boolean) => FieldMap | undefined } {
  const maps = fields.map((field): FieldMap => {
    const nested = field.fields ? fieldList(field.fields) : undefined
    return { get: (key) => (key === "name" ? field.name : key === "fields" ? nested : undefined) }
  })
  return { find: (test) => maps.find(test) }
}

describe("Tracker preview", () => {
  it("asks for gallery photos with the gallery's image field, whose folder differs from the portrait's", async () => {
    const tracker = trackers.find((candidate) => (candidate.gallery ?? []).length > 0)
    if (!tracker?.gallery) throw new Error("no tracker with a gallery in data/trackers/")
    const fields = fieldList([{ name: "image" }, { name: "gallery", fields: [{ name: "image" }, { name: "alt" }] }])
    const galleryFields = fields.find((field) => field.get("name") === "gallery")?.get("fields") as ReturnType<typeof fieldList>
    const galleryImage = galleryFields.find((field) => field.get("name") === "image")
    // Decap resolves a relative path in the folder of the field it is given (the collection's without one).
    const getAsset = (path: string, field?: unknown) => (field === galleryImage ? `blob:http://localhost/${path.split("/").pop()}` : undefined)
    await renderLoaded(<TrackerPreview {...({ ...previewProps(tracker, getAsset), fields } as unknown as PreviewProps)} />)
    const gallery = screen.getByRole("list", { name: "Recovery gallery" })
    expect(
      within(gallery)
        .getAllByRole("img")
        .map((image) => image.getAttribute("alt")),
    ).toEqual(tracker.gallery.map((photo) => photo.alt))
  })

  it("shows the profile with the phone as a call link and the photo just uploaded", async () => {
    const tracker = trackers[0]
    const uploaded = "blob:http://localhost/5f0c"
    await renderLoaded(<TrackerPreview {...previewProps(tracker, (path) => (path === tracker.image ? uploaded : undefined))} />)
    expect(screen.getByRole("heading", { level: 1, name: tracker.name })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: new RegExp(`^Call Now ${tracker.name}`) })).toHaveAttribute("href", `tel:+1${tracker.phone}`)
    expect(screen.getByRole("img", { name: `Portrait of ${tracker.name}` })).toHaveAttribute("src", uploaded)
  })
})

describe("Static query results for the previews", () => {
  it("loads every static query the home page uses, by hash, from the site the admin is served with", async () => {
    const served: Record<string, unknown> = {
      "/page-data/index/page-data.json": { staticQueryHashes: ["1752802464", "570658636"] },
      "/page-data/sq/d/1752802464.json": { data: { siteSettings: { textTemplate: settings.textTemplate } } },
      "/page-data/sq/d/570658636.json": { data: { placeholder: null } },
    }
    const results = await loadStaticQueries(async (url) => {
      if (!(url in served)) throw new Error(`${url}: HTTP 404`)
      return served[url]
    })
    expect(results).toEqual({
      "1752802464": { data: { siteSettings: { textTemplate: settings.textTemplate } } },
      "570658636": { data: { placeholder: null } },
    })
  })

  it("starts without them when the site has not been built", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    expect(await loadStaticQueries(async (url) => Promise.reject(new Error(`${url}: HTTP 404`)))).toEqual({})
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})
