/**
 * The page the offline worker answers when a page could not be loaded (no
 * signal, or the host answering a server error) and the phone has no copy
 * of it. It is never "not found": the page may well exist. For a tracker's
 * profile it gives what the phone already holds about them, from the
 * stored compact roster (/roster.json): their name, base town, Call and
 * Text. It always offers to try again (a plain link to the same address)
 * and the pages the worker stores with the numbers: every tracker and the
 * home page.
 *
 * Plain HTML with its styles in the page and no script: it shows at the
 * first paint, with JavaScript on or off. The worker builds the response
 * itself, so no page policy applies to it; the host's answers keep theirs.
 */
import { escapeHtml } from "../../src/utils/html"
import { formatPhone, telHref } from "../../src/utils/phone"
import { smsHref } from "../../src/utils/sms"
import { ROUTES } from "../../src/routes"

export interface UnreachableTracker {
  name: string
  phone: string
  town: string
}

export const UNREACHABLE_WORDS = {
  title: "This page did not load",
  about: (name: string) => `${name}'s page did not load`,
  why: "There is no signal, or the site could not answer just now. The page is not stored on this phone yet.",
  tracker: (town: string) => `Based in ${town}. Their number, from the roster stored on this phone:`,
  call: (phone: string) => `Call ${formatPhone(phone)}`,
  text: "Text",
  retry: "Try again",
  everyone: "Every tracker",
  home: "Home",
} as const

/** The tracker a profile address names, `/tracker/<slug>/` → `<slug>`; null for any other address. */
export function trackerSlugOf(pathname: string): string | null {
  return /^\/tracker\/([^/.]+)\/?$/.exec(pathname)?.[1] ?? /^\/page-data\/tracker\/([^/]+)\/page-data\.json$/.exec(pathname)?.[1] ?? null
}

const STYLE =
  "body{margin:0;font:18px/1.5 system-ui,sans-serif;color:#1b1f1a;background:#f4f1ea}" +
  "main{max-width:34rem;margin:0 auto;padding:24px 20px}h1{font-size:1.6rem;line-height:1.2;margin:0 0 12px}" +
  "p{margin:0 0 16px}.do{display:flex;flex-wrap:wrap;gap:12px;margin:0 0 20px}" +
  ".do a{display:inline-flex;align-items:center;min-height:48px;padding:0 22px;border-radius:999px;font-weight:700;text-decoration:none;border:2px solid #1e4d2b;color:#1e4d2b}" +
  ".do a.call{background:#c2410c;border-color:#c2410c;color:#fff}.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}" +
  "@media (prefers-color-scheme:dark){body{background:#111611;color:#eef2ea}.do a{border-color:#9fd3a8;color:#9fd3a8}}"

/**
 * The page for `href` (the address asked for, query included), with the
 * tracker's block when the address is a profile whose tracker the stored
 * roster has.
 */
export function unreachablePage(href: string, tracker: UnreachableTracker | null): string {
  const heading = tracker ? UNREACHABLE_WORDS.about(tracker.name) : UNREACHABLE_WORDS.title
  const reach = tracker
    ? `<p>${escapeHtml(UNREACHABLE_WORDS.tracker(tracker.town))}</p>` +
      `<p class="do"><a class="call" href="${escapeHtml(telHref(tracker.phone))}">${escapeHtml(UNREACHABLE_WORDS.call(tracker.phone))}</a>` +
      `<a href="${escapeHtml(smsHref(tracker.phone))}">${UNREACHABLE_WORDS.text}<span class="vh"> ${escapeHtml(tracker.name)}</span></a></p>`
    : ""
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(heading)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(heading)}</h1>${reach}<p>${UNREACHABLE_WORDS.why}</p>` +
    `<p class="do"><a href="${escapeHtml(href)}">${UNREACHABLE_WORDS.retry}</a><a href="${ROUTES.trackers}">${UNREACHABLE_WORDS.everyone}</a><a href="${ROUTES.home}">${UNREACHABLE_WORDS.home}</a></p>` +
    `</main></body></html>`
  )
}
