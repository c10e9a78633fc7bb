/**
 * Time to call in the three engines (test-support/engines/): from the
 * start of navigation until the screen shows a `tel:` link inside the
 * 390 × 844 first screen, each run through a new slow link
 * (./throttle-proxy.ts; a new origin, nothing cached), scripts on and off.
 * The screen is taken while the page loads; once loaded, where the first Call
 * is tells the first frame that showed it. No CPU slowdown (neither WebKit
 * nor Gecko has one). How it measures: docs/performance.md. On its own:
 * `npx tsx scripts/bench/engine-calls.ts http://127.0.0.1:PORT [runs] [chromium,webkit,gecko] [devtools|regular] [paths,…]`.
 */
import { chromium } from "@playwright/test"
import { ChromiumEngine } from "../../test-support/engines/chromium"
import { SCREEN, until, type Engine, type EngineTab } from "../../test-support/engines/engine"
import { foundInColumn, inkInBox, type Box, type Frame } from "../../test-support/engines/frames"
import { GeckoEngine } from "../../test-support/engines/gecko"
import { NAVIGATION_STARTED, SINCE_NAVIGATION_START } from "../../test-support/engines/probes"
import { WebKitEngine } from "../../test-support/engines/webkit"
import { chromiumExecutable } from "../../test-support/browser"
import { engineCallTable, firstSeen, summariseEngineSamples, type EngineCall, type EngineSample, type Scripts } from "./call-figures"
import { callRoutes, FIRST_TAP } from "./routes"
import { DEVTOOLS_2G_LINK, REGULAR_2G_LINK, startSlowLink, type SlowLink } from "./throttle-proxy"
import { CALL_PROBE } from "./time-to-call"

/** The box of the first `tel:` link (the request form's send control) wholly inside the first screen, once the page has loaded. */
const FIRST_SCREEN_CALL = `(() => {
  for (const link of document.querySelectorAll('${FIRST_TAP}')) {
    const { x, y, width, height } = link.getBoundingClientRect()
    if (width > 0 && height > 0 && y >= 0 && x >= 0 && y + height <= innerHeight && x + width <= innerWidth) return { x, y, width, height }
  }
  return null
})()`

/** How long to keep taking the screen once the link is laid out: the paint follows. */
const AFTER_LAYOUT_MS = 400
const AFTER_LOAD_MS = 1000
const GIVE_UP_MS = 30_000

/** The probe, its time (`now`) counted from the navigation's start. */
const SINCE_NAVIGATION = (probe: string) => `(() => { const probe = ${probe}; probe.now = ${SINCE_NAVIGATION_START}; return probe })()`

/** The machine's clock, as the pages' `performance.timeOrigin` counts it. */
const clock = () => performance.timeOrigin + performance.now()

const WHOLE_SCREEN = { x: 0, y: 0, ...SCREEN }

async function sampleOnce(tab: EngineTab, url: string): Promise<EngineSample> {
  await tab.goto("about:blank")
  // A run starts from an empty screen: a windowed engine may still show the last page for a moment.
  await until(async () => inkInBox(await tab.painted(), WHOLE_SCREEN) === 0, { timeout: 5_000 })
  await tab.goto(url, "start")
  const probes: { now: number; anywhere: boolean; firstScreen: boolean }[] = []
  const frames: { at: number; frame: Frame }[] = []
  const started = Date.now()
  let laidOutAt: number | undefined
  let completeAt: number | undefined
  while (Date.now() - started < GIVE_UP_MS) {
    // A frame is dated when the bench has it: a read of an X screen is all but instant, a screenshot may have waited on the page.
    frames.push({ frame: await tab.painted(), at: clock() })
    const probe = await tab
      .evaluate<{ now: number; anywhere: boolean; firstScreen: boolean; complete: boolean }>(SINCE_NAVIGATION(CALL_PROBE))
      .catch(() => null)
    if (!probe) continue
    probes.push(probe)
    if (probe.firstScreen) laidOutAt ??= Date.now()
    if (probe.complete) completeAt ??= Date.now()
    if (laidOutAt !== undefined && Date.now() - laidOutAt > AFTER_LAYOUT_MS) break
    if (completeAt !== undefined && Date.now() - completeAt > AFTER_LOAD_MS) break
  }
  await tab.waitForLoad()
  const call = await tab.evaluate<Box | null>(FIRST_SCREEN_CALL)
  const navigationStarted = await tab.evaluate<number>(NAVIGATION_STARTED)
  const loaded = await tab.painted()
  const shown = call ? frames.find(({ frame }) => foundInColumn(frame, loaded, call, 0.9).share >= 0.9) : undefined
  return { laidOut: firstSeen(probes).firstScreen, onScreen: shown ? shown.at - navigationStarted : null }
}

