/** @jest-environment jsdom */
import React from "react"
import { render } from "@testing-library/react"
import { askForStatuses, markLapsed, showEarlyAnswer, showLiveStatuses } from "../src/browser/status/early"
import { TrackerStatus } from "../src/components/TrackerStatus/TrackerStatus"
import { STATUS_PATH, type LiveStatus } from "../src/shared/status/api"
import type { Availability } from "../src/shared/status/availability"
import { STATUS_LINE } from "../src/shared/status/markup"

/** The live statuses before the app: the one writer of the status lines React built, until React takes them over. */
const at = (iso: string) => Date.parse(iso)
const BUILT: Availability = { status: "available", updatedAt: "2026-11-23T16:30:00-05:00" }
const ON_A_TRACK: LiveStatus = { status: "busy", until: "2026-11-24T23:00:00-05:00", updatedAt: "2026-11-24T18:00:00-05:00" }

/** A page's status lines as the build renders them (the reader's clock unknown). */
function builtPage(lines: Record<string, Availability>): HTMLElement {
  const { container } = render(
    <>
      {Object.entries(lines).map(([tracker, availability]) => (
        <TrackerStatus key={tracker} availability={availability} now={null} tracker={tracker} />
      ))}
    </>,
  )
  return container
}
const line = (page: HTMLElement, tracker: string) => page.querySelector<HTMLElement>(`[${STATUS_LINE.tracker}="${tracker}"]`)!

describe("markLapsed", () => {
  it("marks each status whose end has passed, and no other", () => {
    const page = builtPage({
      over: { status: "busy", until: "2026-11-23T23:00:00-05:00", updatedAt: BUILT.updatedAt },
      later: { status: "busy", until: "2026-11-24T23:00:00-05:00", updatedAt: BUILT.updatedAt },
      open: BUILT,
    })
    markLapsed(page, at("2026-11-24T08:00:00-05:00"))
    expect(line(page, "over")).toHaveAttribute(STATUS_LINE.lapsed)
    expect(line(page, "later")).not.toHaveAttribute(STATUS_LINE.lapsed)
    expect(line(page, "open")).not.toHaveAttribute(STATUS_LINE.lapsed)
  })
})

describe("showLiveStatuses", () => {
  it("lays a newer live status over the built one in React's own words as built, so React takes the line over unchanged", () => {
    const page = builtPage({ ron: BUILT })
    showLiveStatuses({ ron: ON_A_TRACK }, page, at("2026-11-24T19:00:00-05:00"))
    expect(line(page, "ron")).toHaveTextContent("On a track or full tonight until 11 PM Tue Nov 24")
    expect(line(page, "ron")).toHaveTextContent("updated Nov 24, 6 PM")
    expect(line(page, "ron").isEqualNode(line(builtPage({ ron: ON_A_TRACK }), "ron"))).toBe(true)
  })

  it("marks a live status already over when it arrives, and keeps a built status newer than the live one", () => {
    const page = builtPage({ ron: BUILT, doug: { status: "off-season", updatedAt: "2026-11-25T09:00:00-05:00" } })
    showLiveStatuses({ ron: ON_A_TRACK, doug: ON_A_TRACK }, page, at("2026-11-25T10:00:00-05:00"))
    expect(line(page, "ron")).toHaveAttribute(STATUS_LINE.lapsed)
    expect(line(page, "doug")).toHaveAttribute(STATUS_LINE.status, "off-season")
  })
})

describe("showEarlyAnswer", () => {
  it("lays the early answer over the page once it comes, and says so for the app to hydrate with", async () => {
    builtPage({ ron: BUILT })
    const early = { asked: Promise.resolve({ ron: ON_A_TRACK }) }
    showEarlyAnswer(early)
    await early.asked
    expect(line(document.body, "ron")).toHaveAttribute(STATUS_LINE.status, "busy")
    expect(early).toMatchObject({ shown: { ron: ON_A_TRACK } })
  })

  it("leaves the page to React once the app has taken over, and does nothing without an answer", async () => {
    builtPage({ ron: BUILT })
    const taken = { asked: Promise.resolve({ ron: ON_A_TRACK }), taken: true }
    const unanswered = { asked: Promise.resolve(null) }
    showEarlyAnswer(taken)
    showEarlyAnswer(unanswered)
    await Promise.all([taken.asked, unanswered.asked])
    expect(line(document.body, "ron")).toHaveAttribute(STATUS_LINE.status, "available")
    expect([taken, unanswered].map((early) => "shown" in early)).toEqual([false, false])
  })
})

describe("askForStatuses", () => {
  const answer = (response: Partial<Response> | Error) =>
    jest.fn(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response as Response)))

  beforeEach(() => Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true }))
  afterEach(() => {
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true })
    delete (window as { fetch?: unknown }).fetch
  })

  it("asks the status service, as JSON, and gives its answer", async () => {
    window.fetch = answer({ ok: true, json: () => Promise.resolve({ ron: ON_A_TRACK }) })
    await expect(askForStatuses().asked).resolves.toEqual({ ron: ON_A_TRACK })
    expect(window.fetch).toHaveBeenCalledWith(STATUS_PATH, { headers: { Accept: "application/json" } })
  })

  it("gives null when the service answers with an error or cannot be reached, so the page keeps its built statuses", async () => {
    window.fetch = answer({ ok: false })
    await expect(askForStatuses().asked).resolves.toBeNull()
    window.fetch = answer(new TypeError("Failed to fetch"))
    await expect(askForStatuses().asked).resolves.toBeNull()
  })
})
