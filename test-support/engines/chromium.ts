/**
 * Chromium, wrapping the browser Playwright already runs for the other
 * projects (Debian's, test-support/browser.ts): each tab is a new context
 * with the phone's screen, touch and mobile viewport, at one device pixel
 * per CSS pixel like the other engines' screens, and with service workers
 * allowed (the other projects block them). What is painted comes from
 * DevTools' Page.captureScreenshot, which takes the frame as it stands,
 * where Playwright's own screenshot would wait for fonts and a stable frame.
 */
import type { Browser, BrowserContext, CDPSession, Page } from "@playwright/test"
import { SCREEN, until, type Engine, type EngineTab } from "./engine"
import { COLLECT_ERRORS, TAKE_ERRORS } from "./errors"
import { frameOfPng } from "./frames"

class ChromiumTab implements EngineTab {
  readonly engine = "chromium" as const

  constructor(
    readonly javaScript: boolean,
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly devtools: CDPSession,
  ) {}

  async goto(url: string, wait: "load" | "start" = "load") {
    await this.page.goto(url, { waitUntil: wait === "load" ? "load" : "commit" })
  }

  async waitForLoad() {
    // The document's own state, as in the other engines: Playwright's load state can miss a load that came before it was asked.
    const loaded = await until(async () => (await this.evaluate<string>("document.readyState").catch(() => "")) === "complete", { timeout: 20_000 })
    if (!loaded) throw new Error("Chromium: the page did not load within 20 s")
  }

  evaluate<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>
  }

  evaluateAsync<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>
  }

  async click(selector: string) {
    await this.page.locator(selector).first().click()
  }

  async clickAt({ x, y }: { x: number; y: number }) {
    await this.page.touchscreen.tap(x, y)
  }

  async painted() {
    // DevTools refuses a capture while the page commits to a new document: asked again, it has a frame.
    for (let attempt = 1; ; attempt++) {
      try {
        const { data } = await this.devtools.send("Page.captureScreenshot", { format: "png" })
        return frameOfPng(Buffer.from(data, "base64"), SCREEN.width)
      } catch (error) {
        if (attempt === 5) throw error
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }
  }

  takeErrors() {
    return this.evaluate<string[]>(TAKE_ERRORS)
  }

  close() {
    return this.context.close()
  }
}

export class ChromiumEngine implements Engine {
  readonly name = "chromium" as const

  constructor(private readonly browser: Browser) {}

  async version() {
    return `Chromium ${this.browser.version()}`
  }

  async open({ javaScript }: { javaScript: boolean }): Promise<EngineTab> {
    const context = await this.browser.newContext({
      viewport: SCREEN,
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: javaScript,
      serviceWorkers: "allow",
    })
    await context.addInitScript(COLLECT_ERRORS)
    const page = await context.newPage()
    return new ChromiumTab(javaScript, context, page, await context.newCDPSession(page))
  }

  async close() {
    // The browser is Playwright's: it closes it.
  }
}
