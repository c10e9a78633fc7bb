import React from "react"
import fs from "node:fs"
import path from "node:path"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { CurrentPathContext } from "../src/hooks/useCurrentPath"
import { LegalPage } from "../src/views/LegalPage/LegalPage"
import { SitemapPage } from "../src/views/SitemapPage/SitemapPage"
import { SpeciesPage } from "../src/views/SpeciesPage/SpeciesPage"
import type { FaqSetInput } from "../src/content/types/faq"
import type { LegalPageInput, SpeciesPageInput } from "../src/content/types/pages"
import type { SettingsInput } from "../src/content/types/settings"
import { trackers } from "../test-support/content"
import { nearestCounties, trackerCards } from "./setup/fixtures"

const read = <T,>(file: string): T => JSON.parse(fs.readFileSync(path.resolve(__dirname, "../data", file), "utf8")) as T

/** The JSON as GraphQL hands it over: absent optional fields come as null. */
function speciesPage(file: string): Queries.SpeciesPageFragment {
  const page = { ...read<SpeciesPageInput>(`pages/${file}.json`), slug: file }
  const faq = read<FaqSetInput>(`faq/${page.faqSet}.json`)
  return {
    ...page,
    sections: page.sections.map((section) => ({ ...section, points: section.points ?? null })),
    callout: { ...page.callout, points: page.callout.points ?? null },
    ctas: page.ctas.map((cta) => ({ ...cta, contactCard: cta.contactCard ?? null })),
    faqSet: {
      title: faq.title,
      items: faq.items.map((item) => ({ ...item, points: item.points ?? null, after: item.after ?? null })),
    },
  }
}

function legalPage(file: string): Queries.LegalPageFragment {
  const page = { ...read<LegalPageInput>(`pages/${file}.json`), slug: file }
  return {
    ...page,
    intro: page.intro ?? null,
    sections: page.sections.map((section) => ({ ...section, points: section.points ?? null })),
  }
}

/** The species page query's trackers: those who take the page's game. */
const trackersFor = (species: string) =>
  trackerCards.filter((card) => trackers.find((tracker) => tracker.slug === card.slug)?.species.includes(species as never))

const onPage = (pathname: string, ui: React.ReactElement) => render(<CurrentPathContext.Provider value={pathname}>{ui}</CurrentPathContext.Provider>)

describe("SpeciesPage", () => {
  beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue({ placeholder: null }))

  it.each(["bear-tracking", "elk-tracking"])("%s: lists the trackers who take that game, each with a call and a text button", (file) => {
    const page = speciesPage(file)
    onPage(
      `/${file}/`,
      <SpeciesPage page={page} trackers={trackersFor(page.species)} rosterSize={trackersFor(page.species).length} counties={nearestCounties} />,
    )
    const list = document.getElementById("trackers") as HTMLElement
    const expected = trackers.filter((tracker) => tracker.species.includes(page.species as never))
    expect(expected.length).toBeGreaterThan(0)
    const cards = within(list).getAllByRole("article")
    expect(cards.map((card) => within(card).getByRole("heading").textContent).sort()).toEqual(expected.map((tracker) => tracker.name).sort())
    for (const card of cards) {
      expect(within(card).getByRole("link", { name: /^Call/ })).toHaveAttribute("href", expect.stringMatching(/^tel:/))
      expect(within(card).getByRole("link", { name: /^Text/ })).toHaveAttribute("href", expect.stringMatching(/^sms:/))
    }
  })

  it("says so when no tracker takes the game, and links to the full list", () => {
    onPage("/elk-tracking/", <SpeciesPage page={speciesPage("elk-tracking")} trackers={[]} rosterSize={0} counties={nearestCounties} />)
    const list = document.getElementById("trackers") as HTMLElement
    expect(list).toHaveTextContent("No tracker lists elk yet.")
    expect(within(list).getByRole("link", { name: "See all trackers" })).toHaveAttribute("href", "/#trackers")
    expect(within(list).queryByRole("button", { name: "Nearest to me" })).toBeNull()
  })

  it.each(["bear-tracking", "elk-tracking"])("%s: sends every button to the page's own tracker list (or its contact card)", (file) => {
    const page = speciesPage(file)
    onPage(
      `/${file}/`,
      <SpeciesPage page={page} trackers={trackersFor(page.species)} rosterSize={trackersFor(page.species).length} counties={nearestCounties} />,
    )
    expect(page.ctas.length).toBeGreaterThan(1)
    for (const cta of page.ctas) {
      // A button with a file (the roster's contact card) downloads it, then goes on to the list.
      expect(screen.getByRole("link", { name: cta.label })).toHaveAttribute("href", cta.contactCard ?? "#trackers")
    }
  })

  it.each(["bear-tracking", "elk-tracking"])("%s: shows the banner, facts, note, cards, sections, callout and 12 FAQ questions", (file) => {
    const page = speciesPage(file)
    onPage(
      `/${file}/`,
      <SpeciesPage page={page} trackers={trackersFor(page.species)} rosterSize={trackersFor(page.species).length} counties={nearestCounties} />,
    )
    expect(screen.getByRole("heading", { level: 1, name: page.heading })).toBeInTheDocument()
    expect(screen.getByRole("region", { name: page.banner.title })).toHaveTextContent(page.banner.text)
    const facts = screen.getByRole("region", { name: "At a glance" })
    for (const fact of page.facts) expect(facts).toHaveTextContent(`${fact.label}${fact.value}`)
    expect(facts).toHaveTextContent(page.factsNote)
    expect(within(facts).getByRole("link", { name: new RegExp(page.dnrLink.label) })).toHaveAttribute("href", page.dnrLink.url)
    const features = screen.getByRole("region", { name: page.featuresTitle })
    expect(
      within(features)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(page.features.map((feature) => feature.title))
    for (const section of page.sections) {
      const region = screen.getByRole("region", { name: section.heading })
      for (const line of [...section.paragraphs, ...(section.points ?? [])]) expect(region).toHaveTextContent(line)
    }
    expect(screen.getByRole("region", { name: page.callout.title })).toHaveTextContent(page.callout.text)
    const faq = screen.getByRole("region", { name: page.faqSet.title })
    expect(faq.querySelectorAll("details")).toHaveLength(12)
  })
})

