/**
 * The offline worker's registration before the app (every built page
 * carries it, src/browser/inline/register-worker.ts): the app registers it
 * too (./register.ts), but only once its JavaScript has arrived, which on
 * a weak signal is long after the page is readable. After the first paint,
 * and when the main thread is idle, so the worker's downloads never
 * compete with the first screen (docs/offline.md).
 */
import { SERVICE_WORKER_PATH, WEB_MANIFEST } from "../../shared/built-files"
import { afterFirstPaint } from "../inline/first-paint"

/** How long an idle moment is waited for once the page has painted. */
const IDLE_TIMEOUT_MS = 2000

/** Links the web manifest (left out of the head, src/browser/startup/head.ts, for the phone's "Add to Home Screen") and registers the worker. */
function linkManifestAndRegister(): void {
  const link = document.createElement("link")
  link.rel = "manifest"
  link.href = WEB_MANIFEST
  link.crossOrigin = "anonymous"
  document.head.appendChild(link)
  const register = () => navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined)
  // Safari has no idle callbacks: the next task.
  if (window.requestIdleCallback) window.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS })
  else setTimeout(register, 0)
}

/** On a phone with service workers: the manifest and the worker once the first paint is on screen. */
export function registerAfterFirstPaint(): void {
  if ("serviceWorker" in navigator) afterFirstPaint(linkManifestAndRegister)
}