/** The engines measured, each started when its turn comes and closed after it. */
const ENGINES: { name: string; start: () => Promise<{ engine: Engine; stop: () => Promise<void> }> }[] = [
  {
    name: "Chromium",
    start: async () => {
      const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: ["--no-sandbox", "--disable-gpu"] })
      return { engine: new ChromiumEngine(browser), stop: () => browser.close() }
    },
  },
  { name: "WebKit", start: async () => ({ engine: new WebKitEngine(), stop: async () => undefined }) },
  // Gecko windowed, so its frames come from the screen as WebKit's do: its screenshot waits on the page's main thread.
  { name: "Gecko", start: async () => ({ engine: new GeckoEngine({ onXDisplay: true }), stop: async () => undefined }) },
]

/** Every call route in every engine, scripts on and off, `runs` times each, through `link`; `site` is the served build (http://127.0.0.1:port). */
export async function measureEngineCalls(
  site: string,
  runs = 5,
  say: (line: string) => void = () => undefined,
  { only, link: slowLink = REGULAR_2G_LINK, paths }: { only?: readonly string[]; link?: SlowLink; paths?: readonly string[] } = {},
): Promise<{ results: EngineCall[]; versions: string[] }> {
  const target = new URL(site)
  const results: EngineCall[] = []
  const versions: string[] = []
  for (const { name, start } of ENGINES.filter((engine) => !only || only.includes(engine.name.toLowerCase()))) {
    const { engine, stop } = await start()
    try {
      versions.push(await engine.version())
      for (const scripts of ["on", "off"] as Scripts[]) {
        const tab = await engine.open({ javaScript: scripts === "on" })
        try {
          for (const route of callRoutes().filter((candidate) => !paths || paths.includes(candidate.path))) {
            say(`${name}: time to call ${route.path}, scripts ${scripts}, ${runs} runs…`)
            const samples: EngineSample[] = []
            const sampleThroughNewLink = async () => {
              const link = await startSlowLink({ host: target.hostname, port: Number(target.port) }, slowLink)
              try {
                return await sampleOnce(tab, `${link.origin}${route.path}`)
              } finally {
                await link.close()
              }
            }
            const failed = (error: unknown) => say(`${name} ${route.path}: ${String(error).slice(0, 200)}`)
            for (let run = 0; run < runs; run++) {
              // A run the engine fails (a load that never ends) is run once more, and counts as one that never showed a Call if that fails too.
              samples.push(
                await sampleThroughNewLink()
                  .catch((error: unknown) => (failed(error), say("  once more"), sampleThroughNewLink()))
                  .catch((error: unknown) => (failed(error), { laidOut: null, onScreen: null })),
              )
            }
            results.push(summariseEngineSamples(name, route, scripts, samples))
          }
        } finally {
          await tab.close()
        }
      }
    } finally {
      await engine.close()
      await stop()
    }
  }
  return { results, versions }
}

if (require.main === module) {
  const [url = "http://127.0.0.1:9351", runs = "5", only, footing, paths] = process.argv.slice(2)
  const link = footing === "devtools" ? DEVTOOLS_2G_LINK : REGULAR_2G_LINK
  measureEngineCalls(url, Number(runs), (line) => console.error(line), { only: only?.split(","), link, paths: paths?.split(",") })
    .then(({ results, versions }) =>
      console.log(
        `Time to call through the slow link, handshake ${link.handshake ? "counted" : "not counted"} (${versions.join(", ")}), ${runs} runs per page:\n\n${engineCallTable(results)}`,
      ),
    )
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exitCode = 1
    })
}
