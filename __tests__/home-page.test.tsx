import React from "react"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { HomePage } from "../src/views/HomePage/HomePage"
import { HOME_ANCHORS } from "../src/shared/routes"
import { counties, faq, reviews, settings, trackers } from "../test-support/content"
import { homeReviewTotals, indexPageData } from "./setup/fixtures"

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue({ placeholder: null }))

const renderHome = (reviewTotals = homeReviewTotals) =>
  render(<HomePage data={indexPageData} rosterSize={indexPageData.allTracker.nodes.length} reviewTotals={reviewTotals} />)
const section = (id: string) => {
  const element = document.getElementById(id)
  if (!element) throw new Error(`No #${id} on the page`)
  return element
}

describe("HomePage", () => {
  it("has the nine sections in page order, each at its anchor and labelled by its heading", () => {
    const { container } = renderHome()
    const ids = Array.from(container.querySelectorAll("section[id]"), (element) => element.id)
    expect(ids).toEqual(Object.values(HOME_ANCHORS))
    for (const id of ids) expect(within(section(id)).getAllByRole("heading")[0]).toBeVisible()
  })

  it("has one h1 and never skips a heading level", () => {
    const { container } = renderHome()
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(settings.home.heroTitle)
    const levels = Array.from(container.querySelectorAll("h1, h2, h3, h4, h5, h6"), (heading) => Number(heading.tagName[1]))
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1] + 1)
    })
  })

  it("shows the combined rating and the two hero buttons", () => {
    renderHome()
    const hero = section(HOME_ANCHORS.home)
    expect(hero).toHaveTextContent(`${settings.heroRating.toFixed(1)} from ${settings.heroReviewCount} combined reviews`)
    expect(within(hero).getByRole("link", { name: "Find a Tracker" })).toHaveAttribute("href", "#trackers")
    expect(within(hero).getByRole("link", { name: "View Service Areas" })).toHaveAttribute("href", "#service-area")
  })

  it("lists every tracker with a call link and a profile link", () => {
    renderHome()
    const directory = section(HOME_ANCHORS.trackers)
    expect(within(directory).getAllByRole("article")).toHaveLength(trackers.length)
    for (const tracker of trackers) {
      expect(within(directory).getByRole("link", { name: new RegExp(`Call ${tracker.name}`) })).toHaveAttribute("href", `tel:+1${tracker.phone}`)
      expect(within(directory).getByRole("link", { name: `View profile of ${tracker.name}` })).toHaveAttribute("href", `/tracker/${tracker.slug}/`)
    }
  })

  it("links every county page from the service area and shares the home page address", () => {
    renderHome()
    const area = section(HOME_ANCHORS.serviceArea)
    for (const county of counties) {
      expect(within(area).getByRole("link", { name: new RegExp(`^${county.name} County`) })).toHaveAttribute("href", `/counties/${county.slug}/`)
    }
    expect(within(area).getByRole("link", { name: /Share on Facebook/ })).toHaveAttribute(
      "href",
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent("https://thumbareadeertrackers.com/")}`,
    )
    expect(within(area).getByRole("button", { name: "Copy link" })).toBeInTheDocument()
    expect(within(area).getByRole("link", { name: "Find a Tracker" })).toHaveAttribute("href", "#trackers")
  })

  it("says in About how many counties are covered (eight, from data), names them and gives the reach", () => {
    renderHome()
    const about = section(HOME_ANCHORS.about)
    expect(within(about).getByText("Counties covered").nextElementSibling).toHaveTextContent(String(counties.length))
    for (const county of counties) expect(about).toHaveTextContent(`${county.name} County`)
    expect(about).toHaveTextContent(settings.coverage)
    expect(about).not.toHaveTextContent(/six counties/i)
  })

  it("shows every client review, grouped by tracker, the most reviewed first, each group counted and titled with a link to the profile", () => {
    renderHome()
    const area = section(HOME_ANCHORS.reviews)
    expect(within(area).getAllByRole("article")).toHaveLength(reviews.length)
    const counts = new Map<string, number>()
    for (const review of reviews) counts.set(review.tracker, (counts.get(review.tracker) ?? 0) + 1)
    const reviewed = trackers
      .filter((tracker) => counts.has(tracker.key))
      .sort((a, b) => counts.get(b.key)! - counts.get(a.key)! || a.name.localeCompare(b.name))
    expect(
      within(area)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(reviewed.map((tracker) => tracker.name))
    for (const tracker of reviewed) {
      const group = within(area).getByRole("region", { name: `Reviews for ${tracker.name}` })
      expect(within(group).getAllByRole("article")).toHaveLength(counts.get(tracker.key)!)
      expect(within(area).getByRole("heading", { level: 3, name: tracker.name }).querySelector("a")).toHaveAttribute("href", `/tracker/${tracker.slug}/`)
      expect(within(area).getByText(counts.get(tracker.key) === 1 ? "1 review" : `${counts.get(tracker.key)} reviews`)).toBeInTheDocument()
    }
    expect(within(area).queryByText(/Each profile has all/)).toBeNull()
  })

  it("says so when a group shows only some of its tracker's reviews, and links to the profile with all of them", () => {
    const [most, ...rest] = homeReviewTotals
    renderHome([{ ...most, count: most.count + 20 }, ...rest])
    const area = section(HOME_ANCHORS.reviews)
    const name = trackers.find((tracker) => tracker.slug === most.tracker)?.name ?? most.tracker
    expect(within(area).getByRole("link", { name: `All ${most.count + 20} reviews of ${name}` })).toHaveAttribute("href", `/tracker/${most.tracker}/`)
    expect(within(area).getByText(/Each profile has all of a tracker's reviews/)).toBeInTheDocument()
  })

  it("shows the social page stats and links to the page in a new tab", () => {
    renderHome()
    const block = section(HOME_ANCHORS.facebook)
    for (const value of Object.values(settings.socialStats)) expect(block).toHaveTextContent(value)
    const link = within(block).getByRole("link", { name: /Visit our Facebook page/ })
    expect(link).toHaveAttribute("href", settings.socialPageUrl)
    expect(link).toHaveAttribute("target", "_blank")
  })

  it("gives the contact steps, the call checklist and the wait-time guide as a table", () => {
    renderHome()
    const contact = section(HOME_ANCHORS.contact)
    for (const item of [...settings.home.reachSteps, ...settings.home.readyChecklist]) expect(within(contact).getByText(item)).toBeInTheDocument()
    const table = within(contact).getByRole("table", { name: "How long to wait before tracking" })
    const rows = within(table).getAllByRole("row").slice(1)
    expect(rows).toHaveLength(settings.waitTimes.length)
    settings.waitTimes.forEach((wait, index) => {
      expect(within(rows[index]).getByRole("rowheader")).toHaveTextContent(wait.label)
      expect(rows[index]).toHaveTextContent(wait.wait)
    })
  })

  it("puts every home FAQ question in a disclosure", () => {
    const { container } = renderHome()
    const questions = section(HOME_ANCHORS.faq).querySelectorAll("details > summary")
    expect(Array.from(questions, (summary) => summary.textContent)).toEqual(faq.home.items.map((item) => item.question))
    expect(container.querySelectorAll("#faq details[open]")).toHaveLength(0)
  })

  it("explains how to apply: UBT or ABTA, mentored and vetted, by message on the social page", () => {
    renderHome()
    const apply = section(HOME_ANCHORS.apply)
    expect(apply).toHaveTextContent(/UBT/)
    expect(apply).toHaveTextContent(/ABTA/)
    expect(apply).toHaveTextContent(/mentored and vetted/)
    expect(within(apply).getByRole("link", { name: /Message us on Facebook/ })).toHaveAttribute("href", settings.socialPageUrl)
  })
})
