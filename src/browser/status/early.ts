/**
 * The live statuses before the app: the one writer of the status lines
 * until React takes them over. On a weak signal the app's scripts arrive
 * seconds after the HTML, so the page's inline scripts (src/browser/inline/)
 * ask for the statuses once the first screen is painted, mark the statuses
 * whose end has passed before they are painted, and lay the answer over the
 * built statuses. The app then takes the same answer over (./live.ts) and
 * hydrates with it; the two meet on `window.liveStatuses`
 * (src/shared/status/markup.ts).
 */
import { hasLapsed, newerOf, statusWords, updatedWords } from "../../shared/status/availability"
import { STATUS_PATH, type StatusMap } from "../../shared/status/api"
import { STATUS_LINE, type EarlyStatuses } from "../../shared/status/markup"
import { afterFirstPaint } from "../inline/first-paint"

/** The page's request for the live statuses, sent once its first contentful paint is on screen: the answer, or null. */
export function askForStatuses(): EarlyStatuses {
  return {
    asked: new Promise<void>((go) => afterFirstPaint(go))
      .then(() => fetch(STATUS_PATH, { headers: { Accept: "application/json" } }))
      .then((response) => (response.ok ? (response.json() as Promise<StatusMap>) : null))
      .catch(() => null),
  }
}

/**
 * Marks every status line in `root` whose end has passed at `now`, so a page
 * stored for days never shows one as current, even for a moment. Placed
 * where a list of statuses ends, it runs before the first paint reaches
 * past them; it only adds the mark (the build may have set it already).
 */
export function markLapsed(root: ParentNode, now: number): void {
  const lines = root.querySelectorAll(`[${STATUS_LINE.until}]`)
  for (let index = 0; index < lines.length; index++) {
    if (hasLapsed(lines[index].getAttribute(STATUS_LINE.until), now)) lines[index].setAttribute(STATUS_LINE.lapsed, "")
  }
}

/** Lays the live statuses over every status line in `root` whose live status is newer than its built one, with React's words as built. */
export function showLiveStatuses(statuses: StatusMap, root: ParentNode, now: number): void {
  const lines = root.querySelectorAll(`[${STATUS_LINE.tracker}]`)
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]
    const live = statuses[line.getAttribute(STATUS_LINE.tracker) ?? ""]
    const updated = line.getAttribute(STATUS_LINE.updated)
    const built = updated ? { status: line.getAttribute(STATUS_LINE.status) ?? "", until: line.getAttribute(STATUS_LINE.until), updatedAt: updated } : null
    if (!live || newerOf(built, live) !== live) continue
    line.setAttribute(STATUS_LINE.status, live.status)
    line.setAttribute(STATUS_LINE.updated, live.updatedAt)
    if (live.until) line.setAttribute(STATUS_LINE.until, live.until)
    else line.removeAttribute(STATUS_LINE.until)
    if (hasLapsed(live.until, now)) line.setAttribute(STATUS_LINE.lapsed, "")
    else line.removeAttribute(STATUS_LINE.lapsed)
    const current = line.querySelector('[data-when="current"]')
    const when = line.querySelector('[data-when="updated"]')
    if (current) current.textContent = statusWords(live, null)
    if (when) when.textContent = updatedWords(live, null)
  }
}

/** Lays the early request's answer over the page once it comes, unless the app has taken over by then. */
export function showEarlyAnswer(early: EarlyStatuses | undefined): void {
  void early?.asked?.then((statuses) => {
    if (!statuses || early.taken) return
    showLiveStatuses(statuses, document, Date.now())
    early.shown = statuses
  })
}
