/**
 * How the offline service worker tells a stored copy from the server's
 * answer, and the keys it stores under. Pure functions on text and URLs, so
 * they are unit-tested without a browser (__tests__/offline-worker.test.ts).
 */
import { STATUS_API } from "../shared/status/api"
import { savedCopyMarkup, savedCopySentence } from "../shared/offline/saved-copy"
import { appendToNotes } from "../shared/vcard-text"

/** What kind of stored file a path is: a page, Gatsby's page data, a contact card, the live statuses, or something else. */
export type StoredKind = "page" | "data" | "card" | "statuses" | "other"

export function kindOf(pathname: string, contentType = ""): StoredKind {
  if (pathname === STATUS_API.status) return "statuses"
  if (pathname.endsWith(".vcf")) return "card"
  if (pathname.startsWith("/page-data/")) return "data"
  if (/^text\/html\b/i.test(contentType)) return "page"
  return "other"
}

/**
 * The cache key of an address: without its query and fragment, so
 * `/?gclid=x` and `/tracker/a/?ref=sms` find the stored `/` and
 * `/tracker/a/`. Every page of a static site is the same whatever the query.
 */
export function withoutQuery(url: string): string {
  const parsed = new URL(url)
  return `${parsed.origin}${parsed.pathname}`
}

/**
 * The note's markup right after `<body …>`: before Gatsby's `#___gatsby`
 * root, so React hydrates its root untouched, and in the HTML, so it shows
 * from the first paint with or without JavaScript.
 */
export function markHtml(html: string, markup: string): string {
  const body = /<body\b[^>]*>/i.exec(html)
  if (!body) return markup + html
  const end = body.index + body[0].length
  return html.slice(0, end) + markup + html.slice(end)
}

/**
 * Page data with `result.pageContext.savedCopy` set to the copy's date, which
 * the layout turns into the same note after a page change in the app. Other
 * JSON (app-data, static query results) is returned as it was.
 */
export function markPageData(json: string, iso: string): string {
  const data = JSON.parse(json) as { result?: { pageContext?: Record<string, unknown> } }
  if (!data.result) return json
  data.result.pageContext = { ...data.result.pageContext, savedCopy: iso }
  return JSON.stringify(data)
}

/**
 * A stored file's text marked as the stored copy it is: `iso` is when it was
 * stored, `href` the address asked for (the note's retry link). Anything that
 * is not a page, page data or a contact card comes back unchanged.
 */
export function markText(kind: StoredKind, text: string, iso: string, href: string): string {
  if (kind === "page") return markHtml(text, savedCopyMarkup(iso, href))
  if (kind === "data") return markPageData(text, iso)
  if (kind === "card") return appendToNotes(text, savedCopySentence(iso))
  return text
}
