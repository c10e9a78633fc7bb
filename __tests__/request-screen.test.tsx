/**
 * A hunter's request as the tracker it reached sees it in the status app:
 * what they decide on, the answers, the hunter's details once they offer,
 * a refusal in words; and the numbers the owner sees refused. The same
 * screen opened from a real notification: e2e/requests-tracker.spec.ts.
 */
import React from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { REQUEST_API, type TrackerView } from "../src/shared/requests/api"
import { ROSTER_FILE } from "../src/shared/roster-file"
import { RequestScreen } from "../src/views/StatusScreen/RequestScreen"
import { RefusedNumbers } from "../src/views/StatusScreen/RefusedNumbers"
import { REQUESTS } from "../src/views/StatusScreen/Requests.copy"

const ID = "aB3dE5gH7jK9mN1pQ3sT5vX7zA9cE1gI3kM5oQ7sU9w"
const NOW = Date.parse("2026-11-27T21:45:00-05:00")

const VIEW: TrackerView = {
  id: ID,
  state: "open",
  endsAt: "2026-11-28T01:40:00-05:00",
  miles: 12,
  direction: "NE",
  county: "st-clair",
  place: "Imlay City",
  hitAt: "2026-11-27T19:45:00-05:00",
  signs: ["dark-blood", "ran-hunched"],
  note: "Hit behind the <b>shoulder</b>, ran toward the creek",
  answer: null,
  offers: 1,
  hunter: null,
}
const OFFERED: TrackerView = {
  ...VIEW,
  answer: "offer",
  offers: 2,
  hunter: { name: "Dale Hunter", phone: "+18105550177", shotSite: { latitude: 43.065, longitude: -83.3, accuracy: 12 } },
}

/** The service and the stored roster, each answer recorded. */
function service(answer: { status: number; body: unknown } = { status: 200, body: OFFERED }) {
  const calls: { method: string; url: string; body: unknown }[] = []
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET"
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    const reply =
      url === ROSTER_FILE
        ? { status: 200, body: { builtAt: "x", trackers: [], counties: [{ slug: "st-clair", name: "St. Clair", centre: { latitude: 0, longitude: 0 } }] } }
        : method === "POST"
          ? answer
          : { status: 200, body: VIEW }
    return { ok: reply.status < 400, status: reply.status, json: async () => reply.body } as Response
  }) as typeof fetch
  return calls
}

beforeEach(() => jest.useFakeTimers({ now: NOW }))
afterEach(() => jest.useRealTimers())

async function open(id = ID) {
  render(
    <main>
      <RequestScreen id={id} trackerName="Ron Vanderkolk" />
    </main>,
  )
  await screen.findByRole("heading", { level: 1, name: /A deer to track|That was the test/ })
}

describe("RequestScreen", () => {
  it("shows how far and which way, when, what was seen, the note as text, where, the offers and how long it stays open", async () => {
    const calls = service()
    await open()
    expect(calls[0].url).toBe(`${REQUEST_API.tracker}?id=${ID}`)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("A deer to track, 12 mi NE of your base")
    const list = screen.getByRole("main").querySelector("dl")!
    const pairs = [...list.querySelectorAll("dt")].map((term) => [term.textContent, term.nextElementSibling?.textContent])
    expect(pairs).toEqual([
      ["Distance", "12 miles NE of your base town, in a straight line"],
      ["Hit", "7:45 PM (2 h ago)"],
      ["Seen", "Dark red blood; Ran off hunched or slowly"],
      ["Hunter's note", "Hit behind the <b>shoulder</b>, ran toward the creek"],
      ["Where", "Imlay City, St. Clair County"],
      ["Offers", "1 tracker has offered"],
    ])
    // Nothing a hunter wrote is markup on the page.
    expect(list.querySelector("b")).toBeNull()
    expect(screen.getByText("Open: it ends by itself at Sat 1:40 AM.")).toBeInTheDocument()
    for (const name of [REQUESTS.offer, REQUESTS.decline, REQUESTS.notGenuine]) expect(screen.getByRole("button", { name })).toBeInTheDocument()
  })

  it("offers with an arrival time, then gives the hunter's name, Call, Text and the shot site with a map link", async () => {
    const calls = service()
    await open()
    fireEvent.change(screen.getByLabelText(REQUESTS.etaLabel), { target: { value: "45" } })
    await act(async () => fireEvent.click(screen.getByRole("button", { name: REQUESTS.offer })))
    expect(calls.find((call) => call.method === "POST")).toEqual({ method: "POST", url: REQUEST_API.answer, body: { id: ID, answer: "offer", eta: 45 } })
    expect(screen.getByText(REQUESTS.offered)).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: "The hunter: Dale Hunter, (810) 555-0177" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Call Dale Hunter" })).toHaveAttribute("href", "tel:+18105550177")
    expect(screen.getByRole("link", { name: "Text Dale Hunter" }).getAttribute("href")).toMatch(/^sms:\+18105550177\?&body=This%20is%20Ron%20Vanderkolk/)
    expect(screen.getByText("43.06500, -83.30000 (within 15 m)")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: REQUESTS.map })).toHaveAttribute("href", "https://maps.google.com/?q=43.06500,-83.30000")
    expect(screen.queryByRole("button", { name: REQUESTS.offer })).toBeNull()
  })

  it("marks a request not genuine only after saying what that does", async () => {
    const calls = service({ status: 200, body: { ...VIEW, answer: "not-genuine" } })
    await open()
    fireEvent.click(screen.getByRole("button", { name: REQUESTS.notGenuine }))
    expect(calls.some((call) => call.method === "POST")).toBe(false)
    expect(screen.getByText(/The hunter's number is refused for 30 days and the site's owner is told\./)).toBeInTheDocument()
    await act(async () => fireEvent.click(screen.getByRole("button", { name: REQUESTS.confirmNotGenuine })))
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ id: ID, answer: "not-genuine" })
    expect(screen.getByText(REQUESTS.markedNotGenuine)).toBeInTheDocument()
  })

  it("says in words why an answer was refused, and shows the request as it now stands", async () => {
    service({ status: 409, body: { error: "The hunter already has help, or the request has ended: nothing to do." } })
    await open()
    await act(async () => fireEvent.click(screen.getByRole("button", { name: REQUESTS.decline })))
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toContain("The hunter already has help, or the request has ended: nothing to do.")
  })

  it("opened from the test's notification, says it was the test", async () => {
    const calls = service()
    await open("test")
    expect(screen.getByText(REQUESTS.testBody)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: REQUESTS.back })).toHaveAttribute("href", "/status/")
    expect(calls).toEqual([])
  })
})

describe("RefusedNumbers", () => {
  it("lists each number a tracker marked not genuine, until when and by whom; nothing while there are none", () => {
    const { container } = render(<RefusedNumbers numbers={[]} />)
    expect(container).toBeEmptyDOMElement()
    render(<RefusedNumbers numbers={[{ phone: "+18105550177", until: "2026-12-27T20:10:00-05:00", by: "ron-vanderkolk" }]} />)
    expect(screen.getByRole("listitem")).toHaveTextContent("(810) 555-0177: refused until Dec 27, 8:10 PM, marked by ron-vanderkolk")
  })
})
