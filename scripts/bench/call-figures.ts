/**
 * The time-to-call part's pure half: what one page load's samples mean and
 * the table the benchmark prints (./time-to-call.ts does the measuring).
 */
import type { BenchRoute } from "./routes"
import { markdownTable, summarise, type Summary } from "./stats"

/** The target: a hunter on one bar can call within this. */
export const TIME_TO_CALL_TARGET_MS = 900

export const PHONE_SCREEN = { width: 390, height: 844 } as const

export type Scripts = "on" | "off"

/** One page load: when (page clock, ms) a tel: link was first seen laid out anywhere and inside the first screen; null if never. */
export interface CallSample {
  anywhere: number | null
  firstScreen: number | null
}

export interface TimeToCall {
  label: string
  path: string
  scripts: Scripts
  samples: CallSample[]
  /** Over the runs where it was seen; null if it never was. */
  anywhere: Summary | null
  firstScreen: Summary | null
  /** Runs in which no tel: link reached the first screen. */
  firstScreenMissed: number
}

/** Pure: the first sample time at which each condition held. */
export function firstSeen(probes: readonly { now: number; anywhere: boolean; firstScreen: boolean }[]): CallSample {
  return {
    anywhere: probes.find((probe) => probe.anywhere)?.now ?? null,
    firstScreen: probes.find((probe) => probe.firstScreen)?.now ?? null,
  }
}

export function summariseSamples(route: BenchRoute, scripts: Scripts, samples: CallSample[]): TimeToCall {
  const seen = (key: keyof CallSample) => samples.map((sample) => sample[key]).filter((value): value is number => value !== null)
  const anywhere = seen("anywhere")
  const firstScreen = seen("firstScreen")
  return {
    label: route.label,
    path: route.path,
    scripts,
    samples,
    anywhere: anywhere.length > 0 ? summarise(anywhere) : null,
    firstScreen: firstScreen.length > 0 ? summarise(firstScreen) : null,
    firstScreenMissed: samples.length - firstScreen.length,
  }
}

const ms = (value: number) => `${Math.round(value)} ms`

/** `median (min–max)`, with the runs that never saw it named. */
export function formatCall(summary: Summary | null, missed: number, runs: number): string {
  if (!summary) return `never (0 of ${runs} runs)`
  const range = summary.min === summary.max ? ms(summary.median) : `${ms(summary.median)} (${Math.round(summary.min)}–${Math.round(summary.max)})`
  return missed > 0 ? `${range}; not in ${missed} of ${runs} runs` : range
}

/** The README's table: one row per page and scripts setting, first screen beside anywhere. */
export function timeToCallTable(results: readonly TimeToCall[]): string {
  return markdownTable(
    ["Page", "Scripts", "First screen: median (min–max)", "Anywhere: median (min–max)", `First screen within ${TIME_TO_CALL_TARGET_MS} ms`],
    results.map((result) => {
      const runs = result.samples.length
      const anywhereMissed = result.samples.filter((sample) => sample.anywhere === null).length
      return [
        `${result.label} \`${result.path}\``,
        result.scripts,
        formatCall(result.firstScreen, result.firstScreenMissed, runs),
        formatCall(result.anywhere, anywhereMissed, runs),
        result.firstScreen && result.firstScreenMissed === 0 && result.firstScreen.median <= TIME_TO_CALL_TARGET_MS ? "yes" : "no",
      ]
    }),
  )
}

/**
 * The target through the slow link of ./throttle-proxy.ts, which counts the
 * new connection's round trip (TCP's handshake) that DevTools leaves out.
 */
export const ENGINE_CALL_TARGET_MS = 1000

/** One page load in an engine through the slow link: when (page clock, ms) a Call in the first screen was laid out and when the screen showed it. */
export interface EngineSample {
  laidOut: number | null
  onScreen: number | null
}

export interface EngineCall {
  engine: string
  label: string
  path: string
  scripts: Scripts
  samples: EngineSample[]
  laidOut: Summary | null
  onScreen: Summary | null
  /** Runs in which the screen never showed a Call in the first screen. */
  missed: number
}

export function summariseEngineSamples(engine: string, route: BenchRoute, scripts: Scripts, samples: EngineSample[]): EngineCall {
  const seen = (key: keyof EngineSample) => samples.map((sample) => sample[key]).filter((value): value is number => value !== null)
  const [laidOut, onScreen] = [seen("laidOut"), seen("onScreen")]
  return {
    engine,
    label: route.label,
    path: route.path,
    scripts,
    samples,
    laidOut: laidOut.length > 0 ? summarise(laidOut) : null,
    onScreen: onScreen.length > 0 ? summarise(onScreen) : null,
    missed: samples.length - onScreen.length,
  }
}

/** One row per page and scripts setting, one column per engine: when the screen showed the first Call, median (min–max). */
export function engineCallTable(results: readonly EngineCall[]): string {
  const engines = [...new Set(results.map((result) => result.engine))]
  const rows = [...new Map(results.map((result) => [`${result.path} ${result.scripts}`, result])).values()]
  return markdownTable(
    ["Page", "Scripts", ...engines, `Within ${ENGINE_CALL_TARGET_MS.toLocaleString("en-US")} ms everywhere`],
    rows.map((row) => {
      const cells = engines.map((engine) => results.find((result) => result.engine === engine && result.path === row.path && result.scripts === row.scripts))
      const met = cells.every((cell) => cell?.onScreen && cell.missed === 0 && cell.onScreen.median <= ENGINE_CALL_TARGET_MS)
      return [
        `${row.label} \`${row.path}\``,
        row.scripts,
        ...cells.map((cell) => (cell ? formatCall(cell.onScreen, cell.missed, cell.samples.length) : "")),
        met ? "yes" : "no",
      ]
    }),
  )
}
