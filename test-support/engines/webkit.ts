/**
 * WebKit as WebKitGTK: its WebDriver drives our own window
 * (./webkit-window.py) on an X server of its own whose screen is the phone's
 * (./x-display.ts), so what is painted is read from the screen at any moment
 * (WebDriver's screenshot waits for the load).
 * WebKitWebDriver serves one session at a time and scripting is set when the
 * window starts, so each tab has its own X server, driver and window.
 * Desktop user agent, no touch events, no WebAuthn.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { Builder, By, Origin, type WebDriver } from "selenium-webdriver"
import { freePort } from "../free-port"
import { SCREEN, until, type Engine, type EngineTab } from "./engine"
import { COLLECT_ERRORS, TAKE_ERRORS } from "./errors"
import { frameOfXvfb } from "./frames"
import { startXDisplay, stopProcess } from "./x-display"

const DRIVER = "/usr/bin/WebKitWebDriver"
const WINDOW = path.join(__dirname, "webkit-window.py")
/** A property the tab sets on a document it navigates away from. */
const OLD_DOCUMENT = "__engineLeft"
/** How long one WebDriver command may take: a driver that has not answered by then has hung. */
const COMMAND_MS = 15_000
const DRIVER_GONE = "the driver did not answer"
/** How long a navigation may take to start before it is asked again. */
const ASK_AGAIN_MS = 2_500
/** What a lost driver looks like: a session it ended, a process gone, a command never answered. */
const DRIVER_LOST = new RegExp(`NoSuchSession|ECONNREFUSED|ECONNRESET|${DRIVER_GONE}`)

/** A command's answer, or an error once the driver has taken `ms` without one. */
function answered<T>(command: Promise<T>, ms = COMMAND_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const hung = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`WebKit: ${DRIVER_GONE} within ${ms} ms`)), ms)))
  return Promise.race([command, hung]).finally(() => clearTimeout(timer))
}

/** The name the window gives the driver, which a session must ask for. */
const BROWSER_NAME = "engines-webkit-window"

export function webkitMissing(): string | null {
  if (!fs.existsSync(DRIVER)) return `${DRIVER} is missing: apt-get install webkit2gtk-driver`
  for (const tool of ["Xvfb", "xauth"]) {
    try {
      execFileSync("sh", ["-c", `command -v ${tool}`])
    } catch {
      return `${tool} is missing: apt-get install xvfb xauth`
    }
  }
  return null
}

/** The driver, and the window it starts, write what goes wrong (a crashed web process, GTK's warnings) to `log`. */
async function startDriver(display: string, log: string): Promise<{ url: string; driver: ChildProcess }> {
  const port = await freePort()
  const driver = spawn(DRIVER, [`--port=${port}`], { env: { ...process.env, DISPLAY: display }, stdio: ["ignore", "ignore", fs.openSync(log, "a")] })
  driver.once("exit", (code, signal) => fs.appendFileSync(log, `WebKitWebDriver ended (${signal ?? code})\n`))
  const url = `http://127.0.0.1:${port}`
  const ready = await until(
    async () => {
      if (driver.exitCode !== null) throw new Error(`${DRIVER} stopped (${driver.exitCode})`)
      return fetch(`${url}/status`).then(
        (response) => response.ok,
        () => false,
      )
    },
    { timeout: 10_000 },
  )
  if (!ready) throw new Error(`${DRIVER} did not answer on ${url}`)
  return { url, driver }
}

/** One window: its session, the X screen's file, the driver's log, and how to stop it all. */
interface Window {
  session: WebDriver
  screenFile: string
  log: string
  stop: () => Promise<void>
}

class WebKitTab implements EngineTab {
  readonly engine = "webkit" as const

  constructor(
    readonly javaScript: boolean,
    private window: Window,
    private readonly openWindow: () => Promise<Window>,
  ) {}

  private get session(): WebDriver {
    return this.window.session
  }

  /**
   * Now and then WebKitWebDriver ends a session by itself, stops answering
   * or exits, between two navigations, with nothing in its log. The
   * navigation then goes to a new window on the same profile (its cache and
   * service worker kept), once, and says so.
   */
  async goto(url: string, wait: "load" | "start" = "load") {
    try {
      await this.navigate(url, wait)
    } catch (error) {
      if (!DRIVER_LOST.test(String(error))) throw error
      console.warn(`[engines] WebKit: the driver was lost before ${url} (${String(error).split("\n")[0].slice(0, 160)}); going there in a new window`)
      await this.window.stop()
      this.window = await this.openWindow()
      await this.navigate(url, wait)
    }
  }

