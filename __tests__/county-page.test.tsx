import React from "react"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { CountyPage } from "../src/views/CountyPage/CountyPage"
import { counties, reviews, settings, trackers } from "../test-support/content"
import { countyContext } from "../src/build/page-trackers"
import { countyPageData, countySettings, countyTrackers, homeFaq, nearestCounties, reviewNodes } from "./setup/fixtures"

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue({ placeholder: null }))

/** The county page as the build makes it: with the trackers the build picks for it (src/build/page-trackers.ts). */
function renderCounty(slug: string) {
  const county = countyPageData(slug)
  const picked = countyContext(
    countyTrackers.map((tracker) => ({ ...tracker, homeCounty: { slug: tracker.homeCounty.slug }, species: [] })),
    { slug, centre: county.centre },
    reviewNodes,
    Date.now(),
  )
  const trackers = countyTrackers.filter((tracker) => picked.trackers.includes(tracker.key))
  const shown = reviewNodes.filter((review) => picked.reviews.includes(review.slug))
  return render(
    <CountyPage
      county={county}
      counties={nearestCounties.filter((other) => other.slug !== slug)}
      settings={countySettings}
      trackers={trackers}
      covered={picked.covered}
      rosterSize={picked.rosterSize}
      reviews={shown}
      reviewTotals={picked.reviewTotals}
      faq={homeFaq}
    />,
  )
}

describe.each(counties.map((county) => [county.name, county] as const))("CountyPage for %s County", (name, county) => {
  it("has one h1 (the county heading) and never skips a heading level", () => {
    const { container } = renderCounty(county.slug)
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(county.heading ?? `Deer Tracking in ${name} County`)
    expect(screen.getByRole("heading", { level: 2, name: settings.home.heroTitle })).toBeInTheDocument()
    const levels = Array.from(container.querySelectorAll("h1, h2, h3, h4, h5, h6"), (heading) => Number(heading.tagName[1]))
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1] + 1)
    })
  })

  it("lists the northern, central and southern towns", () => {
    renderCounty(county.slug)
    const areas = [
      [`Northern ${name} County`, county.northernTowns],
      [`Central ${name} County`, county.centralTowns],
      [`Southern ${name} County`, county.southernTowns],
    ] as const
    for (const [title, towns] of areas) {
      const card = screen.getByRole("heading", { level: 3, name: title }).parentElement as HTMLElement
      expect(
        within(card)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(towns)
    }
  })

  it("shows the statistics card with the square miles written with a thousands comma", () => {
    renderCounty(county.slug)
    const card = screen.getByRole("heading", { name: `${name} County at a Glance` }).parentElement as HTMLElement
    const stat = (label: string) => within(card).getByText(label).nextElementSibling
    expect(stat("Active trackers")).toHaveTextContent(settings.countyStats.activeTrackers)
    expect(stat("Availability")).toHaveTextContent(settings.countyStats.availability)
    expect(stat("Square miles")).toHaveTextContent(county.squareMiles.toLocaleString("en-US"))
    expect(stat("Recoveries")).toHaveTextContent(settings.countyStats.recoveries)
  })

  it("gives the four reasons and a call to action to the tracker list on the page", () => {
    renderCounty(county.slug)
    for (const reason of county.reasons) expect(screen.getByRole("heading", { level: 3, name: reason.title })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Find Available Trackers" })).toHaveAttribute("href", "#trackers")
    expect(document.getElementById("trackers")).not.toBeNull()
  })

  it("shows every review, grouped by tracker", () => {
    renderCounty(county.slug)
    const section = document.getElementById("reviews") as HTMLElement
    expect(within(section).getAllByRole("article")).toHaveLength(reviews.length)
  })

  it("lists every tracker based in or covering the county, those who can come first, then nearest the county's centre", () => {
    jest.useFakeTimers({ now: Date.parse("2026-11-23T20:00:00-05:00"), doNotFake: ["setTimeout", "queueMicrotask"] })
    renderCounty(county.slug)
    jest.useRealTimers()
    const list = document.getElementById("trackers") as HTMLElement
    const covering = trackers.filter((tracker) => tracker.homeCounty === county.slug || (tracker.servesCounties ?? []).includes(county.slug))
    const cards = within(list).getAllByRole("article")
    expect(cards.map((card) => within(card).getByRole("heading").textContent).sort()).toEqual(covering.map((tracker) => tracker.name).sort())
    const shown = cards.map((card) => {
      const tracker = covering.find((item) => item.name === within(card).getByRole("heading").textContent)
      const distance = /about (\d+) mi from the centre of (.+) County|under 1 mi from the centre of (.+) County/.exec(card.textContent ?? "")
      expect(distance?.[2] ?? distance?.[3]).toBe(name)
      return { available: tracker?.availability?.status === "available" && !tracker.availability.until, miles: Number(distance?.[1] ?? 0) }
    })
    const firstUnavailable = shown.findIndex((item) => !item.available)
    if (firstUnavailable >= 0) expect(shown.slice(firstUnavailable).every((item) => !item.available)).toBe(true)
    for (const group of [shown.filter((item) => item.available), shown.filter((item) => !item.available)]) {
      expect(group.map((item) => item.miles)).toEqual([...group.map((item) => item.miles)].sort((a, b) => a - b))
    }
  })

  it("ends with the home FAQ", () => {
    const { container } = renderCounty(county.slug)
    expect(container.querySelectorAll("#faq details")).toHaveLength(homeFaq.items.length)
  })
})
