import React from "react"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { TrackerCard } from "../src/components/TrackerCard/TrackerCard"
import { TRACKER_FIELD_LABELS } from "../src/content/labels"
import { contentType, fieldLabel } from "../src/content/model"
import { trackerCards } from "./setup/fixtures"

const apprentice = trackerCards.find((tracker) => tracker.isApprentice)
const experienced = trackerCards.find((tracker) => !tracker.isApprentice && tracker.dog2)

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue({ placeholder: null }))

describe("TrackerCard", () => {
  it("shows name, badge, home county, a formatted tel: call link and the profile link", () => {
    if (!experienced) throw new Error("The roster needs an experienced tracker with two dogs.")
    render(<TrackerCard tracker={{ ...experienced, phone: "8105550142" }} />)
    const card = screen.getByRole("article")
    expect(within(card).getByRole("heading", { level: 3, name: experienced.name })).toBeInTheDocument()
    expect(within(card).getByText("Experienced tracker")).toBeInTheDocument()
    expect(card).toHaveTextContent(`Based in ${experienced.baseTown.name}, ${experienced.homeCounty.name} County`)
    const call = within(card).getByRole("link", { name: new RegExp(`Call ${experienced.name}`) })
    expect(call).toHaveAttribute("href", "tel:+18105550142")
    expect(call).toHaveTextContent("(810) 555-0142")
    expect(within(card).getByRole("link", { name: `View profile of ${experienced.name}` })).toHaveAttribute("href", `/tracker/${experienced.slug}/`)
    expect(card).toHaveTextContent(`Years tracking${experienced.yearsTracking}`)
    expect(card).toHaveTextContent(`Dog 2${experienced.dog2}`)
  })

  it("shows N/A for a missing second dog and missing certifications", () => {
    if (!apprentice) throw new Error("The roster needs an apprentice.")
    render(<TrackerCard tracker={{ ...apprentice, dog2: null, certifications: [] }} headingLevel={4} />)
    const card = screen.getByRole("article")
    expect(within(card).getByRole("heading", { level: 4 })).toHaveTextContent(apprentice.name)
    expect(within(card).getByText("Apprentice tracker")).toBeInTheDocument()
    expect(card).toHaveTextContent("CertificationsN/A")
    expect(card).toHaveTextContent("Dog 2N/A")
  })

  it("shows a field the editor answers under the form's own label, and leaves it out until it is answered", () => {
    if (!experienced) throw new Error("The roster needs an experienced tracker.")
    const { rerender } = render(<TrackerCard tracker={{ ...experienced, tracksAtNight: true }} />)
    const label = TRACKER_FIELD_LABELS.tracksAtNight
    expect(label).toBe(fieldLabel(contentType("Tracker"), "tracksAtNight"))
    expect(screen.getByRole("article")).toHaveTextContent(`${label}Yes`)
    rerender(<TrackerCard tracker={{ ...experienced, tracksAtNight: false }} />)
    expect(screen.getByRole("article")).toHaveTextContent(`${label}No`)
    rerender(<TrackerCard tracker={{ ...experienced, tracksAtNight: null }} />)
    expect(screen.getByRole("article")).not.toHaveTextContent(label)
  })

  it("offers a Text link beside the call button with the details template as the body", () => {
    if (!experienced) throw new Error("The roster needs an experienced tracker.")
    jest.mocked(useStaticQuery).mockReturnValue({ placeholder: null, siteSettings: { textTemplate: "Shot at:\nCounty/township:" } })
    render(<TrackerCard tracker={{ ...experienced, phone: "8105550142" }} />)
    const text = screen.getByRole("link", { name: `Text ${experienced.name}` })
    expect(text).toHaveAttribute("href", "sms:+18105550142?&body=Shot%20at%3A%0ACounty%2Ftownship%3A")
  })

  it("shows the status as set, with its end time and when it was set, and no distance without a starting point", () => {
    if (!experienced) throw new Error("The roster needs an experienced tracker.")
    const availability = { status: "busy", until: "2026-11-23T23:00:00-05:00", updatedAt: "2026-11-23T16:30:00-05:00" }
    render(<TrackerCard tracker={{ ...experienced, availability }} />)
    const status = screen.getByText(/^On a track or full tonight/).closest("p") as HTMLElement
    expect(status).toHaveTextContent("On a track or full tonight until 11 PM")
    expect(status).toHaveTextContent("updated Nov 23, 4:30 PM")
    expect(status).not.toHaveAttribute("data-lapsed")
    expect(screen.getByRole("article")).not.toHaveTextContent(/ mi\b/)
  })

  it("reads 'Call to ask' once the end time has passed, and says how long ago the status was set", () => {
    if (!experienced) throw new Error("The roster needs an experienced tracker.")
    const availability = { status: "busy", until: "2026-11-23T23:00:00-05:00", updatedAt: "2026-11-23T16:30:00-05:00" }
    render(<TrackerCard tracker={{ ...experienced, availability }} now={Date.parse("2026-11-23T23:00:00-05:00")} miles={12.4} from="you" />)
    const status = screen.getByText(/^On a track or full tonight/).closest("p") as HTMLElement
    expect(status).toHaveAttribute("data-lapsed", "")
    expect(status).toHaveTextContent("Call to ask")
    expect(status).toHaveTextContent("updated 7 h ago")
    expect(screen.getByRole("article")).toHaveTextContent("about 12 mi from you")
  })
})
