import { MAX_RECIPIENTS } from "../src/shared/requests/api"
import { NEAR_SHOT_MILES, availableNearShot, callListOf, fallbackOf, shotOf } from "../src/shared/requests/fallback"
import type { RosterCounty, RosterTracker } from "../src/shared/roster-file"

const NOW = Date.parse("2026-11-23T21:00:00-05:00")
const LAPEER: RosterCounty = { slug: "lapeer", name: "Lapeer", centre: { latitude: 43.09, longitude: -83.22 } }
const HURON: RosterCounty = { slug: "huron", name: "Huron", centre: { latitude: 43.83, longitude: -83.04 } }
const SHOT = { latitude: 43.05, longitude: -83.32 }

const available = { status: "available", until: null, updatedAt: "2026-11-23T16:00:00-05:00" }

function tracker(slug: string, latitude: number, availability: RosterTracker["availability"] = available, counties = ["lapeer"]): RosterTracker {
  return {
    slug,
    name: slug.replace(/^\w/, (letter) => letter.toUpperCase()),
    phone: "8105550100",
    isApprentice: false,
    yearsTracking: 5,
    baseTown: { name: "Town", latitude, longitude: -83.32 },
    counties,
    species: ["deer"],
    availability,
  }
}

// A degree of latitude is about 69 miles.
const near = tracker("near", 43.1)
const far = tracker("far", 43.05 + 50 / 69, available, ["huron"])
const farServingLapeer = tracker("serving", 43.05 + 60 / 69, available, ["huron", "lapeer"])
const busy = tracker("busy", 43.06, { status: "busy", until: null, updatedAt: available.updatedAt })
const lapsed = tracker("lapsed", 43.06, { ...available, until: "2026-11-23T20:00:00-05:00" })
const unknown = tracker("unknown", 43.06, null)

describe("availableNearShot", () => {
  it(`asks those available now within ${NEAR_SHOT_MILES} miles of the shot, nearest first`, () => {
    const nearby = tracker("nearer", 43.06)
    const asked = availableNearShot([near, far, nearby], { from: SHOT, county: null }, NOW)
    expect(asked.map(({ tracker }) => tracker.slug)).toEqual(["nearer", "near"])
  })

  it("asks a tracker who serves the shot's county wherever they live", () => {
    const asked = availableNearShot([far, farServingLapeer], { from: LAPEER.centre, county: "lapeer" }, NOW)
    expect(asked.map(({ tracker }) => tracker.slug)).toEqual(["serving"])
  })

  it("leaves out who is on a track, whose status has lapsed on the reader's clock, or who has none", () => {
    expect(availableNearShot([busy, lapsed, unknown, near], { from: SHOT, county: null }, NOW).map(({ tracker }) => tracker.slug)).toEqual(["near"])
  })

  it(`asks at most ${MAX_RECIPIENTS}, as the service does`, () => {
    const crowd = Array.from({ length: MAX_RECIPIENTS + 5 }, (_, index) => tracker(`t${index}`, 43.05 + index / 1000))
    expect(availableNearShot(crowd, { from: SHOT, county: null }, NOW)).toHaveLength(MAX_RECIPIENTS)
  })

  it("asks every available tracker when the form says neither where nor which county", () => {
    expect(availableNearShot([near, far, busy], { from: null, county: null }, NOW).map(({ tracker }) => tracker.slug)).toEqual(["far", "near"])
  })
})

describe("callListOf", () => {
  it("lists in the site's order to call, with the status as hunters read it and whole miles", () => {
    expect(callListOf([busy, far, near], { from: SHOT, county: null }, NOW)).toEqual([
      { slug: "near", name: "Near", phone: "+18105550100", status: "Available", miles: 3 },
      { slug: "far", name: "Far", phone: "+18105550100", status: "Available", miles: 50 },
      { slug: "busy", name: "Busy", phone: "+18105550100", status: "On a track or full tonight", miles: 1 },
    ])
  })
})

describe("shotOf", () => {
  it("measures from the phone's position when there is one, else from the county's centre", () => {
    const form = { latitude: "43.05", longitude: "-83.32", accuracy: "12", county: "lapeer", hitAt: "18:40", name: "Sam", phone: "8105550177", consent: "yes" }
    expect(shotOf(form, [LAPEER]).place).toEqual({ from: SHOT, county: "lapeer" })
    expect(shotOf({ ...form, latitude: "", longitude: "" }, [LAPEER]).place).toEqual({ from: LAPEER.centre, county: "lapeer" })
    expect(shotOf({ ...form, latitude: "north", county: "nowhere" }, [LAPEER]).place).toEqual({ from: null, county: null })
  })

  it("names the county and keeps only the signs the form offers", () => {
    const { details } = shotOf({ county: "huron", place: " Bad Axe ", signs: ["dark-blood", "bogus" as never], hitAt: "06:10", name: "Sam", phone: "1" }, [
      LAPEER,
      HURON,
    ])
    expect(details).toMatchObject({ county: "Huron", place: "Bad Axe", signs: ["dark-blood"], position: null })
  })
})

describe("fallbackOf", () => {
  const form = { county: "lapeer", place: "Imlay City", hitAt: "18:40", name: "Sam", phone: "8105550177", consent: "yes" }

  it("gives one text to those near and available, by name, and the call list", () => {
    const { groupText, callList } = fallbackOf(form, { trackers: [near, busy, far], counties: [LAPEER] }, NOW, "android")
    expect(groupText?.names).toEqual(["Near"])
    expect(groupText?.href).toMatch(/^sms:\+18105550100\?body=Wounded%20deer/)
    expect(callList.map((entry) => entry.slug)).toEqual(["near", "far", "busy"])
  })

  it("gives no text when nobody near is available, and still the call list", () => {
    const { groupText, callList } = fallbackOf(form, { trackers: [busy], counties: [LAPEER] }, NOW, "ios")
    expect(groupText).toBeNull()
    expect(callList).toHaveLength(1)
  })
})
