import { groupReviewsByTracker, trackersForCounty } from "../src/utils/directory"

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
})

describe("trackersForCounty", () => {
  const trackers = [
    { slug: "far", homeCounty: { slug: "huron" }, servesCounties: [{ slug: "sanilac" }] },
    { slug: "covers", homeCounty: { slug: "lapeer" }, servesCounties: [{ slug: "oakland" }, { slug: "genesee" }] },
    { slug: "based", homeCounty: { slug: "oakland" }, servesCounties: [{ slug: "oakland" }] },
    { slug: "none", homeCounty: { slug: "tuscola" }, servesCounties: null },
  ]

  it("lists trackers based in the county first, then those who cover it, each once", () => {
    const { based, serving } = trackersForCounty(trackers, "oakland")
    expect(based.map((tracker) => tracker.slug)).toEqual(["based"])
    expect(serving.map((tracker) => tracker.slug)).toEqual(["covers"])
  })

  it("lists nobody for a county no tracker covers", () => {
    expect(trackersForCounty(trackers, "saginaw")).toEqual({ based: [], serving: [] })
  })
})
