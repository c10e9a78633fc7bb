import { compareCallOrder, groupReviewsByTracker, rankTrackers, trackersCovering } from "../src/shared/call-order"
import { countyTrackers } from "./setup/fixtures"

const review = (slug: string, tracker: string) => ({ slug, tracker: { slug: tracker, name: tracker.toUpperCase() } })

describe("groupReviewsByTracker", () => {
  it("groups reviews by tracker, the tracker with most reviews first", () => {
    const groups = groupReviewsByTracker([review("a1", "ann"), review("b1", "bob"), review("b2", "bob"), review("c1", "cy")])
    expect(groups.map((group) => [group.slug, group.reviews.map((item) => item.slug)])).toEqual([
      ["bob", ["b1", "b2"]],
      ["ann", ["a1"]],
      ["cy", ["c1"]],
    ])
  })

  it("keeps the given order inside a group and names the group after the tracker", () => {
    const [group] = groupReviewsByTracker([review("x2", "ann"), review("x1", "ann")])
    expect(group.name).toBe("ANN")
    expect(group.reviews.map((item) => item.slug)).toEqual(["x2", "x1"])
  })

  it("returns no groups for no reviews", () => {
    expect(groupReviewsByTracker([])).toEqual([])
  })

  it("orders and counts by each tracker's total when the reviews are only some of theirs", () => {
    const groups = groupReviewsByTracker([review("a1", "ann"), review("b1", "bob"), review("b2", "bob")], [{ tracker: "ann", count: 9 }])
    expect(groups.map((group) => [group.slug, group.total, group.reviews.length])).toEqual([
      ["ann", 9, 1],
      ["bob", 2, 2],
    ])
  })
})

describe("trackersCovering", () => {
  const trackers = [
    { slug: "far", homeCounty: { slug: "huron" }, servesCounties: [{ slug: "sanilac" }] },
    { slug: "covers", homeCounty: { slug: "lapeer" }, servesCounties: [{ slug: "oakland" }, { slug: "genesee" }] },
    { slug: "based", homeCounty: { slug: "oakland" }, servesCounties: [{ slug: "oakland" }] },
    { slug: "none", homeCounty: { slug: "tuscola" }, servesCounties: null },
  ]

  it("lists the trackers based in the county or covering it, each once, in the order given", () => {
    expect(trackersCovering(trackers, "oakland").map((tracker) => tracker.slug)).toEqual(["covers", "based"])
  })

  it("lists nobody for a county no tracker covers", () => {
    expect(trackersCovering(trackers, "saginaw")).toEqual([])
  })
})

describe("compareCallOrder", () => {
  const person = (name: string, yearsTracking: number, isApprentice = false) => ({ name, yearsTracking, isApprentice })

  it("puts experienced trackers before apprentices, then the most years first, then by name", () => {
    const list = [person("Zed", 3, true), person("Cal", 9), person("Abe", 9), person("Bo", 20), person("Al", 30, true)]
    expect([...list].sort(compareCallOrder).map((item) => item.name)).toEqual(["Bo", "Abe", "Cal", "Al", "Zed"])
  })
})

describe("rankTrackers", () => {
  const NOW = Date.parse("2026-11-23T20:00:00-05:00")
  const set = (status: string, until?: string) => ({ status, until, updatedAt: "2026-11-23T16:30:00-05:00" })
  const tracker = (slug: string, latitude: number, status: ReturnType<typeof set> | null, yearsTracking = 10) => ({
    slug,
    name: slug,
    isApprentice: false,
    yearsTracking,
    baseTown: { latitude, longitude: -83.3 },
    availability: status,
  })
  const slugs = (ranked: { tracker: { slug: string } }[]) => ranked.map((item) => item.tracker.slug)

  it("puts those who can come first, then those without a status, then those who cannot, each group in the call order", () => {
    const list = [
      tracker("off", 43, set("off-season"), 20),
      tracker("busy", 43, set("busy"), 12),
      tracker("unknown", 43, null),
      tracker("free", 43, set("available")),
    ]
    const ranked = rankTrackers(list, { now: NOW })
    expect(slugs(ranked)).toEqual(["free", "unknown", "off", "busy"])
    expect(ranked.map((item) => item.miles)).toEqual([null, null, null, null])
  })

  it("orders by distance within each group once there is a starting point", () => {
    const list = [tracker("far-free", 44, set("available")), tracker("near-busy", 43.01, set("busy")), tracker("near-free", 43.1, set("available"))]
    const ranked = rankTrackers(list, { now: NOW, from: { latitude: 43, longitude: -83.3 } })
    expect(slugs(ranked)).toEqual(["near-free", "far-free", "near-busy"])
    expect(ranked[0].miles).toBeCloseTo(6.9, 1)
  })

  it("lapses a status whose end time has passed at `now`, and keeps it as stored without a clock", () => {
    const list = [tracker("was-busy", 43, set("busy", "2026-11-23T19:00:00-05:00")), tracker("unknown", 43, null)]
    expect(rankTrackers(list, { now: NOW }).map((item) => item.status)).toEqual(["ask", "ask"])
    expect(rankTrackers(list, { now: null }).map((item) => [item.tracker.slug, item.status])).toEqual([
      ["unknown", "ask"],
      ["was-busy", "busy"],
    ])
  })

  it("puts a Lapeer tracker first for a hunter near Lapeer, with the real roster", () => {
    const nearLapeer = { latitude: 43.06, longitude: -83.33 }
    const roster = countyTrackers.map((item) => ({ ...item, availability: null }))
    const [first] = rankTrackers(roster, { now: NOW, from: nearLapeer })
    expect(first.tracker.homeCounty.slug).toBe("lapeer")
    expect(first.tracker.baseTown.name).toBe("Lapeer")
    expect(first.miles).toBeLessThan(1)
  })
})