describe("LegalPage", () => {
  it.each([
    ["terms", 12],
    ["privacy", 12],
  ])("%s has %i numbered sections and says when it was last updated", (file, count) => {
    const page = legalPage(file)
    onPage(`/${file}/`, <LegalPage page={page} />)
    expect(screen.getByText("Last updated: December 2024")).toBeInTheDocument()
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)
    expect(headings).toHaveLength(count)
    expect(headings).toEqual(page.sections.map((section, index) => `${index + 1}. ${section.heading}`))
  })

  it("lists its sections in an 'On this page' navigation that links to each", () => {
    const page = legalPage("accessibility")
    onPage("/accessibility/", <LegalPage page={page} />)
    // Shown from desktop width only, and jsdom applies no media queries: find it by its visible label.
    const label = screen.getByText("On this page")
    const contents = label.closest("nav") as HTMLElement
    expect(contents).toHaveAttribute("aria-labelledby", label.id)
    const links = within(contents).getAllByRole("link", { hidden: true })
    expect(links).toHaveLength(page.sections.length)
    expect(links[0]).toHaveAttribute("href", "#section-1")
    expect(document.getElementById("section-1")).toHaveAccessibleName(`1. ${page.sections[0].heading}`)
  })
})

describe("SitemapPage", () => {
  const settings = read<SettingsInput>("site.json")
  const counties = ["huron", "sanilac"].map((slug) => ({ slug, name: slug === "huron" ? "Huron" : "Sanilac" }))

  beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue({ siteSettings: settings }))

  const hrefs = (region: string) =>
    within(screen.getByRole("region", { name: region }))
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"))

  it("lists the home sections, the services, the counties, the legal pages and the social page, and nothing else", () => {
    onPage("/sitemap/", <SitemapPage counties={counties} />)
    expect(hrefs("Main pages")).toEqual(["/#trackers", "/#service-area", "/#about", "/#faq", "/#apply", "/#contact"])
    expect(screen.getByRole("link", { name: "Apply to Join" })).toHaveAttribute("href", "/#apply")
    expect(hrefs("Specialized services")).toEqual(["/bear-tracking/", "/elk-tracking/"])
    expect(hrefs("Counties we serve")).toEqual(["/counties/huron/", "/counties/sanilac/"])
    expect(hrefs("Legal")).toEqual(["/terms/", "/privacy/", "/accessibility/"])
    expect(hrefs("Elsewhere")).toEqual([settings.socialPageUrl])
    expect(screen.getAllByRole("link")).toHaveLength(6 + 2 + 2 + 3 + 1)
  })
})
