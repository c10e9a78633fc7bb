/**
 * Summaries and tables for `npm run bench`. Pure functions, so the numbers a
 * reader sees in the README are computed the same way every time (and tested).
 */

/** One Lighthouse run reduced to the figures the benchmark reports. */
export interface RunFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Milliseconds. */
  fcp: number
  /** Milliseconds. */
  lcp: number
  /** Milliseconds. */
  tbt: number
  cls: number
  /** Bytes over the wire for the whole page load (compressed where the server compresses). */
  transferBytes: number
  /** Bytes over the wire for JavaScript. */
  jsBytes: number
}

export type MetricKey = keyof RunFigures

export interface Summary {
  median: number
  min: number
  max: number
}

/** The middle value (mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values")
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export function summarise(values: readonly number[]): Summary {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) }
}

export function summariseRuns(runs: readonly RunFigures[]): Record<MetricKey, Summary> {
  const keys = Object.keys(METRICS) as MetricKey[]
  return Object.fromEntries(keys.map((key) => [key, summarise(runs.map((run) => run[key]))])) as Record<MetricKey, Summary>
}

type Unit = "score" | "ms" | "cls" | "bytes"

/** Column order, labels and units of the report. */
export const METRICS: Record<MetricKey, { label: string; unit: Unit }> = {
  performance: { label: "Performance", unit: "score" },
  accessibility: { label: "Accessibility", unit: "score" },
  bestPractices: { label: "Best Practices", unit: "score" },
  seo: { label: "SEO", unit: "score" },
  fcp: { label: "FCP", unit: "ms" },
  lcp: { label: "LCP", unit: "ms" },
  tbt: { label: "TBT", unit: "ms" },
  cls: { label: "CLS", unit: "cls" },
  transferBytes: { label: "Transfer", unit: "bytes" },
  jsBytes: { label: "JS", unit: "bytes" },
}

/** `1234` ms → `1.23 s`; bytes → `12.3 KiB`; CLS to three decimals; scores whole. */
export function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case "score":
      return String(Math.round(value))
    case "ms":
      return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`
    case "cls":
      return value.toFixed(3)
    case "bytes":
      return `${(value / 1024).toFixed(1)} KiB`
  }
}

/** `median (min–max)`, or just the median when every run agreed. */
export function formatSummary(summary: Summary, unit: Unit): string {
  const middle = formatValue(summary.median, unit)
  const low = formatValue(summary.min, unit)
  const high = formatValue(summary.max, unit)
  return low === high ? middle : `${middle} (${low}–${high})`
}

/** A plain-text table with padded columns, for the terminal. */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)))
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join("  ")
      .trimEnd()
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n")
}

export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n")
}

/** The per-route table the benchmark prints: one row per metric. */
export function routeTable(runs: readonly RunFigures[]): string {
  const summary = summariseRuns(runs)
  const rows = (Object.keys(METRICS) as MetricKey[]).map((key) => {
    const { label, unit } = METRICS[key]
    const { median: middle, min, max } = summary[key]
    return [label, formatValue(middle, unit), `${formatValue(min, unit)} – ${formatValue(max, unit)}`]
  })
  return textTable(["Metric", "Median", "Range"], rows)
}

/** One row per route with every metric as `median (range)`: the README's table. */
export function summaryMarkdown(results: readonly { route: string; runs: readonly RunFigures[] }[]): string {
  const keys = Object.keys(METRICS) as MetricKey[]
  const header = ["Route", ...keys.map((key) => METRICS[key].label)]
  const rows = results.map(({ route, runs }) => {
    const summary = summariseRuns(runs)
    return [`\`${route}\``, ...keys.map((key) => formatSummary(summary[key], METRICS[key].unit))]
  })
  return markdownTable(header, rows)
}

/** The benchmark's targets (docs/performance.md); each miss is named with its distance from the target. */
export const TARGETS: { key: MetricKey; test: (value: number) => boolean; goal: string }[] = [
  { key: "performance", test: (value) => value >= 100, goal: "100" },
  { key: "accessibility", test: (value) => value >= 100, goal: "100" },
  { key: "bestPractices", test: (value) => value >= 100, goal: "100" },
  { key: "seo", test: (value) => value >= 100, goal: "100" },
  { key: "lcp", test: (value) => value <= 1000, goal: "≤ 1.00 s" },
  { key: "tbt", test: (value) => value <= 50, goal: "≤ 50 ms" },
  { key: "cls", test: (value) => value === 0, goal: "0" },
]

export function targetMisses(runs: readonly RunFigures[]): string[] {
  const summary = summariseRuns(runs)
  return TARGETS.filter(({ key, test }) => !test(summary[key].median)).map(
    ({ key, goal }) => `${METRICS[key].label} ${formatValue(summary[key].median, METRICS[key].unit)} (target ${goal})`,
  )
}