  /**
   * Now and then (about one navigation in forty, scripting on, the offline
   * worker active) WebKitGTK takes a navigation, its request reaches the
   * host, and the window stays on the page before: it is asked once more
   * after ASK_AGAIN_MS, and says so.
   */
  private async navigate(url: string, wait: "load" | "start") {
    const target = new URL(url).href
    const isNew = `!document.${OLD_DOCUMENT} && location.href === ${JSON.stringify(target)}`
    let started = false
    for (let ask = 0; ask < 2 && !started; ask++) {
      if (ask > 0) console.warn(`[engines] WebKit: ${url} had not started after ${ASK_AGAIN_MS} ms; asking again`)
      // The document navigated from carries a mark; the one navigated to is the first to answer without it at the new address.
      await this.evaluate(`document.${OLD_DOCUMENT} = true`).catch((error: unknown) => {
        if (DRIVER_LOST.test(String(error))) throw error
      })
      // The session's page load strategy is "none": the command returns once the window has taken the navigation, at once.
      await answered(this.session.get(url), 2 * ASK_AGAIN_MS)
      started = await until(() => this.evaluate<boolean>(isNew).catch(() => false), { timeout: ask === 0 ? ASK_AGAIN_MS : 20_000, every: 50 })
      if (!started && !(await this.driverAlive())) throw new Error(`WebKit: ${DRIVER_GONE} before ${url} started`)
    }
    if (!started) {
      const shows = await this.evaluate<string>(`location.href + (document.${OLD_DOCUMENT} ? ", the page before" : "")`).catch(String)
      const said = fs.existsSync(this.window.log) ? fs.readFileSync(this.window.log, "utf8").slice(-2_000) : ""
      throw new Error(`WebKit: ${url} did not start, asked twice (the window shows ${shows}); the driver and window said:\n${said}`)
    }
    if (wait === "load") await this.waitForLoad()
  }

  private driverAlive(): Promise<boolean> {
    return answered(this.session.getSession()).then(
      () => true,
      () => false,
    )
  }

  async waitForLoad() {
    const loaded = await until(async () => (await this.evaluate<string>("document.readyState").catch(() => "")) === "complete", { timeout: 20_000 })
    if (!loaded) throw new Error("WebKit: the page did not load within 20 s")
  }

  evaluate<T>(expression: string): Promise<T> {
    return answered(this.session.executeScript(`return (${expression})`) as Promise<T>)
  }

  evaluateAsync<T>(expression: string): Promise<T> {
    // WebDriver waits for a promise the script returns.
    return this.evaluate<T>(expression)
  }

  async click(selector: string) {
    await (await this.session.findElement(By.css(selector))).click()
  }

  async clickAt({ x, y }: { x: number; y: number }) {
    await this.session
      .actions({ async: true })
      .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
      .press()
      .release()
      .perform()
  }

  async painted() {
    return frameOfXvfb(this.window.screenFile)
  }

  async takeErrors() {
    return this.javaScript ? this.evaluate<string[]>(TAKE_ERRORS) : []
  }

  close() {
    return this.window.stop()
  }
}

/** A window of ./webkit-window.py on an X server of its own, under a driver of its own, on the profile in `dataDir`. */
async function openWindow(javaScript: boolean, dataDir: string): Promise<Window> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "engines-webkit-"))
  const log = path.join(folder, "driver.log")
  const userScript = path.join(folder, "collect-errors.js")
  fs.writeFileSync(userScript, COLLECT_ERRORS)
  const screen = await startXDisplay(SCREEN)
  const { url, driver } = await startDriver(screen.display, log).catch(async (error: unknown) => {
    await screen.stop()
    throw error
  })
  const args = [
    "--automation",
    `--size=${SCREEN.width}x${SCREEN.height}`,
    `--data-dir=${dataDir}`,
    `--user-script=${userScript}`,
    ...(javaScript ? [] : ["--no-javascript"]),
  ]
  const session = await new Builder()
    .usingServer(url)
    .withCapabilities({ browserName: BROWSER_NAME, pageLoadStrategy: "none", "webkitgtk:browserOptions": { binary: WINDOW, args } })
    .build()
    .catch(async (error: unknown) => {
      await Promise.all([stopProcess(driver), screen.stop()])
      throw error
    })
  return {
    session,
    screenFile: screen.screenFile,
    log,
    stop: async () => {
      await answered(session.quit()).catch(() => undefined)
      await Promise.all([stopProcess(driver), screen.stop()])
      fs.rmSync(folder, { recursive: true, force: true })
    },
  }
}

export class WebKitEngine implements Engine {
  readonly name = "webkit" as const
  private readonly tabs = new Set<WebKitTab>()

  async version() {
    const version = execFileSync("/usr/bin/python3", [
      "-c",
      "import gi; gi.require_version('WebKit2', '4.1'); from gi.repository import WebKit2 as W; print(f'{W.get_major_version()}.{W.get_minor_version()}.{W.get_micro_version()}')",
    ])
    return `WebKitGTK ${version.toString().trim()}`
  }

  async open({ javaScript }: { javaScript: boolean }): Promise<EngineTab> {
    // A fresh profile for the tab, kept when a lost driver's window is replaced.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "engines-webkit-profile-"))
    const tab = new WebKitTab(javaScript, await openWindow(javaScript, profile), () => openWindow(javaScript, profile))
    this.tabs.add(tab)
    const close = tab.close.bind(tab)
    tab.close = async () => {
      this.tabs.delete(tab)
      await close()
      fs.rmSync(profile, { recursive: true, force: true })
    }
    return tab
  }

  async close() {
    await Promise.all([...this.tabs].map((tab) => tab.close()))
  }
}
