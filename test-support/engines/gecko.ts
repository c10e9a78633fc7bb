/**
 * Gecko: Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi
 * (no geckodriver here). Scripting can be turned off only as a launch
 * preference, so one browser per setting; with it off an evaluation must not
 * wait on a promise (Firefox then drops the connection). Headless, BiDi's
 * screenshot takes the page without waiting for the load, but after the
 * page's main thread is free; the bench, which dates each frame, runs it
 * windowed on an X display of its own instead (./x-display.ts). Overlay
 * scrollbars as on a phone; desktop user agent, no touch events.
 */
import fs from "node:fs"
import puppeteer, { type Browser, type Page } from "puppeteer-core"
import { SCREEN, until, type Engine, type EngineTab } from "./engine"
import { COLLECT_ERRORS, TAKE_ERRORS } from "./errors"
import { frameOfPng, frameOfXvfb, type Frame } from "./frames"
import { startXDisplay, type XDisplay } from "./x-display"

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr"

/**
 * The X screen of a windowed Firefox: wider than Firefox's narrowest window
 * (500 px), and wide enough that X's pointer, at the screen's centre, is off
 * the 390 px page, which kiosk mode puts in the top left corner.
 */
const X_SCREEN = { width: 800, height: 900 }

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
    private readonly screen: XDisplay | null,
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

  async painted(): Promise<Frame> {
    if (this.screen) return frameOfXvfb(this.screen.screenFile, SCREEN)
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
  private readonly browsers = new Map<boolean, Promise<{ browser: Browser; screen: XDisplay | null }>>()

  /** With `onXDisplay`, each browser runs windowed on an X display of its own, and a tab's frames are read from it: one tab at a time, as the screen shows the tab opened last. */
  constructor(private readonly options: { onXDisplay?: boolean } = {}) {}

  private browser(javaScript: boolean): Promise<{ browser: Browser; screen: XDisplay | null }> {
    let started = this.browsers.get(javaScript)
    if (!started) {
      started = this.launch(javaScript)
      this.browsers.set(javaScript, started)
    }
    return started
  }

  private async launch(javaScript: boolean): Promise<{ browser: Browser; screen: XDisplay | null }> {
    const screen = this.options.onXDisplay ? await startXDisplay(X_SCREEN) : null
    const browser = await puppeteer
      .launch({
        browser: "firefox",
        executablePath: FIREFOX,
        headless: !screen,
        ...(screen && { args: ["--kiosk", `--width=${X_SCREEN.width}`, `--height=${X_SCREEN.height}`], env: { ...process.env, DISPLAY: screen.display } }),
        extraPrefsFirefox: { "javascript.enabled": javaScript, "ui.useOverlayScrollbars": 1 },
      })
      .catch(async (error: unknown) => {
        await screen?.stop()
        throw error
      })
    return { browser, screen }
  }

  async version() {
    return (await (await this.browser(true)).browser.version()).replace(/^firefox\//, "Firefox ")
  }

  async open({ javaScript }: { javaScript: boolean }): Promise<EngineTab> {
    const { browser, screen } = await this.browser(javaScript)
    const page = await browser.newPage()
    await page.setViewport(SCREEN)
    if (javaScript) await page.evaluateOnNewDocument(COLLECT_ERRORS)
    return new GeckoTab(javaScript, page, screen)
  }

  async close() {
    await Promise.all(
      [...this.browsers.values()].map(async (started) => {
        const { browser, screen } = await started
        await browser.close()
        await screen?.stop()
      }),
    )
    this.browsers.clear()
  }
}
