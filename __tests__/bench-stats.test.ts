import { formatSummary, formatValue, median, routeTable, summaryMarkdown, targetMisses, type RunFigures } from "../scripts/bench/stats"
import { changedPhone } from "../scripts/bench/project"

const run = (overrides: Partial<RunFigures> = {}): RunFigures => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 800,
  lcp: 900,
  tbt: 20,
  cls: 0,
  transferBytes: 100 * 1024,
  jsBytes: 60 * 1024,
  ...overrides,
})

describe("Benchmark statistics", () => {
  it("takes the middle value of an odd count and the mean of the middle two of an even count", () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(() => median([])).toThrow()
  })

  it("formats milliseconds, bytes, CLS and scores for people", () => {
    expect(formatValue(688, "ms")).toBe("688 ms")
    expect(formatValue(1234, "ms")).toBe("1.23 s")
    expect(formatValue(2048, "bytes")).toBe("2.0 KiB")
    expect(formatValue(0.0004, "cls")).toBe("0.000")
    expect(formatValue(98.4, "score")).toBe("98")
  })

  it("shows the range only when the runs disagree", () => {
    expect(formatSummary({ median: 900, min: 900, max: 900 }, "ms")).toBe("900 ms")
    expect(formatSummary({ median: 900, min: 850, max: 1100 }, "ms")).toBe("900 ms (850 ms–1.10 s)")
  })

  it("prints one row per metric for a route", () => {
    const table = routeTable([run(), run({ lcp: 1200 }), run({ lcp: 700 })])
    expect(table).toMatch(/^Metric\s+Median\s+Range/)
    expect(table).toMatch(/LCP\s+900 ms\s+700 ms – 1.20 s/)
  })

  it("builds the README's markdown table, one row per route", () => {
    const markdown = summaryMarkdown([{ route: "/", runs: [run()] }])
    expect(markdown.split("\n")).toHaveLength(3)
    expect(markdown).toContain("| `/` | 100 | 100 | 100 | 100 | 800 ms | 900 ms | 20 ms | 0.000 | 100.0 KiB | 60.0 KiB |")
  })

  it("names each missed target with the measured median", () => {
    expect(targetMisses([run()])).toEqual([])
    expect(targetMisses([run({ performance: 97, tbt: 120, cls: 0.02 })])).toEqual([
      "Performance 97 (target 100)",
      "TBT 120 ms (target ≤ 50 ms)",
      "CLS 0.020 (target 0)",
    ])
  })
})

describe("Warm-rebuild edit", () => {
  it("changes a phone number to another valid 10-digit number on the same exchange", () => {
    const changed = changedPhone("8105550163")
    expect(changed).toMatch(/^8105550\d{3}$/)
    expect(changed).not.toBe("8105550163")
    expect(changedPhone("8105550199")).toBe("8105550136")
  })
})
