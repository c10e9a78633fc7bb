/**
 * @jest-environment node
 */
/**
 * The benchmark's time-to-call figures and options (scripts/bench/call-figures.ts,
 * scripts/bench/options.ts): pure logic only; the bench itself is not run here.
 */
import { firstSeen, formatCall, summariseSamples, timeToCallTable } from "../scripts/bench/call-figures"
import { parseArgs } from "../scripts/bench/options"
import { kb, workerUrls } from "../scripts/bench/roster-size"

describe("time to call", () => {
  it("takes the first sample in which a link was laid out, anywhere and in the first screen", () => {
    const probes = [
      { now: 100, anywhere: false, firstScreen: false },
      { now: 700, anywhere: true, firstScreen: false },
      { now: 900, anywhere: true, firstScreen: true },
    ]
    expect(firstSeen(probes)).toEqual({ anywhere: 700, firstScreen: 900 })
    expect(firstSeen(probes.slice(0, 2))).toEqual({ anywhere: 700, firstScreen: null })
  })

  it("summarises the runs that saw the link and counts those that did not", () => {
    const result = summariseSamples({ label: "Home", path: "/" }, "off", [
      { anywhere: 800, firstScreen: 850 },
      { anywhere: 820, firstScreen: null },
      { anywhere: 900, firstScreen: 950 },
    ])
    expect(result.anywhere).toEqual({ median: 820, min: 800, max: 900 })
    expect(result.firstScreen).toEqual({ median: 900, min: 850, max: 950 })
    expect(result.firstScreenMissed).toBe(1)
    expect(formatCall(result.firstScreen, 1, 3)).toBe("900 ms (850–950); not in 1 of 3 runs")
    expect(formatCall(null, 3, 3)).toBe("never (0 of 3 runs)")
    const table = timeToCallTable([result])
    expect(table).toContain("| Home `/` | off | 900 ms (850–950); not in 1 of 3 runs | 820 ms (800–900) | no |")
  })
})

describe("bench options", () => {
  it("runs every part by default and the named ones with --only", () => {
    expect([...parseArgs([]).parts]).toEqual(["builds", "call", "live", "lighthouse", "roster"])
    expect([...parseArgs(["--only", "call,roster"]).parts]).toEqual(["call", "roster"])
    expect([...parseArgs(["--only", "call", "--only", "roster"]).parts]).toEqual(["call", "roster"])
    expect(parseArgs(["--trackers", "200", "--runs", "3"])).toMatchObject({ trackers: 200, runs: 3 })
    expect(() => parseArgs(["--only", "speed"])).toThrow(/Unknown part speed/)
  })
})

describe("roster sizes", () => {
  it("reads the offline worker's list from its minified bundle", () => {
    const bundle = 'x=[{url:"/",revision:"ab12",tier:0},{url:"/roster.json",revision:null,tier:1}];'
    expect(workerUrls(bundle)).toEqual(["/", "/roster.json"])
    expect(() => workerUrls("nothing here")).toThrow(/changed form/)
  })

  it("writes sizes in decimal units, as the targets are written", () => {
    expect(kb(950)).toBe("950 B")
    expect(kb(1234)).toBe("1.23 KB")
    expect(kb(19_999)).toBe("20.0 KB")
    expect(kb(1_500_000)).toBe("1.50 MB")
  })
})
