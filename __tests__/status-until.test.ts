/**
 * @jest-environment node
 */
import { checkStatusChange } from "../src/shared/status/api"
import { statusAt } from "../src/shared/status/availability"
import { endsAt, hasEnded, isoInZone, untilChoicesAt, untilFor } from "../src/shared/status/until"

const at = (iso: string) => Date.parse(iso)

describe("the end times a tracker taps", () => {
  it("works them out in Michigan time, with that day's offset", () => {
    const evening = at("2026-11-24T19:33:12-05:00")
    expect(untilFor("11pm", evening)).toBe("2026-11-24T23:00:00-05:00")
    expect(untilFor("6am", evening)).toBe("2026-11-25T06:00:00-05:00")
    // Two hours on, rounded up to five minutes.
    expect(untilFor("2h", evening)).toBe("2026-11-24T21:35:00-05:00")
    // In summer Michigan is UTC-4.
    expect(untilFor("11pm", at("2026-09-10T20:00:00-04:00"))).toBe("2026-09-10T23:00:00-04:00")
  })

  it("means this morning's 6 AM after midnight, and the next one otherwise", () => {
    expect(untilFor("6am", at("2026-11-25T02:10:00-05:00"))).toBe("2026-11-25T06:00:00-05:00")
    expect(untilFor("6am", at("2026-11-25T06:00:00-05:00"))).toBe("2026-11-26T06:00:00-05:00")
  })

  it("crosses the clock change: 6 AM the morning after it is in the new offset", () => {
    expect(untilFor("6am", at("2026-10-31T22:00:00-04:00"))).toBe("2026-11-01T06:00:00-05:00")
  })

  it("stops offering 'until 11 PM' half an hour before, whatever the server's own zone", () => {
    expect(untilChoicesAt(at("2026-11-24T22:29:00-05:00"))).toEqual(["2h", "11pm", "6am"])
    expect(untilChoicesAt(at("2026-11-24T22:31:00-05:00"))).toEqual(["2h", "6am"])
    expect(untilFor("11pm", at("2026-11-24T22:45:00-05:00"))).toBeNull()
  })

  it("writes a moment as Michigan's clock reads it", () => {
    expect(isoInZone(at("2026-11-24T21:30:00Z"))).toBe("2026-11-24T16:30:00-05:00")
  })
})

describe("when a status ends, wherever it came from", () => {
  const set = "2026-11-23T16:30:00-05:00"

  it("is its own end time when it has one", () => {
    expect(endsAt({ status: "busy", until: "2026-11-23T23:00:00-05:00", updatedAt: set })).toBe("2026-11-23T23:00:00-05:00")
  })

  it("is otherwise the end the status service gives a status set then: a day and a night for 'available', the season's end for 'off for the season'", () => {
    expect(endsAt({ status: "available", updatedAt: set })).toBe("2026-11-24T16:30:00-05:00")
    expect(endsAt({ status: "off-season", until: null, updatedAt: set })).toBe("2027-08-01T00:00:00-04:00")
    expect(endsAt({ status: "off-season", updatedAt: "2026-07-10T09:00:00-04:00" })).toBe("2026-08-01T00:00:00-04:00")
  })

  it("is none for 'on a track' without an end time, or a status the site does not know", () => {
    expect(endsAt({ status: "busy", updatedAt: set })).toBeNull()
    expect(endsAt({ status: "maybe", updatedAt: set })).toBeNull()
  })

  it("so an 'available' four days old has ended, and reads 'Call to ask' wherever it is shown", () => {
    const built = { status: "available", updatedAt: set }
    expect(hasEnded(built, at("2026-11-24T16:29:00-05:00"))).toBe(false)
    expect(hasEnded(built, at("2026-11-28T09:00:00-05:00"))).toBe(true)
    expect(hasEnded(null, at("2026-11-28T09:00:00-05:00"))).toBe(false)
    expect(statusAt({ ...built, until: endsAt(built) }, at("2026-11-28T09:00:00-05:00"))).toBe("ask")
  })
})

describe("a status change as sent", () => {
  it("is accepted when it says whose, which, and for 'on a track' until when", () => {
    expect(checkStatusChange({ tracker: "ron-vanderkolk", status: "busy", until: "11pm" })).toEqual({
      ok: true,
      value: { tracker: "ron-vanderkolk", status: "busy", until: "11pm" },
    })
    expect(checkStatusChange({ tracker: "ron-vanderkolk", status: "available" })).toEqual({
      ok: true,
      value: { tracker: "ron-vanderkolk", status: "available", until: null },
    })
    expect(checkStatusChange({ tracker: "ron-vanderkolk", status: "off-season", until: null })).toMatchObject({ ok: true })
  })

  it("is refused with a reason a person can act on", () => {
    const refused = (body: unknown) => {
      const checked = checkStatusChange(body)
      return checked.ok ? null : checked.message
    }
    expect(refused(null)).toMatch(/JSON object/)
    expect(refused([])).toMatch(/JSON object/)
    expect(refused({ tracker: "Ron Vanderkolk", status: "available" })).toMatch(/page name/)
    expect(refused({ tracker: "ron-vanderkolk", status: "maybe" })).toMatch(/available, busy or off-season/)
    // An "on a track" without an end would never lapse.
    expect(refused({ tracker: "ron-vanderkolk", status: "busy" })).toMatch(/until when/)
    expect(refused({ tracker: "ron-vanderkolk", status: "busy", until: "2026-11-24T23:00" })).toMatch(/until when/)
    // "Available" clears any end time: one sent with it is a mistake, not kept.
    expect(refused({ tracker: "ron-vanderkolk", status: "available", until: "2h" })).toMatch(/no end time/)
    expect(refused({ tracker: "ron-vanderkolk", status: "available", phone: "8105550100" })).toMatch(/Unknown field: phone/)
  })
})
