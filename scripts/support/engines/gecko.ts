/**
 * Gecko: Debian's Firefox ESR, headless, driven by puppeteer-core over
 * WebDriver BiDi (no geckodriver here). Scripting can be turned off only as
 * a launch preference, so one browser per setting; with it off an evaluation
 * must not wait on a promise (Firefox then drops the connection). BiDi's
 * screenshot takes the page as it stands, without waiting for the load.
 * Overlay scrollbars as on a phone; desktop user agent, no touch events.
 */
import fs from "node:fs"
import puppeteer, { type Browser, type Page } from "puppeteer-core"
import { SCREEN, until, type Engine, type EngineTab } from "./engine"
import { COLLECT_ERRORS, TAKE_ERRORS } from "./errors"
import { frameOfPng } from "./frames"

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr"

export function geckoMissing(): string | null {
  return fs.existsSync(FIREFOX) ? null : `${FIREFOX} is missing: apt-get install firefox-esr (or set FIREFOX_PATH)`
}

class GeckoTab implements EngineTab {
  readonly engine = "gecko" as const
  /** The navigation started without waiting: its end is of no interest, its failure must not go unhandled. */
  private pending: Promise<unknown> = Promise.resolve()

  constructor(
    readonly javaScript: boolean,
    private readonly page: Page,
  ) {}

  async goto(url: string, wait: "load" | "start" = "load") {
    if (wait === "load") {
      await this.page.goto(url, { waitUntil: "load", timeout: 20_000 }).catch(async (error: Error) => {
        // Firefox's BiDi now and then reports a navigation as aborted while the offline worker takes control of
        // the page, and the page arrives all the same; one that does not is navigated to again, once.
        if (!error.message.includes("NS_BINDING_ABORTED")) throw error
        if (!(await until(async () => (await this.evaluate<string>("location.href").catch(() => "")) === new URL(url).href, { timeout: 5_000 }))) {
          await this.page.goto(url, { waitUntil: "load", timeout: 20_000 })
        }
        await this.waitForLoad()
      })
      return
    }
    const before = await this.evaluate<number>("performance.timeOrigin").catch(() => 0)
    this.pending = this.page.goto(url, { waitUntil: "load", timeout: 30_000 }).catch(() => undefined)
    await until(async () => (await this.evaluate<number>("performance.timeOrigin").catch(() => before)) !== before, { every: 5 })
  }

  async waitForLoad() {
    const loaded = await until(async () => (await this.evaluate<string>("document.readyState").catch(() => "")) === "complete", { timeout: 20_000 })
    if (!loaded) throw new Error("Gecko: the page did not load within 20 s")
    await this.pending
  }

  evaluate<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>
  }

  evaluateAsync<T>(expression: string): Promise<T> {
    if (!this.javaScript) throw new Error("Gecko drops the connection when an evaluation waits on a promise with scripting off")
    return this.page.evaluate(expression) as Promise<T>
  }

  /** Puppeteer's own click waits on promises in the page; this finds the spot with a plain evaluation and clicks there. */
  async click(selector: string) {
    const spot = await this.evaluate<{ x: number; y: number } | null>(
      `(() => { const element = document.querySelector(${JSON.stringify(selector)}); if (!element) return null; element.scrollIntoView({ block: "nearest" }); const box = element.getBoundingClientRect(); return { x: box.x + box.width / 2, y: box.y + box.height / 2 } })()`,
    )
    if (!spot) throw new Error(`Gecko: nothing matches ${selector}`)
    await this.clickAt(spot)
  }

  async clickAt({ x, y }: { x: number; y: number }) {
    await this.page.mouse.click(x, y)
  }

  async painted() {
    return frameOfPng(Buffer.from(await this.page.screenshot({ type: "png" })), SCREEN.width)
  }

  takeErrors() {
    return this.evaluate<string[]>(TAKE_ERRORS)
  }

  close() {
    return this.page.close()
  }
}

export class GeckoEngine implements Engine {
  readonly name = "gecko" as const
  private readonly browsers = new Map<boolean, Promise<Browser>>()

  private browser(javaScript: boolean): Promise<Browser> {
    let browser = this.browsers.get(javaScript)
    if (!browser) {
      browser = puppeteer.launch({
        browser: "firefox",
        executablePath: FIREFOX,
        headless: true,
        extraPrefsFirefox: { "javascript.enabled": javaScript, "ui.useOverlayScrollbars": 1 },
      })
      this.browsers.set(javaScript, browser)
    }
    return browser
  }

  async version() {
    return (await (await this.browser(true)).version()).replace(/^firefox\//, "Firefox ")
  }

  async open({ javaScript }: { javaScript: boolean }): Promise<EngineTab> {
    const page = await (await this.browser(javaScript)).newPage()
    await page.setViewport(SCREEN)
    if (javaScript) await page.evaluateOnNewDocument(COLLECT_ERRORS)
    return new GeckoTab(javaScript, page)
  }

  async close() {
    await Promise.all([...this.browsers.values()].map(async (browser) => (await browser).close()))
    this.browsers.clear()
  }
}
