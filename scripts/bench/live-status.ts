/**
 * Time to the live status in Chromium on a phone (390 × 844), Regular 2G
 * and a 4x slower CPU: from navigation until the home page, the tracker's
 * county page and profile show a status set through the functions, served
 * by Cloudflare's local runtime (test-support/host.ts). Part of
 * `npm run bench`; alone, on public/: `npx tsx scripts/bench/live-status.ts [runs]`.
 */
import fs from "node:fs"
import path from "node:path"
import { chromium, type Browser } from "@playwright/test"
import { chromiumExecutable } from "../../test-support/browser"
import { startHost } from "../../test-support/host"
import { throttleToRegular2G } from "../../test-support/throttle"
import { PUBLIC_DIR } from "../../test-support/weight"
import { invitedPhone, ownerPhone } from "../../test-support/phone"
import { ROSTER_FILE, type RosterFile } from "../../src/shared/roster-file"
import { STATUS_API } from "../../src/shared/status/api"
import { STATUS_LINE } from "../../src/shared/status/markup"
import { median } from "./stats"
import { PHONE_SCREEN } from "./call-figures"

/** The words the live status starts with, against the built one. */
const LIVE_WORDS = "On a track"
const GIVE_UP_MS = 20_000

export interface LiveStatusTiming {
  path: string
  /** Milliseconds from navigation to the live status on screen, each run. */
  samples: number[]
}

async function setLiveStatus(origin: string, stateDir: string, slug: string): Promise<void> {
  const tracker = await invitedPhone(await ownerPhone(origin, stateDir), slug)
  const saved = await tracker.send("POST", STATUS_API.status, { tracker: slug, status: "busy", until: "6am" })
  if (saved.status !== 200) throw new Error(`The live status could not be set: ${saved.status} ${JSON.stringify(saved.body)}`)
}

async function timeOnce(browser: Browser, url: string, slug: string): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE_SCREEN, isMobile: true, hasTouch: true, deviceScaleFactor: 2, serviceWorkers: "block" })
  try {
    const page = await context.newPage()
    await throttleToRegular2G(page)
    await page.goto(url, { waitUntil: "commit" })
    const probe = `(() => { const line = document.querySelector('[${STATUS_LINE.tracker}="${slug}"] [data-when="current"]'); return { now: performance.now(), live: Boolean(line && line.textContent.startsWith(${JSON.stringify(LIVE_WORDS)}) && line.getBoundingClientRect().height > 0) } })()`
    const started = Date.now()
    while (Date.now() - started < GIVE_UP_MS) {
      try {
        const { now, live } = (await page.evaluate(probe)) as { now: number; live: boolean }
        if (live) return Math.round(now)
      } catch {
        // The document is being replaced: look again.
      }
      await new Promise((resolve) => setTimeout(resolve, 15))
    }
    throw new Error(`${url}: the live status did not show within ${GIVE_UP_MS / 1000} s.`)
  } finally {
    await context.close()
  }
}

/** The home page, and the county page and profile of the first tracker the home page's first screen shows. */
export async function measureLiveStatus(publicDir = PUBLIC_DIR, runs = 5, say: (line: string) => void = () => undefined): Promise<LiveStatusTiming[]> {
  const roster = JSON.parse(fs.readFileSync(path.join(publicDir, ROSTER_FILE), "utf8")) as RosterFile
  const home = fs.readFileSync(path.join(publicDir, "index.html"), "utf8")
  const slug = new RegExp(`${STATUS_LINE.tracker}="([a-z0-9-]+)"`).exec(home)?.[1] ?? roster.trackers[0].slug
  const tracker = roster.trackers.find((each) => each.slug === slug)!
  const host = await startHost(publicDir)
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: ["--no-sandbox", "--disable-gpu"] })
  try {
    const origin = host.origin
    await setLiveStatus(origin, host.stateDir, slug)
    const timings: LiveStatusTiming[] = []
    for (const page of ["/", `/counties/${tracker.counties[0]}/`, `/tracker/${slug}/`]) {
      say(`Time to the live status on ${page}, ${runs} runs…`)
      const samples: number[] = []
      for (let run = 0; run < runs; run++) samples.push(await timeOnce(browser, `${origin}${page}`, slug))
      timings.push({ path: page, samples })
    }
    return timings
  } finally {
    await browser.close()
    await host.close()
  }
}

export function liveStatusTable(timings: readonly LiveStatusTiming[]): string {
  return [
    "| Page | Live status on screen (median, min–max) |",
    "|---|---|",
    ...timings.map(({ path: page, samples }) => `| \`${page}\` | ${median(samples)} ms (${Math.min(...samples)}–${Math.max(...samples)}) |`),
  ].join("\n")
}

if (require.main === module) {
  const runs = Number(process.argv[2] ?? 5)
  measureLiveStatus(PUBLIC_DIR, runs, (line) => console.error(line))
    .then((timings) => console.log(`Time to the live status on Regular 2G, 4x slower CPU, ${runs} runs per page:\n\n${liveStatusTable(timings)}`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exitCode = 1
    })
}
