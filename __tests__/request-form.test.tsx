import React from "react"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { REQUEST_API, SIGNS } from "../src/shared/requests/api"
import { ROSTER_FILE, rosterFile } from "../src/shared/roster-file"
import { RequestForm } from "../src/views/RequestForm/RequestForm"
import * as sending from "../src/views/RequestForm/send-request"
import { counties } from "../test-support/content"

const COUNTIES = counties.map((county) => ({ slug: county.slug, name: county.name, centre: county.centre }))
const lapeer = COUNTIES.find((county) => county.slug === "lapeer")!

/** The form filled in as a hunter without their position would. */
function fillIn() {
  fireEvent.change(screen.getByLabelText("County"), { target: { value: "lapeer" } })
  fireEvent.change(screen.getByLabelText("Town or road"), { target: { value: "Imlay City" } })
  fireEvent.change(screen.getByLabelText("About when was it hit?"), { target: { value: "18:40" } })
  fireEvent.click(screen.getByLabelText(SIGNS["dark-blood"]))
  fireEvent.change(screen.getByLabelText("Your name"), { target: { value: "Sam Hunter" } })
  fireEvent.change(screen.getByLabelText("Your phone"), { target: { value: "810-555-0177" } })
  fireEvent.click(screen.getByLabelText(/Give my name, number and the shot site/))
}

/** An answer as fetch gives it (jsdom has no Response). */
const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body })

const roster = rosterFile(
  [
    {
      slug: "ron",
      name: "Ron Vanderkolk",
      phone: "8105550112",
      isApprentice: false,
      yearsTracking: 9,
      species: ["deer"],
      baseTown: { name: "Lapeer", latitude: 43.05, longitude: -83.32 },
      homeCounty: { slug: "lapeer" },
      servesCounties: [],
      availability: { status: "available", until: "2999-01-01T00:00:00-05:00", updatedAt: "2026-11-23T16:30:00-05:00" },
    },
  ],
  [lapeer],
  new Date(),
)

describe("RequestForm", () => {
  // jsdom lays nothing out and has no scrollIntoView: a stand-in records where the form asked to scroll.
  const scrolledTo: { element: Element; options: unknown }[] = []
  beforeAll(() => {
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolledTo.push({ element: this, options })
    }
  })
  afterEach(() => {
    jest.restoreAllMocks()
    scrolledTo.length = 0
  })

  it("is a real form that posts to the service, every field named as the service reads it and labelled", () => {
    const { container } = render(<RequestForm counties={COUNTIES} />)
    const form = container.querySelector("form")!
    expect([form.getAttribute("method"), form.getAttribute("action")]).toEqual(["post", REQUEST_API.send])
    const names = [...form.querySelectorAll<HTMLInputElement>("[name]")].map((field) => field.name)
    expect(new Set(names)).toEqual(new Set(["county", "place", "hitAt", "signs", "note", "name", "phone", "consent"]))
    for (const field of form.querySelectorAll<HTMLInputElement>("input:not([type=hidden]), select, textarea")) expect(field.labels?.length).toBeGreaterThan(0)
    expect(within(screen.getByRole("group", { name: "Where was the deer hit?" })).getByLabelText("County")).toBe(screen.getByLabelText("County"))
    expect(screen.getByRole("option", { name: "Lapeer" })).toHaveValue("lapeer")
    expect(screen.getByRole("button", { name: "Send to available trackers" })).toHaveAttribute("type", "submit")
  })

  it("requires the county and place (no position yet), the time, the name, the number and the consent", () => {
    render(<RequestForm counties={COUNTIES} />)
    for (const label of ["County", "Town or road", "About when was it hit?", "Your name", "Your phone"]) expect(screen.getByLabelText(label)).toBeRequired()
    expect(screen.getByLabelText(/Give my name, number and the shot site/)).toBeRequired()
    expect(screen.getByLabelText(SIGNS["ran-hard"])).not.toBeRequired()
  })

  it("states Michigan's rules the hunter must meet", () => {
    render(<RequestForm counties={COUNTIES} />)
    const rules = screen.getByRole("region", { name: /Michigan's rules/ })
    for (const rule of [/go along on the track/, /Only you.*may finish it and tag it/, /landowner's permission/, /reports the track to the DNR/])
      expect(within(rules).getByText(rule)).toBeInTheDocument()
  })

  it("sends the fields as JSON and opens the request's page", async () => {
    const opened = jest.spyOn(sending, "openRequestPage").mockImplementation(() => undefined)
    const sent: unknown[] = []
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init?.body)) })
      return answer(201, { key: "k3y" })
    }) as unknown as typeof fetch
    render(<RequestForm counties={COUNTIES} />)
    fillIn()
    await act(async () => fireEvent.submit(screen.getByRole("button", { name: "Send to available trackers" })))
    expect(sent).toEqual([
      {
        url: REQUEST_API.send,
        body: expect.objectContaining({ county: "lapeer", place: "Imlay City", hitAt: "18:40", signs: ["dark-blood"], name: "Sam Hunter", consent: "yes" }),
      },
    ])
    expect(opened).toHaveBeenCalledWith("k3y")
  })

  it("when the request is refused, says why and offers the group text and the call list from the roster", async () => {
    global.fetch = jest.fn(async (url: string) =>
      url === ROSTER_FILE
        ? answer(200, roster)
        : url === REQUEST_API.send
          ? answer(429, { error: "Too many requests are out across the state right now." })
          : answer(503, {}),
    ) as unknown as typeof fetch
    render(<RequestForm counties={COUNTIES} />)
    fillIn()
    await act(async () => fireEvent.submit(screen.getByRole("button", { name: "Send to available trackers" })))
    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent("Too many requests are out across the state right now.")
    // Why, brought to the top of the screen, where the hunter looks after the tap.
    expect(alert).toHaveFocus()
    expect(scrolledTo).toEqual([{ element: alert, options: { block: "start" } }])
    const text = await screen.findByRole("link", { name: "Text the available tracker" })
    expect(text.getAttribute("href")).toMatch(/^sms:\+18105550112\?body=Wounded%20deer/)
    expect(screen.getByRole("link", { name: /Call Ron Vanderkolk/ })).toHaveAttribute("href", "tel:+18105550112")
  })

  it("when the request reached nobody, stays on the form and offers the group text instead of an empty page", async () => {
    const opened = jest.spyOn(sending, "openRequestPage").mockImplementation(() => undefined)
    global.fetch = jest.fn(async (url: string) =>
      url === ROSTER_FILE ? answer(200, roster) : answer(201, { key: "k3y", reached: [], offers: [] }),
    ) as unknown as typeof fetch
    render(<RequestForm counties={COUNTIES} />)
    fillIn()
    await act(async () => fireEvent.submit(screen.getByRole("button", { name: "Send to available trackers" })))
    expect(await screen.findByRole("alert")).toHaveTextContent("it reached no one")
    expect(await screen.findByRole("link", { name: "Text the available tracker" })).toBeInTheDocument()
    expect(opened).not.toHaveBeenCalled()
  })

  it("with no signal, says so and still offers the group text", async () => {
    global.fetch = jest.fn(async (url: string) => {
      if (url === ROSTER_FILE) return answer(200, roster)
      throw new TypeError("Failed to fetch")
    }) as unknown as typeof fetch
    render(<RequestForm counties={COUNTIES} />)
    fillIn()
    await act(async () => fireEvent.submit(screen.getByRole("button", { name: "Send to available trackers" })))
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("No signal"))
    expect(await screen.findByRole("link", { name: "Text the available tracker" })).toBeInTheDocument()
  })
})
