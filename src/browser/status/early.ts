/**
 * The live statuses before the app: a page that shows statuses asks for them
 * once its first screen is painted (src/build/post-build/early-statuses.ts),
 * and this module, bundled into a script at the end of its body, lays the
 * answer over the built statuses before React hydrates, because on a weak
 * signal the app's scripts arrive seconds after the HTML. The app then takes
 * the same answer over (./live.ts) and hydrates with it. The two meet on
 * `window`: the early request, the answer once laid over, and whether the app has taken over
 * (after which this leaves the page to React).
 */
import { TRACKER_LABELS } from "../../copy"
import { dateAndTime, hasLapsed, newerOf, statusWords, type Availability } from "../../shared/status/availability"
import type { StatusMap } from "../../shared/status/api"
import { STATUS_LINE, type EarlyStatuses } from "../../shared/status/markup"

/** The words a status line shows for a status, as built (no reader's clock): what React renders while it takes over. */
export const updatedWords = (availability: Availability) => `${TRACKER_LABELS.updated} ${dateAndTime(availability.updatedAt)}`

/** Lays the live statuses over every status line on the page whose live status is newer than its built one. */
function showLiveStatuses(statuses: StatusMap, root: ParentNode = document, now = Date.now()): void {
  for (const line of Array.from(root.querySelectorAll<HTMLElement>(`[${STATUS_LINE.tracker}]`))) {
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
    if (when) when.textContent = updatedWords(live)
  }
}

/** The body's script: lays the early request's answer over the page, unless the app has already taken over. */
export function showEarlyAnswer(early: EarlyStatuses | undefined): void {
  void early?.asked?.then((statuses) => {
    if (!statuses || early.taken) return
    showLiveStatuses(statuses)
    early.shown = statuses
  })
}
