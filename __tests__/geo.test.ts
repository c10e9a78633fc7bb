import { aboutMiles, milesBetween, nearestFirst, type Point } from "../src/shared/geo"

const LAPEER: Point = { latitude: 43.0514, longitude: -83.3188 }
const PORT_HURON: Point = { latitude: 42.9709, longitude: -82.4249 }

describe("milesBetween", () => {
  it("measures the straight line between two towns", () => {
    expect(milesBetween(LAPEER, PORT_HURON)).toBeCloseTo(45.5, 1)
    expect(milesBetween(PORT_HURON, LAPEER)).toBeCloseTo(milesBetween(LAPEER, PORT_HURON), 10)
    expect(milesBetween(LAPEER, LAPEER)).toBe(0)
  })

  it("spans the state's corners, Monroe County to the Keweenaw, without rounding trouble", () => {
    const southEast: Point = { latitude: 41.7, longitude: -83.5 }
    const northWest: Point = { latitude: 47.4, longitude: -88.0 }
    expect(milesBetween(southEast, northWest)).toBeCloseTo(451.7, 1)
  })
})

describe("nearestFirst", () => {
  const town = (name: string, latitude: number | null, longitude: number | null) => ({
    name,
    point: latitude === null || longitude === null ? null : { latitude, longitude },
  })
  const names = (ranked: { item: { name: string } }[]) => ranked.map(({ item }) => item.name)

  it("orders by distance and gives each its miles", () => {
    const ranked = nearestFirst(
      [town("Port Huron", 42.9709, -82.4249), town("Imlay City", 43.0245, -83.0777), town("Lapeer", 43.0514, -83.3188)],
      LAPEER,
      (item) => item.point,
    )
    expect(names(ranked)).toEqual(["Lapeer", "Imlay City", "Port Huron"])
    expect(ranked[0].miles).toBe(0)
    expect(ranked[2].miles).toBeCloseTo(45.5, 1)
  })

  it("keeps the given order for items at the same distance, to a tenth of a mile", () => {
    const north = town("north", 43.1514, -83.3188)
    const south = town("south", 42.9514, -83.3188)
    const almostSouth = town("almost south", 42.9515, -83.3188)
    expect(names(nearestFirst([south, north, almostSouth], LAPEER, (item) => item.point))).toEqual(["south", "north", "almost south"])
    expect(names(nearestFirst([north, south], LAPEER, (item) => item.point))).toEqual(["north", "south"])
  })

  it("puts items without a position (or with a broken one) last, in the order given, with no miles", () => {
    const ranked = nearestFirst(
      [town("unknown", null, null), { name: "broken", point: { latitude: Number.NaN, longitude: -83 } }, town("far", 45, -84), town("near", 43.05, -83.3)],
      LAPEER,
      (item) => item.point,
    )
    expect(names(ranked)).toEqual(["near", "far", "unknown", "broken"])
    expect(ranked.slice(2).map(({ miles }) => miles)).toEqual([null, null])
  })

  it("returns nothing for nothing", () => {
    expect(nearestFirst([], LAPEER, () => null)).toEqual([])
  })
})

describe("aboutMiles", () => {
  it("rounds to whole miles and says the figure is approximate", () => {
    expect(aboutMiles(0)).toBe("under 1 mi")
    expect(aboutMiles(0.99)).toBe("under 1 mi")
    expect(aboutMiles(1.4)).toBe("about 1 mi")
    expect(aboutMiles(45.5)).toBe("about 46 mi")
  })
})
