/**
 * The banner over the editor when the site refused a published change:
 * what the deploy's content check found (functions/api/roster-report.ts),
 * one sentence per problem, until the next good deploy clears it. It sits
 * above Decap's own screens, in the page's flow; Decap's entry editor,
 * which covers the whole screen, starts below it (./admin-styles, with the
 * banner's height in REPORT_HEIGHT). Nothing shows when there is no report
 * or it cannot be read (a local `npm run cms` has no such function).
 */
import { checkRosterReport, ROSTER_REPORT_API, type RosterReport } from "../../shared/roster-report"
import { ADMIN_PHRASES } from "../phrases"
import { BANNER_ID } from "./selectors"

/** The CSS variable the editor's screens read the banner's height from. */
export const REPORT_HEIGHT = "--roster-report-height"

type Fetch = (input: string, init?: RequestInit) => Promise<Response>

/** The latest refusal, or null when there is none (or it cannot be read). */
async function latestRefusal(fetch: Fetch): Promise<RosterReport | null> {
  try {
    const response = await fetch(ROSTER_REPORT_API, { cache: "no-store", headers: { Accept: "application/json" } })
    if (response.status !== 200) return null
    const report = checkRosterReport(await response.json())
    return report.ok ? report.value : null
  } catch {
    return null
  }
}

function renderBanner(document: Document, report: RosterReport): HTMLElement {
  document.getElementById(BANNER_ID)?.remove()
  const banner = document.createElement("section")
  banner.id = BANNER_ID
  banner.setAttribute("role", "alert")
  banner.setAttribute("aria-labelledby", `${BANNER_ID}-title`)
  const title = document.createElement("h2")
  title.id = `${BANNER_ID}-title`
  title.textContent = ADMIN_PHRASES.refusedChangesTitle
  const list = document.createElement("ul")
  for (const problem of report.problems) {
    const item = document.createElement("li")
    item.textContent = ADMIN_PHRASES.refusedChange(problem.file, problem.message)
    list.append(item)
  }
  banner.append(title, list)
  document.body.prepend(banner)
  const root = document.documentElement
  const measure = () => root.style.setProperty(REPORT_HEIGHT, `${banner.offsetHeight}px`)
  measure()
  // The height changes when the phone turns, and the editor must start below the banner.
  new (document.defaultView?.ResizeObserver ?? ResizeObserver)(measure).observe(banner)
  return banner
}

/** Shows the banner when the site has refused a change. */
export async function showRosterReport(document: Document, fetch: Fetch): Promise<void> {
  const report = await latestRefusal(fetch)
  if (report) renderBanner(document, report)
}
