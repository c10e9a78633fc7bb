/**
 * @jest-environment node
 */
/** The steps after the build: their order, and a failing step stopping the build. */
import type { Reporter } from "gatsby"
import { POST_BUILD_STEPS, runPostBuild, type PostBuildData, type PostBuildStep } from "../src/build/post-build"

const data = { siteSettings: { brandName: "Trackers", tagline: "t", heroRating: 5, heroReviewCount: 1 }, allTracker: { nodes: [] } } as unknown as PostBuildData

function fakeReporter() {
  const lines: string[] = []
  const reporter = { info: (line: string) => lines.push(`info ${line}`), panicOnBuild: (line: string) => lines.push(`panic ${line}`) } as unknown as Reporter
  return { lines, reporter }
}

describe("the steps after the build", () => {
  it("clean the renderer's NUL bytes first, write the cards, the roster and the structured data before the pages are rewritten, stamp the pages after, give each its style policy, and all before the worker and the host rules read them", () => {
    expect(POST_BUILD_STEPS.map((step) => step.name)).toEqual(["Stray NUL bytes", "Contact cards", "Roster file", "Structured data", "Live statuses first", "Paint first", "First-screen styles", "Share image", "Build stamp", "Style policies", "Offline worker", "Host rules"])
  })

  it("run in order, and the first that fails stops the build with its message", async () => {
    const ran: string[] = []
    const step = (name: string, fails = false): PostBuildStep => ({
      name,
      run: () => {
        ran.push(name)
        if (fails) throw new Error("it broke")
        return "done"
      },
    })
    const { lines, reporter } = fakeReporter()
    await runPostBuild(data, reporter, [step("one"), step("two", true), step("three")])
    expect(ran).toEqual(["one", "two"])
    expect(lines).toEqual(["info one: done", "panic two: it broke"])
  })

  it("stop the build when no page can start its scripts after the first paint", () => {
    const paintFirst = POST_BUILD_STEPS.find((step) => step.name === "Paint first")!
    expect(() => paintFirst.run({ root: "/", publicDir: "/", data: data as never, files: () => [], pages: [] })).toThrow(/Revisit src\/internals\/gatsby.ts/)
  })
})
