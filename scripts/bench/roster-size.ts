/**
 * What the roster's size does to the built site: the figures the benchmark's
 * roster part reads from a built public/ (the real roster's, and a made-up
 * roster's of 500 from ./roster-project.ts), and the table it prints.
 *
 * Text is counted as a host sends it, gzipped at zlib's default level (6);
 * pictures as they are. KB and MB are 1,000 and 1,000,000 bytes, as the
 * targets are written.
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { firstCallBytes, HOME_WEIGHT } from "../../test-support/weight"
import { SERVICE_WORKER_PATH } from "../../src/shared/built-files"
import { ROSTER_FILE } from "../../src/shared/roster-file"
import { markdownTable } from "./stats"

export interface Sized {
  raw: number
  gzip: number
}

export interface RosterFigures {
  trackers: number
  home: Sized
  /** Gzipped bytes from the home page's start to the end of its first `tel:` link. */
  homeFirstCall: number
  homeData: Sized
  roster: Sized
  /** The county page whose HTML is largest gzipped, and its page data. */
  county: { path: string; html: Sized; data: Sized }
  worker: {
    files: number
    /** What the phone keeps: every listed file as it is. */
    stored: number
    /** What storing them downloads: text gzipped, pictures as they are. */
    download: number
  }
  /** Seconds; absent when the build was not timed here. */
  coldBuildSeconds?: number
}

/** Files a host compresses (and the offline worker's report counts gzipped). */
const TEXT = /\.(?:html|js|mjs|css|json|vcf|txt|xml|webmanifest)$/

export const gzipSize = (content: Buffer): number => zlib.gzipSync(content).length

function sized(file: string): Sized {
  const content = fs.readFileSync(file)
  return { raw: content.length, gzip: gzipSize(content) }
}

/** The built file a URL path names: `/` → index.html, `/tracker/x/` → tracker/x/index.html. */
export const fileOfUrl = (url: string): string => (url.endsWith("/") ? `${url.slice(1)}index.html` : url.slice(1))

/**
 * The URLs the offline worker stores, read from the list the build bundled
 * into sw.js (src/build/offline/write-worker.ts: `{url:"/",revision:…,tier:0}`
 * once minified). Fails rather than returning nothing if that form changes.
 */
export function workerUrls(source: string): string[] {
  const urls = [...source.matchAll(/\{url:"([^"]+)",revision:(?:"[0-9a-f]*"|null),tier:\d+\}/g)].map((match) => match[1])
  if (urls.length === 0)
    throw new Error(`No list of files found in ${SERVICE_WORKER_PATH}: the worker's bundle changed form; update scripts/bench/roster-size.ts.`)
  return urls
}

/** The file count the build itself printed for the worker ("Offline worker: public/sw.js (…) stores N files"), if its log has it. */
export function workerFilesInLog(log: string): number | undefined {
  const match = /Offline worker: \S+ \([^)]*\) stores (\d+) files/.exec(log)
  return match ? Number(match[1]) : undefined
}

export function rosterFigures(publicDir: string, coldBuildSeconds?: number): RosterFigures {
  const at = (file: string) => path.join(publicDir, file)
  const roster = JSON.parse(fs.readFileSync(at(ROSTER_FILE.slice(1)), "utf8")) as { trackers: unknown[] }
  const counties = fs
    .readdirSync(at("counties"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ slug: entry.name, html: sized(at(`counties/${entry.name}/index.html`)) }))
    .sort((a, b) => b.html.gzip - a.html.gzip || a.slug.localeCompare(b.slug))
  const [largest] = counties
  if (!largest) throw new Error(`${publicDir} has no county pages.`)
  const listed = workerUrls(fs.readFileSync(at(SERVICE_WORKER_PATH.slice(1)), "utf8"))
  let stored = 0
  let download = 0
  for (const url of listed) {
    const content = fs.readFileSync(at(fileOfUrl(url)))
    stored += content.length
    download += TEXT.test(fileOfUrl(url)) ? gzipSize(content) : content.length
  }
  const homeFirstCall = firstCallBytes(fs.readFileSync(at("index.html"), "utf8"))
  if (homeFirstCall === null) throw new Error(`${publicDir}/index.html has no tel: link.`)
  return {
    trackers: roster.trackers.length,
    home: sized(at("index.html")),
    homeFirstCall,
    homeData: sized(at("page-data/index/page-data.json")),
    roster: sized(at(ROSTER_FILE.slice(1))),
    county: { path: `/counties/${largest.slug}/`, html: largest.html, data: sized(at(`page-data/counties/${largest.slug}/page-data.json`)) },
    worker: { files: listed.length, stored, download },
    coldBuildSeconds,
  }
}

