/**
 * A copy of the project whose roster has N trackers: the real ones and
 * made-up ones (./synthetic-roster.ts), checked with the project's own
 * content check and built. Used by `npm run roster:synthetic` and by the
 * benchmark's roster part.
 */
import fs from "node:fs"
import path from "node:path"
import { checkContent, formatReport } from "../../src/content/check"
import type { CountyInput } from "../../src/content/types/county"
import type { ReviewInput } from "../../src/content/types/review"
import type { TrackerInput } from "../../src/content/types/tracker"
import { copyProject } from "../../test-support/project-copy"
import { timedGatsby } from "./project"
import { syntheticTrackers, type RosterSources } from "./synthetic-roster"

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T
const jsonFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()

/** What the generator needs from a project's data/: counties, the real trackers, their photos and recovery pictures, and the words of their reviews. */
export function rosterSources(dataDir: string): RosterSources {
  const counties = jsonFiles(path.join(dataDir, "counties")).map((file) => {
    const county = readJson<CountyInput>(path.join(dataDir, "counties", file))
    return { key: file.slice(0, -".json".length), name: county.name, centre: county.centre, towns: county.centralTowns }
  })
  const trackers = jsonFiles(path.join(dataDir, "trackers")).map((file) => ({
    key: file.slice(0, -".json".length),
    tracker: readJson<TrackerInput>(path.join(dataDir, "trackers", file)),
  }))
  const reviews = jsonFiles(path.join(dataDir, "reviews")).map((file) => readJson<ReviewInput>(path.join(dataDir, "reviews", file)).text)
  const firstWord = (text: string) => text.split(/[\s—]+/)[0]
  return {
    counties,
    real: trackers.map(({ key, tracker }) => ({ key, name: tracker.name, phone: tracker.phone })),
    photos: [...new Set(trackers.flatMap(({ tracker }) => (tracker.image ? [tracker.image] : [])))],
    gallery: trackers.flatMap(({ tracker }) => tracker.gallery ?? []),
    reviews: {
      texts: reviews,
      trackerNames: trackers.map(({ tracker }) => firstWord(tracker.name)),
      dogNames: trackers.flatMap(({ tracker }) => [tracker.dog1, tracker.dog2 ?? ""].filter(Boolean).map(firstWord)),
      lengths: reviews.map((text) => text.length),
    },
  }
}

/** Adds trackers, with their reviews, to `projectDir`'s data/ until it has `count`; returns how many trackers were added. */
export function writeSyntheticRoster(projectDir: string, count: number): number {
  const dataDir = path.join(projectDir, "data")
  const made = syntheticTrackers(count, rosterSources(dataDir))
  const write = (folder: string, key: string, data: object) => {
    const file = path.join(dataDir, folder, `${key}.json`)
    if (fs.existsSync(file)) throw new Error(`${file} exists already: the generator would overwrite a record.`)
    fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
  }
  for (const { key, data, reviews } of made) {
    write("trackers", key, data)
    for (const review of reviews) write("reviews", review.key, review.data)
  }
  return made.length
}

export interface SyntheticProject {
  dir: string
  trackers: number
  /** Seconds the cold `gatsby build` took; absent when not built. */
  buildSeconds?: number
  buildLog?: string
  /** The build's first error line, when it failed after writing the pages and `measureFailed` was asked for. */
  buildError?: string
}

/**
 * Copies the project into `out` (or a new temporary folder), makes its
 * roster `count` trackers long, runs the content check on it and, unless
 * `build` is false, times a cold `gatsby build` there (the copy has no
 * .cache/ or public/), its output in `logFile` (default: build.log in the
 * copy). With `measureFailed`, a build that fails after writing the pages
 * returns its error instead of throwing.
 */
export async function syntheticProject(
  count: number,
  options: { out?: string; build?: boolean; logFile?: string; measureFailed?: boolean; say?: (line: string) => void } = {},
): Promise<SyntheticProject> {
  const say = options.say ?? (() => undefined)
  const dir = copyProject(options.out)
  const added = writeSyntheticRoster(dir, count)
  say(`${dir}: ${count} trackers (${count - added} real, ${added} generated)`)
  const report = await checkContent(dir)
  if (report.errors.length > 0) throw new Error(`The generated roster fails the content check:\n${formatReport(report)}`)
  say(`Content check: ${report.filesChecked} files, no errors`)
  if (options.build === false) return { dir, trackers: count }
  const buildLog = options.logFile ?? path.join(dir, "build.log")
  say(`Building (cold), log in ${buildLog}…`)
  const started = performance.now()
  try {
    timedGatsby(dir, ["build"], buildLog)
  } catch (error) {
    // A check after the pages are written can refuse the build (the host rules' line length, say):
    // that is a finding at this size, and the files are there to measure.
    const refused = /^error .*$/m.exec(fs.readFileSync(buildLog, "utf8"))?.[0]
    if (!options.measureFailed || !refused || !fs.existsSync(path.join(dir, "public", "index.html"))) throw error
    return { dir, trackers: count, buildSeconds: (performance.now() - started) / 1000, buildLog, buildError: refused.slice(0, 300) }
  }
  return { dir, trackers: count, buildSeconds: (performance.now() - started) / 1000, buildLog }
}
