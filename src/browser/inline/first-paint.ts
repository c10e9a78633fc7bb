/**
 * The one wait for the first paint, shared by the scripts a page carries
 * inline (this folder): whatever they start (the live statuses' request,
 * the app's scripts, the offline worker) never competes with the first
 * screen for the link or the main thread, and always starts.
 */

/** A page that has shown nothing after this long starts what waits anyway, rather than stay without it. */
export const LATEST_START_MS = 3000

/**
 * Calls `then` once: a task after the browser reports the page's first
 * contentful paint (Paint Timing, which counts from when the frame is on
 * screen); after the next frame where the browser reports no paints; at
 * once on a page that is or becomes hidden, which paints nothing; and
 * after LATEST_START_MS when nothing was painted.
 */
export function afterFirstPaint(then: () => void): void {
  let done = false
  const go = () => {
    if (done) return
    done = true
    then()
  }
  if (document.visibilityState === "hidden") return go()
  document.addEventListener("visibilitychange", go)
  setTimeout(go, LATEST_START_MS)
  const Observer = window.PerformanceObserver
  if (!Observer || (Observer.supportedEntryTypes || []).indexOf("paint") < 0) {
    requestAnimationFrame(() => setTimeout(go, 0))
    return
  }
  new Observer((list, observer) => {
    list.getEntries().forEach((entry) => {
      if (entry.name !== "first-contentful-paint") return
      observer.disconnect()
      setTimeout(go, 0)
    })
  }).observe({ type: "paint", buffered: true })
}
