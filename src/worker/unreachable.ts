/**
 * The page the offline worker answers when a page cannot be loaded and the
 * phone has no copy: never "not found", since the page may exist. A
 * profile or county page gets its tracker or the county's trackers, in the
 * site's order, from the stored compact roster, each with Call and Text;
 * every answer offers to try again and the pages stored ahead
 * (docs/offline.md). Plain HTML with its styles inline and no script, so it
 * works at the first paint with JavaScript on or off; the worker builds the
 * response itself, so no page policy applies to it.
 */
import { escapeHtml } from "../shared/html"
import { formatPhone, telHref } from "../shared/phone"
import { smsHref } from "../shared/sms"
import { ROUTES, countySlugOf, trackerSlugOf } from "../shared/routes"
import type { RosterFile } from "../shared/roster-file"
import type { TrackerRecord } from "../shared/tracker"
import { rankTrackers } from "../shared/call-order"

/** What the page shows of a tracker: name, base town, Call and Text. */
export type UnreachableTracker = Pick<TrackerRecord, "name" | "phone"> & { baseTown: { name: string } }

const UNREACHABLE_WORDS = {
  title: "This page did not load",
  about: (name: string) => `${name}'s page did not load`,
  county: (name: string) => `The ${name} County page did not load`,
  why: "There is no signal, or the site could not answer just now. The page is not stored on this phone yet.",
  tracker: (town: string) => `Based in ${town}. Their number, from the roster stored on this phone:`,
  countyTrackers: (name: string) =>
    `The trackers who cover ${name} County, from the roster stored on this phone: those who can come first, then the nearest to the county's centre.`,
  based: (town: string) => `Based in ${town}`,
  call: (phone: string) => `Call ${formatPhone(phone)}`,
  text: "Text",
  retry: "Try again",
  everyone: "Every tracker",
  home: "Home",
} as const

/** What the stored roster gives for an address no copy of which is stored. */
export type RosterAnswer =
  /** A profile: the tracker. */
  | { kind: "tracker"; tracker: UnreachableTracker }
  /** A county page: its name and the trackers who cover it, in the order to call them. */
  | { kind: "county"; county: string; trackers: UnreachableTracker[] }
  /** A profile or county page the roster does not have: no page of the build. */
  | { kind: "unknown" }
  /** Not a profile or a county page, or no roster stored: nothing known. */
  | { kind: "none" }

/** What `roster` (null when not stored) says about the page at `pathname` (or its page data), at `now` (ms): statuses past their end have lapsed. */
export function rosterAnswer(pathname: string, roster: RosterFile | null, now: number): RosterAnswer {
  const trackerSlug = trackerSlugOf(pathname)
  const countySlug = countySlugOf(pathname)
  if (!roster || (trackerSlug === null && countySlug === null)) return { kind: "none" }
  if (trackerSlug !== null) {
    const tracker = roster.trackers.find((candidate) => candidate.slug === trackerSlug)
    return tracker ? { kind: "tracker", tracker } : { kind: "unknown" }
  }
  const county = roster.counties.find((candidate) => candidate.slug === countySlug)
  if (!county) return { kind: "unknown" }
  const covering = roster.trackers.filter((tracker) => tracker.counties.includes(county.slug))
  const ranked = rankTrackers(covering, { now, from: county.centre })
  return { kind: "county", county: county.name, trackers: ranked.map(({ tracker }) => tracker) }
}

/** Call and Text for one tracker. */
const reachLinks = (tracker: UnreachableTracker) =>
  `<p class="do"><a class="call" href="${escapeHtml(telHref(tracker.phone))}">${escapeHtml(UNREACHABLE_WORDS.call(tracker.phone))}<span class="vh"> ${escapeHtml(tracker.name)}</span></a>` +
  `<a href="${escapeHtml(smsHref(tracker.phone))}">${UNREACHABLE_WORDS.text}<span class="vh"> ${escapeHtml(tracker.name)}</span></a></p>`

const STYLE =
  "body{margin:0;font:18px/1.5 system-ui,sans-serif;color:#1b1f1a;background:#f4f1ea}" +
  "main{max-width:34rem;margin:0 auto;padding:24px 20px}h1{font-size:1.6rem;line-height:1.2;margin:0 0 12px}" +
  "p{margin:0 0 16px}h2{font-size:1.2rem;margin:0 0 4px}ol{list-style:none;margin:0 0 8px;padding:0}li{margin:0 0 8px}.do{display:flex;flex-wrap:wrap;gap:12px;margin:0 0 20px}" +
  ".do a{display:inline-flex;align-items:center;min-height:48px;padding:0 22px;border-radius:999px;font-weight:700;text-decoration:none;border:2px solid #1e4d2b;color:#1e4d2b}" +
  ".do a.call{background:#c2410c;border-color:#c2410c;color:#fff}.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}" +
  "@media (prefers-color-scheme:dark){body{background:#111611;color:#eef2ea}.do a{border-color:#9fd3a8;color:#9fd3a8}}"

/**
 * The page for `href` (the address asked for, query included), with what
 * the stored roster has for it (rosterAnswer): a profile's tracker, or a
 * county's trackers; anything else gets the plain page.
 */
export function unreachablePage(href: string, answer: RosterAnswer): string {
  const heading =
    answer.kind === "tracker"
      ? UNREACHABLE_WORDS.about(answer.tracker.name)
      : answer.kind === "county"
        ? UNREACHABLE_WORDS.county(answer.county)
        : UNREACHABLE_WORDS.title
  const reach =
    answer.kind === "tracker"
      ? `<p>${escapeHtml(UNREACHABLE_WORDS.tracker(answer.tracker.baseTown.name))}</p>${reachLinks(answer.tracker)}`
      : answer.kind === "county" && answer.trackers.length > 0
        ? `<p>${escapeHtml(UNREACHABLE_WORDS.countyTrackers(answer.county))}</p><ol>` +
          answer.trackers
            .map(
              (tracker) =>
                `<li><h2>${escapeHtml(tracker.name)}</h2><p>${escapeHtml(UNREACHABLE_WORDS.based(tracker.baseTown.name))}</p>${reachLinks(tracker)}</li>`,
            )
            .join("") +
          `</ol>`
        : ""
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(heading)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(heading)}</h1>${reach}<p>${UNREACHABLE_WORDS.why}</p>` +
    `<p class="do"><a href="${escapeHtml(href)}">${UNREACHABLE_WORDS.retry}</a><a href="${ROUTES.trackers}">${UNREACHABLE_WORDS.everyone}</a><a href="${ROUTES.home}">${UNREACHABLE_WORDS.home}</a></p>` +
    `</main></body></html>`
  )
}
