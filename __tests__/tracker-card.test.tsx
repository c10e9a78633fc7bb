import React from "react"
import { screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { renderWithTheme as render } from "./setup/render"
import { TrackerCard } from "../src/components/TrackerCard/TrackerCard"
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
    expect(card).toHaveTextContent(`Home county: ${experienced.homeCounty.name} County`)
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

  it("offers a Text link beside the call button with the details template as the body", () => {
    if (!experienced) throw new Error("The roster needs an experienced tracker.")
    jest.mocked(useStaticQuery).mockReturnValue({ placeholder: null, siteSettings: { textTemplate: "Shot at:\nCounty/township:" } })
    render(<TrackerCard tracker={{ ...experienced, phone: "8105550142" }} />)
    const text = screen.getByRole("link", { name: `Text ${experienced.name}` })
    expect(text).toHaveAttribute("href", "sms:+18105550142?&body=Shot%20at%3A%0ACounty%2Ftownship%3A")
  })
})
