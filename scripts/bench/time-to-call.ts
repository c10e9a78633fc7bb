/**
 * Time to call: from the start of navigation to the first `tel:` link
 * painted, in Chromium on a phone (390 × 844) with Regular 2G and a CPU four
 * times slower applied through the DevTools protocol (real throttling, not
 * Lighthouse's simulation), measured by the page's own clock. Each run is a
 * new browser context, so nothing is cached.
 *
 * Part of `npm run bench`; on its own, against a site already served:
 * `npx tsx scripts/bench/time-to-call.ts http://127.0.0.1:9321 [runs]`.
 */
import { chromium } from "@playwright/test"
import { chromiumExecutable } from "../../e2e/support/browser"
import { throttleToRegular2G } from "../../e2e/support/throttle"
import { benchRoutes } from "./routes"
import { summarise, textTable, type Summary } from "./stats"

/** The target: a hunter on one bar can call within this. */
export const TIME_TO_CALL_TARGET_MS = 900

/** The pages that list a tracker, one of each kind. */
export const CALL_ROUTES = () => benchRoutes().filter((route) => ["Home", "Tracker profile", "County page"].includes(route.label))

export interface TimeToCall {
  label: string
  path: string
  /** Milliseconds from navigation to the first tel: link painted, per run. */
  runs: number[]
  summary: Summary
  /** Whether the link was in the first screen without scrolling (the first run). */
  inFirstScreen: boolean
}

/**
 * Run in the page before its first byte. Plain text rather than a function:
 * tsx's transform would name the function with a helper the page does not
 * have. Once the link is in the document, each frame checks whether it has
 * been laid out; the first frame after which it has a box painted it.
 */
const WATCH_FIRST_CALL_LINK = `(() => {
  const found = { painted: 0, inFirstScreen: false }
  window.firstCallLink = found
  const whenLaidOut = (link) => () => {
    const box = link.getBoundingClientRect()
    if (box.height === 0) return requestAnimationFrame(whenLaidOut(link))
    found.inFirstScreen = box.bottom <= window.innerHeight
    found.painted = performance.now()
  }
  const observer = new MutationObserver(() => {
    const link = document.querySelector('a[href^="tel:"]')
    if (!link) return
    observer.disconnect()
    requestAnimationFrame(whenLaidOut(link))
  })
  observer.observe(document, { childList: true, subtree: true })
})()`

export async function measureTimeToCall(baseUrl: string, runs = 3): Promise<TimeToCall[]> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: ["--no-sandbox", "--disable-gpu"] })
  try {
    const results: TimeToCall[] = []
    for (const route of CALL_ROUTES()) {
      const times: number[] = []
      let inFirstScreen = false
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, serviceWorkers: "block" })
        const page = await context.newPage()
        await page.addInitScript({ content: WATCH_FIRST_CALL_LINK })
        await throttleToRegular2G(page)
        await page.goto(`${baseUrl}${route.path}`, { waitUntil: "commit" })
        await page.waitForFunction(() => (window as unknown as { firstCallLink: { painted: number } }).firstCallLink.painted > 0, undefined, { timeout: 60_000 })
        const found = await page.evaluate(() => (window as unknown as { firstCallLink: { painted: number; inFirstScreen: boolean } }).firstCallLink)
        times.push(found.painted)
        inFirstScreen = found.inFirstScreen
        await context.close()
      }
      results.push({ label: route.label, path: route.path, runs: times, summary: summarise(times), inFirstScreen })
    }
    return results
  } finally {
    await browser.close()
  }
}

export function timeToCallTable(results: readonly TimeToCall[]): string {
  return textTable(
    ["Page", "Time to call (median, min–max)", "In the first screen", `Within ${TIME_TO_CALL_TARGET_MS} ms`],
    results.map((result) => [
      `${result.label} ${result.path}`,
      `${Math.round(result.summary.median)} ms (${Math.round(result.summary.min)}–${Math.round(result.summary.max)})`,
      result.inFirstScreen ? "yes" : "no, below the fold",
      result.summary.median <= TIME_TO_CALL_TARGET_MS ? "yes" : "no",
    ]),
  )
}

if (require.main === module) {
  const [url = "http://127.0.0.1:9321", runs = "3"] = process.argv.slice(2)
  measureTimeToCall(url, Number(runs))
    .then((results) => console.log(`Time to call on Regular 2G, 4x slower CPU, ${runs} runs per page:\n${timeToCallTable(results)}`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exitCode = 1
    })
}
