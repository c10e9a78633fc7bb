/** @jest-environment node */
/**
 * A page built after a status's end shows it as over, with scripts off and
 * while React takes the page over: the build judges its statuses at its own
 * moment (src/build/page-trackers.ts), and the views, with no reader's clock
 * yet, at that moment (src/hooks/useStatusMoment.ts). As the server renders them.
 */
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { statusesAsBuilt } from "../src/build/page-trackers"
import { FirstCall } from "../src/components/FirstCall/FirstCall"
import { TrackerStatus } from "../src/components/TrackerStatus/TrackerStatus"
import { StatusesAsOf } from "../src/hooks/useStatusMoment"
import { endsAt } from "../src/shared/status/until"
import { trackerCards } from "./setup/fixtures"

const at = (iso: string) => Date.parse(iso)
const available = (updatedAt: string) => ({ status: "available", updatedAt, until: endsAt({ status: "available", updatedAt }) })
const SET = "2026-11-23T16:30:00-05:00"
const FRESH = "2026-11-28T08:00:00-05:00"
const BUILT = at("2026-11-28T09:00:00-05:00")

/** The server's markup of a page's part, with the statuses judged at `asOf`. */
const asBuilt = (asOf: string | null, element: React.ReactElement) =>
  renderToStaticMarkup(<StatusesAsOf.Provider value={asOf}>{element}</StatusesAsOf.Provider>)

describe("the moment a page's statuses are judged at as built", () => {
  it("is the latest of their ends that had passed when the page was built", () => {
    const { statusesAsOf } = statusesAsBuilt([{ availability: available(SET) }, { availability: available(FRESH) }, {}], BUILT)
    expect(statusesAsOf).toBe("2026-11-24T16:30:00-05:00")
  })

  it("is none while every status still holds, and the same for every build until another one ends", () => {
    expect(statusesAsBuilt([{ availability: available(FRESH) }], BUILT)).toEqual({ statusesAsOf: null })
    const twoBuilds = [BUILT, at("2026-11-28T21:00:00-05:00")].map((moment) =>
      statusesAsBuilt([{ availability: available(SET) }, { availability: available(FRESH) }], moment),
    )
    expect(twoBuilds[0]).toEqual(twoBuilds[1])
  })
})

describe("a status as built", () => {
  it("reads 'Call to ask' when it had ended when the page was built, with or without scripts, and as set when it had not", () => {
    const { statusesAsOf } = statusesAsBuilt([{ availability: available(SET) }], BUILT)
    const over = asBuilt(statusesAsOf, <TrackerStatus availability={available(SET)} now={null} tracker="ron" />)
    const current = asBuilt(statusesAsOf, <TrackerStatus availability={available(FRESH)} now={null} tracker="ron" />)
    // The line shows "Call to ask" once it carries data-lapsed (TrackerStatus.styles.ts), as it is served.
    expect(over).toMatch(/<p data-status-of="ron"[^>]* data-lapsed=""/)
    expect(current).not.toContain("data-lapsed")
    expect(current).toContain(">Available<")
  })

  it("is called in the order that follows: an ended 'available' after one that still holds", () => {
    const [first, second] = trackerCards.filter((tracker) => !tracker.isApprentice)
    const trackers = [
      { ...first, availability: available(SET) },
      { ...second, availability: available(FRESH) },
    ]
    const order = (asOf: string | null) => [...asBuilt(asOf, <FirstCall trackers={trackers} />).matchAll(/data-status-of="([^"]+)"/g)].map((match) => match[1])
    expect(order(null)).toEqual([first.slug, second.slug])
    expect(order(statusesAsBuilt(trackers, BUILT).statusesAsOf)).toEqual([second.slug, first.slug])
  })
})
