/**
 * @jest-environment node
 */
/** The steps after the build: their order, worked out from what each must come after, and one pass over the pages. */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Reporter } from "gatsby"
import type { BuildData } from "../src/build/build-data"
import { POST_BUILD_STEPS, postBuildOrder, runPostBuild, type PostBuildStep } from "../src/build/post-build"
import { orderSteps } from "../src/build/post-build/order"
import { appendChild, bodyOf, createElement, findAll, parsePage } from "../src/build/html-tree"

const data = { siteSettings: { brandName: "Trackers", tagline: "t", heroRating: 5, heroReviewCount: 1 }, allTracker: { nodes: [] } } as unknown as BuildData

function fakeReporter() {
  const lines: string[] = []
  const reporter = { info: (line: string) => lines.push(`info ${line}`), panicOnBuild: (line: string) => lines.push(`panic ${line}`) } as unknown as Reporter
  return { lines, reporter }
}

/** A site root whose public/ holds these pages. */
function siteWith(pages: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "post-build-"))
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(root, "public", file)), { recursive: true })
    fs.writeFileSync(path.join(root, "public", file), html)
  }
  return root
}

const PAGE = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>A</title></head><body><div id="___gatsby"><p>Call</p></div></body></html>'

describe("the order of the steps after the build", () => {
  it("is worked out from their declarations: cards and roster before the stamp that hashes them, the pages' scripts and styles before their style policy, and the worker and host rules after every page step", () => {
    expect(postBuildOrder(POST_BUILD_STEPS).map((step) => step.name)).toEqual([
      "Contact cards",
      "Roster file",
      "Editor sign-in script",
      "Structured data",
      "Paint first",
      "First-screen styles",
      "Live statuses first",
      "Inline scripts",
      "Share image",
      "Build stamp",
      "Style policies",
      "Offline worker",
      "Host rules",
    ])
  })

  it("puts a step after those it names, wherever it is listed, and keeps the listed order where the declarations leave a choice", () => {
    const order = orderSteps([{ name: "c", after: ["b"] }, { name: "a" }, { name: "b", after: ["a"] }, { name: "d" }])
    expect(order.map((step) => step.name)).toEqual(["a", "b", "c", "d"])
  })

  it("fails clearly on a step that names no step, on two steps that wait on each other, and on two steps of one name", () => {
    expect(() => orderSteps([{ name: "a", after: ["missing"] }])).toThrow('"a" must come after "missing", which no step is called')
    expect(() => orderSteps([{ name: "a", after: ["b"] }, { name: "b", after: ["a"] }, { name: "c" }])).toThrow(
      /wait on each other.*"a" \(after b\); "b" \(after a\)/,
    )
    expect(() => orderSteps([{ name: "a" }, { name: "a" }])).toThrow('two steps are called "a"')
  })
})

describe("running the steps after the build", () => {
  it("reads and parses each page once, hands it through every page step, writes it once, then runs the steps that read the pages", async () => {
    const root = siteWith({
      "index.html": PAGE,
      "tracker/a/index.html": PAGE.replace("<p>Call</p>", "<p>Call\0 A</p>"),
      "_gatsby/slices/x.html": "<p>slice</p>",
    })
    const seen: string[] = []
    const mark = (name: string): PostBuildStep => ({
      name,
      survey: (pages) => pages.length,
      page: (page, count) => {
        appendChild(bodyOf(page.document), createElement("i", { "data-step": `${name} of ${count}` }))
        return page
      },
      report: () => "marked",
    })
    const reader: PostBuildStep = {
      name: "reader",
      readsPages: true,
      run: ({ publicDir, documents }) => {
        seen.push(fs.readFileSync(path.join(publicDir, "index.html"), "utf8"))
        return `${documents.size} pages`
      },
    }
    const write = jest.spyOn(fs, "writeFileSync")
    try {
      const { lines, reporter } = fakeReporter()
      await runPostBuild(data, reporter, [reader, { ...mark("second"), after: ["first"] }, mark("first")], root)
      expect(lines).toEqual([
        "info Stray NUL bytes: 1 of 2 pages had NUL bytes from the renderer, removed",
        "info first: marked",
        "info second: marked",
        "info Pages: 2 of 2 pages written",
        "info reader: 2 pages",
      ])
      expect(write.mock.calls.map(([file]) => path.relative(path.join(root, "public"), String(file))).sort()).toEqual(["index.html", "tracker/a/index.html"])
      expect(seen).toEqual([PAGE.replace("</body>", '<i data-step="first of 2"></i><i data-step="second of 2"></i></body>')])
      expect(fs.readFileSync(path.join(root, "public", "tracker/a/index.html"), "utf8")).toContain("<p>Call A</p>")
      expect(fs.readFileSync(path.join(root, "public", "_gatsby/slices/x.html"), "utf8")).toBe("<p>slice</p>")
    } finally {
      write.mockRestore()
      fs.rmSync(root, { recursive: true, force: true })
    }
  })

  it("stops the build at the first step that fails, with its message, and writes no page", async () => {
    const root = siteWith({ "index.html": PAGE })
    const ran: string[] = []
    const step = (name: string, fails = false): PostBuildStep => ({
      name,
      run: () => {
        ran.push(name)
        if (fails) throw new Error("it broke")
        return "done"
      },
    })
    try {
      const { lines, reporter } = fakeReporter()
      await runPostBuild(data, reporter, [step("one"), step("two", true), step("three")], root)
      expect(ran).toEqual(["one", "two"])
      expect(lines.slice(1)).toEqual(["info one: done", "panic two: it broke"])
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })

  it("stops the build when no page can start its scripts after the first paint", async () => {
    const root = siteWith({ "index.html": PAGE })
    try {
      const { lines, reporter } = fakeReporter()
      await runPostBuild(
        data,
        reporter,
        POST_BUILD_STEPS.filter((step) => step.name === "Paint first"),
        root,
      )
      expect(lines.at(-1)).toMatch(/^panic Paint first: .*Revisit src\/internals\/gatsby.ts/)
      expect(findAll(parsePage(fs.readFileSync(path.join(root, "public", "index.html"), "utf8")), { tag: "script" })).toEqual([])
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