/**
 * The targets the roster must stay within at 500 trackers, in bytes. The
 * home page's HTML is held to the real roster's plus HOME_WEIGHT.growthAt500,
 * so the table needs the real roster's column (`--only builds,roster`).
 */
export const ROSTER_TARGETS = { homeData: 60_000, workerStored: 1_500_000 } as const

/** 12,345 → "12.3 KB"; 1,234,567 → "1.23 MB". */
export function kb(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(2)} MB`
  if (bytes >= 10_000) return `${(bytes / 1000).toFixed(1)} KB`
  if (bytes >= 1000) return `${(bytes / 1000).toFixed(2)} KB`
  return `${bytes} B`
}

const verdict = (value: number, limit: number) => (value <= limit ? "yes" : "no")

/**
 * The roster table: one row per figure, one column per roster measured, then
 * the target and whether each roster meets it. With two rosters the first is
 * the real one, and the home page's growth is measured from it.
 */
export function rosterTable(rosters: readonly RosterFigures[]): string {
  const real = rosters.length > 1 ? rosters[0] : undefined
  const growth = (figures: RosterFigures) => {
    if (!real) return "the real roster was not built"
    if (figures === real) return "—"
    const grew = figures.home.gzip - real.home.gzip
    return `${verdict(grew, HOME_WEIGHT.growthAt500)} (${grew < 0 ? "−" : "+"}${kb(Math.abs(grew))})`
  }
  const both = (size: Sized) => `${kb(size.gzip)} gzip, ${kb(size.raw)} raw`
  const perTracker = (figures: RosterFigures) =>
    `${both(figures.roster)}; ${Math.round(figures.roster.gzip / figures.trackers)} B gzip, ${Math.round(figures.roster.raw / figures.trackers)} B raw per tracker`
  const rows: { figure: string; value: (figures: RosterFigures) => string; target: string; meets?: (figures: RosterFigures) => string }[] = [
    { figure: "Home page HTML", value: (figures) => both(figures.home), target: `≤ the real roster's + ${kb(HOME_WEIGHT.growthAt500)} gzip`, meets: growth },
    {
      figure: "Home page's first `tel:` link, gzipped bytes into the page",
      value: (figures) => kb(figures.homeFirstCall),
      target: `≤ ${kb(HOME_WEIGHT.firstCall)}`,
      meets: (figures) => verdict(figures.homeFirstCall, HOME_WEIGHT.firstCall),
    },
    {
      figure: "Home page data (`page-data/index/page-data.json`)",
      value: (figures) => both(figures.homeData),
      target: `≤ ${kb(ROSTER_TARGETS.homeData)}`,
      meets: (figures) => `raw ${verdict(figures.homeData.raw, ROSTER_TARGETS.homeData)}, gzip ${verdict(figures.homeData.gzip, ROSTER_TARGETS.homeData)}`,
    },
    { figure: "Compact roster (`roster.json`)", value: perTracker, target: "" },
    { figure: "County page HTML (the largest)", value: (figures) => `${both(figures.county.html)} (\`${figures.county.path}\`)`, target: "" },
    { figure: "That county page's data", value: (figures) => both(figures.county.data), target: "" },
    {
      figure: "Offline worker: files it stores, and their size",
      value: (figures) => `${figures.worker.files} files, ${kb(figures.worker.stored)} stored, ${kb(figures.worker.download)} to download`,
      target: `≤ ${kb(ROSTER_TARGETS.workerStored)} stored`,
      meets: (figures) =>
        `stored ${verdict(figures.worker.stored, ROSTER_TARGETS.workerStored)}, download ${verdict(figures.worker.download, ROSTER_TARGETS.workerStored)}`,
    },
    { figure: "Cold build", value: (figures) => (figures.coldBuildSeconds === undefined ? "—" : `${figures.coldBuildSeconds.toFixed(0)} s`), target: "" },
  ]
  const header = ["Figure", ...rosters.map((figures) => `${figures.trackers} trackers`), "Target", ...rosters.map((figures) => `Met at ${figures.trackers}`)]
  return markdownTable(
    header,
    rows.map((row) => [row.figure, ...rosters.map(row.value), row.target || "—", ...rosters.map((figures) => (row.meets ? row.meets(figures) : "—"))]),
  )
}
