/**
 * One small driver for the three engines hunters' phones run: Chromium
 * (Playwright's browser), WebKit (WebKitGTK's WebDriver and a window of our
 * own on an Xvfb) and Gecko (Firefox ESR over WebDriver BiDi), so the engine
 * checks (e2e/engines.spec.ts) and the bench are written once. A tab is a
 * 390 × 844 screen at one device pixel per CSS pixel, scripting on or off for
 * its whole life (Firefox and WebKit set it at launch only).
 */
import type { Frame } from "./frames"

export type EngineName = "chromium" | "webkit" | "gecko"

export const ENGINE_NAMES: readonly EngineName[] = ["chromium", "webkit", "gecko"]

/** The phone screen every tab has. */
export const SCREEN = { width: 390, height: 844 } as const

export interface EngineTab {
  readonly engine: EngineName
  readonly javaScript: boolean
  /**
   * Goes to an address. `load` resolves once the page has loaded; `start`
   * as soon as the engine has taken the navigation, for watching a page
   * while it loads.
   */
  goto(url: string, until?: "load" | "start"): Promise<void>
  /** Until the page in the tab (a new one after a navigation) has loaded. */
  waitForLoad(): Promise<void>
  /**
   * Runs an expression in the page and returns its value (JSON). With
   * scripting off too, so it must not wait on a promise: Gecko then drops
   * the connection.
   */
  evaluate<T>(expression: string): Promise<T>
  /** Like evaluate, for an expression that is a promise (scripting on only). */
  evaluateAsync<T>(expression: string): Promise<T>
  /** A click where a person would tap, on the first element the selector finds. */
  click(selector: string): Promise<void>
  /** A click at a point of the screen (CSS px), on whatever is there. */
  clickAt(point: { x: number; y: number }): Promise<void>
  /** What is on the screen this moment, without waiting for the page to load. */
  painted(): Promise<Frame>
  /** Errors the page reported since the last call: script errors, console.error, CSP refusals. */
  takeErrors(): Promise<string[]>
  close(): Promise<void>
}

export interface Engine {
  readonly name: EngineName
  /** The engine's own version, e.g. "WebKitGTK 2.50.6". */
  version(): Promise<string>
  /** A new tab on a 390 × 844 screen; tabs of the same setting share the engine's browser. */
  open(options: { javaScript: boolean }): Promise<EngineTab>
  close(): Promise<void>
}

/** Polls `condition` every `every` ms until it holds or `timeout` ms have passed; returns whether it held. */
export async function until(condition: () => Promise<boolean>, { timeout = 10_000, every = 25 } = {}): Promise<boolean> {
  const deadline = Date.now() + timeout
  for (;;) {
    if (await condition()) return true
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, every))
  }
}
