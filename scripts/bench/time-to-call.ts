/**
 * Time to call in Chromium on a phone (390 × 844) with Regular 2G and a 4x
 * slower CPU applied through DevTools: from navigation until a `tel:` link
 * is painted inside the first screen, and anywhere in the page, with
 * scripts on and off, each run in a new context (nothing cached, no
 * offline worker). Part of `npm run bench`; alone, against a served site:
 * `npx tsx scripts/bench/time-to-call.ts http://127.0.0.1:9351 [runs]`.
 */
import { chromium, type Browser, type Page } from "@playwright/test"
import { chromiumExecutable } from "../../test-support/browser"
import { throttleToRegular2G } from "../../test-support/throttle"
import { PHONE_SCREEN, firstSeen, summariseSamples, timeToCallTable, type CallSample, type Scripts, type TimeToCall } from "./call-figures"
import { callRoutes, FIRST_TAP, type BenchRoute } from "./routes"

export { timeToCallTable, type TimeToCall }

/**
 * Evaluated in the page every few milliseconds (Playwright runs it in its
 * own world, so it works with scripts off too; so does every engine of
 * ./engine-calls.ts). A link counts once it has a box and is visible (not
 * hidden, not transparent).
 */
export const CALL_PROBE = `(() => {
  let anywhere = false
  let firstScreen = false
  for (const link of document.querySelectorAll('${FIRST_TAP}')) {
    const box = link.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) continue
    if (link.checkVisibility && !link.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
    anywhere = true
    if (box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth) firstScreen = true
  }
  return { now: performance.now(), anywhere, firstScreen, complete: document.readyState === "complete" }
})()`

/** How long after the load event to keep looking for a link in the first screen (scripts may still be moving things). */
const AFTER_LOAD_MS: Record<Scripts, number> = { on: 8000, off: 1000 }
const POLL_MS = 15
const GIVE_UP_MS = 60_000

async function sampleOnce(page: Page, url: string, scripts: Scripts): Promise<CallSample> {
  await throttleToRegular2G(page)
  await page.goto(url, { waitUntil: "commit" })
  const probes: { now: number; anywhere: boolean; firstScreen: boolean }[] = []
  const started = Date.now()
  let completeAt: number | undefined
  while (Date.now() - started < GIVE_UP_MS) {
    let probe: { now: number; anywhere: boolean; firstScreen: boolean; complete: boolean }
    try {
      probe = (await page.evaluate(CALL_PROBE)) as typeof probe
    } catch {
      // The document is being replaced (the commit came before its first parse): look again.
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      continue
    }
    probes.push(probe)
    if (probe.firstScreen) break
    if (probe.complete) {
      completeAt ??= Date.now()
      if (Date.now() - completeAt > AFTER_LOAD_MS[scripts]) break
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  return firstSeen(probes)
}

async function measureRoute(browser: Browser, baseUrl: string, route: BenchRoute, scripts: Scripts, runs: number): Promise<TimeToCall> {
  const samples: CallSample[] = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({
      viewport: PHONE_SCREEN,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
      serviceWorkers: "block",
      javaScriptEnabled: scripts === "on",
    })
    try {
      samples.push(await sampleOnce(await context.newPage(), `${baseUrl}${route.path}`, scripts))
    } finally {
      await context.close()
    }
  }
  return summariseSamples(route, scripts, samples)
}

export async function measureTimeToCall(baseUrl: string, runs = 5, say: (line: string) => void = () => undefined): Promise<TimeToCall[]> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: ["--no-sandbox", "--disable-gpu"] })
  try {
    const results: TimeToCall[] = []
    for (const route of callRoutes()) {
      for (const scripts of ["on", "off"] as const) {
        say(`Time to call ${route.path}, scripts ${scripts}, ${runs} runs…`)
        results.push(await measureRoute(browser, baseUrl, route, scripts, runs))
      }
    }
    return results
  } finally {
    await browser.close()
  }
}

if (require.main === module) {
  const [url = "http://127.0.0.1:9351", runs = "5"] = process.argv.slice(2)
  measureTimeToCall(url, Number(runs), (line) => console.error(line))
    .then((results) => console.log(`Time to call on Regular 2G, 4x slower CPU, ${runs} runs per page:\n\n${timeToCallTable(results)}`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exitCode = 1
    })
}
