import { agoWords, dateAndTime, hasLapsed, newerOf, statusAt, statusWords, untilWords } from "../src/shared/status/availability"

/** "On a track until 23:00" set at 4:30 PM, Michigan time in November (UTC-5). */
const BUSY = { status: "busy", until: "2026-11-23T23:00:00-05:00", updatedAt: "2026-11-23T16:30:00-05:00" }
const at = (iso: string) => Date.parse(iso)

describe("statusAt", () => {
  it("shows the tracker's status until its end time, and 'ask' from that minute on", () => {
    expect(statusAt(BUSY, at("2026-11-23T22:59:59-05:00"))).toBe("busy")
    expect(statusAt(BUSY, at("2026-11-23T23:00:00-05:00"))).toBe("ask")
    // The same instant written in UTC: the offset, not the reader's zone, decides.
    expect(statusAt(BUSY, at("2026-11-24T03:59:00Z"))).toBe("busy")
  })

  it("keeps a status without an end time, and takes the stored one when there is no clock yet", () => {
    expect(statusAt({ status: "off-season", updatedAt: BUSY.updatedAt }, at("2027-03-01T12:00:00-05:00"))).toBe("off-season")
    expect(statusAt(BUSY, null)).toBe("busy")
  })

  it("says 'ask' for no status or one the site does not know", () => {
    expect(statusAt(null, null)).toBe("ask")
    expect(statusAt(undefined, Date.now())).toBe("ask")
    expect(statusAt({ status: "maybe", updatedAt: BUSY.updatedAt }, null)).toBe("ask")
  })
})

describe("hasLapsed", () => {
  it("is false without an end time or with one that cannot be read", () => {
    expect(hasLapsed(null, Date.now())).toBe(false)
    expect(hasLapsed("tonight", Date.now())).toBe(false)
  })
})

describe("the words on a card", () => {
  it("writes the end time as the tracker's clock reads it, with the day when it is not the reader's day", () => {
    const evening = at("2026-11-23T19:40:00-05:00")
    expect(untilWords(BUSY.until, evening)).toBe("11 PM")
    expect(untilWords("2026-11-24T06:30:00-05:00", evening)).toBe("Tue 6:30 AM")
    expect(untilWords("2026-12-05T00:00:00-05:00", evening)).toBe("Dec 5, 12 AM")
    // The reader's day is Michigan's, whatever the phone's own zone: 9 PM in Michigan is already tomorrow in UTC.
    expect(untilWords(BUSY.until, at("2026-11-24T02:00:00Z"))).toBe("11 PM")
  })

  it("dates the end time as built, so a page read later with scripts off cannot pass for tonight's", () => {
    expect(untilWords(BUSY.until, null)).toBe("11 PM Mon Nov 23")
    expect(statusWords(BUSY, null)).toBe("On a track or full tonight until 11 PM Mon Nov 23")
    expect(statusWords(BUSY, at("2026-11-23T20:00:00-05:00"))).toBe("On a track or full tonight until 11 PM")
    expect(statusWords(BUSY, at("2026-11-23T23:00:00-05:00"))).toBe("Call to ask")
    expect(statusWords(null, null)).toBe("Call to ask")
  })

  it("takes the newer of the built and the live status", () => {
    const live = { status: "available", until: null, updatedAt: "2026-11-23T18:00:00-05:00" }
    expect(newerOf(BUSY, live)).toBe(live)
    expect(newerOf(live, BUSY)).toBe(live)
    expect(newerOf(null, live)).toBe(live)
    expect(newerOf(BUSY, null)).toBe(BUSY)
  })

  it("dates the status as built, and says how long ago in the browser", () => {
    expect(dateAndTime(BUSY.updatedAt)).toBe("Nov 23, 4:30 PM")
    const now = at("2026-11-23T19:40:00-05:00")
    expect(agoWords(BUSY.updatedAt, now)).toBe("3 h ago")
    expect(agoWords("2026-11-23T19:28:00-05:00", now)).toBe("12 min ago")
    expect(agoWords("2026-11-23T19:40:20-05:00", now)).toBe("just now")
    expect(agoWords("2026-11-20T19:40:00-05:00", now)).toBe("3 days ago")
  })
})
