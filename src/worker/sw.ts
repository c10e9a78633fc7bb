/**
 * The offline service worker, bundled into `public/sw.js` after each build
 * (src/build/offline/write-worker.ts) with this build's list of files in
 * place of `__OFFLINE_MANIFEST__`. What can change under one address (pages,
 * page data, contact cards) comes from the network first, falling back to a
 * stored copy that says it is one and from when; content-hashed files come
 * from the store first. Storing ahead is done here rather than by Workbox's
 * all-or-nothing precache: each file on its own, the numbers first, and what
 * failed again later. docs/offline.md has the rules.
 */
import type { WorkboxPlugin } from "workbox-core/types"
import { ExpirationPlugin } from "workbox-expiration"
import { registerRoute, setCatchHandler } from "workbox-routing"
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies"
import { NOT_FOUND_PAGE, VCARD_PATHS, isHashedAsset } from "../shared/built-files"
import { kindOf, markText, withoutQuery } from "./mark"
import { pageDataOf, pagePathOf } from "../shared/built-files"
import { OFFLINE_MESSAGES, type NewerMessage, type StatusMessage } from "../shared/offline/protocol"
import { withoutBuildStamp } from "../shared/offline/build-stamp"
import { STATUS_API } from "../shared/status/api"
import { ROSTER_FILE, readRosterFile, type RosterFile } from "../shared/roster-file"
import { rosterAnswer, unreachablePage, type RosterAnswer } from "./unreachable"
import { countySlugOf, trackerSlugOf } from "../shared/routes"
import {
  NEVER_STORED,
  NUMBERS_TIER,
  TIERS,
  downloadBatches,
  isChangeable,
  needsDownload,
  outdated,
  tierStored,
  type OfflineEntry,
  type StoredRevisions,
} from "../shared/offline/tiers"
import { tellWindows, type WorkerScope } from "./scope"
import { showRequest, tellOfProposed } from "./request-push"
import { openRequest } from "./request-click"
import { renewSubscription } from "./subscription-change"

declare const self: WorkerScope
declare const __OFFLINE_MANIFEST__: readonly OfflineEntry[]
declare const __OPENED_PAGES__: readonly string[]

const MANIFEST = __OFFLINE_MANIFEST__
const LISTED = new Set(MANIFEST.map((entry) => entry.url))
/** The build's pages stored when the hunter opens them, not ahead, but the profiles (the roster names those): counties, bear and elk, the legal pages. */
const OPENED_PAGES = new Set(__OPENED_PAGES__)

/** A page of the build stored when opened: one of OPENED_PAGES, or a profile. */
const isOpenedPage = (page: string) => !LISTED.has(page) && (OPENED_PAGES.has(page) || trackerSlugOf(page) !== null)

/**
 * How long a page, page data or a contact card waits for the network's
 * first byte before the stored copy is shown (the download carries on and
 * replaces the copy): long enough for a new connection on a weak signal
 * with one lost packet, short enough to show the stored copy quickly where
 * a bar of signal carries nothing (docs/offline.md has the arithmetic).
 */
const NETWORK_TIMEOUT_SECONDS = 3

/** Files downloaded at once while storing: enough to hide a slow round trip, few enough to leave the page room. */
const CONCURRENT_DOWNLOADS = 4

const CACHES = {
  /** Pages, page data and contact cards: revalidated on every visit, stored copy as fallback. */
  pages: "offline-pages",
  /** Content-hashed files of the list (bundles, critical images). */
  assets: "offline-assets",
  /** Other content-hashed files seen while browsing (gallery photos, the map): kept for a while. */
  pictures: "offline-pictures",
  /** The record of what is stored at which revision. */
  meta: "offline-meta",
}
const RECORD = "/__offline/stored.json"
/** What the Workbox worker of earlier builds stored (its precache and runtime image cache), deleted once this one has everything. */
const isLegacyCache = (name: string) => name.startsWith("workbox-precache") || name === "images"

const cacheFor = (url: string) => (isChangeable(url) ? CACHES.pages : CACHES.assets)
/** The site's own addresses, but the editor and the site's functions (sign-ins, changes), which are never stored; the live statuses are. */
const sameSite = (url: URL) =>
  url.origin === self.location.origin && !url.pathname.startsWith("/admin") && (!url.pathname.startsWith("/api/") || url.pathname === STATUS_API.status)

const tellPages = (message: StatusMessage | NewerMessage, except?: string) => tellWindows(self, message, except)

/** The response with a Date header, the date the note shows (hosts send one; this covers one that does not). */
function withDate(response: Response): Response {
  if (response.headers.has("date")) return response
  const headers = new Headers(response.headers)
  headers.set("date", new Date().toUTCString())
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** A stored response marked as the stored copy it is (mark.ts); `href` is the address asked for. */
async function markStored(response: Response, key: string, href: string): Promise<Response> {
  const kind = kindOf(new URL(key).pathname, response.headers.get("content-type") ?? "")
  // A stored copy of the statuses needs no mark: each status carries the time it was set, and the page shows it.
  if (kind === "other" || kind === "statuses") return response
  const date = new Date(response.headers.get("date") ?? "")
  const iso = Number.isNaN(date.getTime()) ? "unknown" : date.toISOString()
  const address = new URL(href)
  const text = markText(kind, await response.text(), iso, address.pathname + address.search)
  const headers = new Headers(response.headers)
  headers.delete("content-length")
  headers.delete("content-encoding")
  return new Response(text, { status: response.status, statusText: response.statusText, headers })
}

/**
 * Tells the pages when a page's stored copy was replaced by a different one
 * (protocol.ts, `newer`); one that differs only in the build's stamp has
 * nothing newer to show.
 */
async function tellIfChanged(key: string, previous: Response | undefined | null, stored: Response, except?: string): Promise<void> {
  const path = pagePathOf(new URL(key).pathname)
  if (!path || !previous) return
  if (withoutBuildStamp(await previous.text()) === withoutBuildStamp(await stored.text())) return
  await tellPages({ type: OFFLINE_MESSAGES.newer, path }, except)
}

const addressOf = (event: unknown, fallback: string) => (event as { request?: Request } | undefined)?.request?.url ?? fallback
const clientOf = (event: unknown) => {
  const fetchEvent = event as { resultingClientId?: string; clientId?: string } | undefined
  return fetchEvent?.resultingClientId || fetchEvent?.clientId || undefined
}

/** The plugin of the network-first route: keys without the query, a server error counted as no answer, stored copies marked. */
const storedCopies: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => withoutQuery(request.url),
  // A host's 5xx is no page: the stored copy is better.
  fetchDidSucceed: async ({ response }) => {
    if (response.status >= 500) throw new Error(`${response.status} from the server`)
    return response
  },
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? withDate(response) : null),
  cachedResponseWillBeUsed: async ({ cachedResponse, request, event, state }) => {
    if (!cachedResponse) return null
    if (state) state.servedStored = true
    return markStored(cachedResponse, request.url, addressOf(event, request.url))
  },
  // The page that asked is told too when it was shown the older stored copy; not when it has the answer just stored.
  cacheDidUpdate: async ({ request, oldResponse, newResponse, event, state }) => {
    await tellIfChanged(request.url, oldResponse, newResponse, state?.servedStored ? undefined : clientOf(event))
    // A page stored when opened, opened in the app (its page data) or in full (its page): the rest of it, for offline.
    const page = pagePathOf(new URL(request.url).pathname)
    if (page && isOpenedPage(page)) await storeOpened(page)
  },
}

// A request's page from the network only: a stored copy would show an old answer as the current one (tiers.ts, NEVER_STORED).
registerRoute(({ url, request }) => sameSite(url) && request.mode === "navigate" && NEVER_STORED.includes(url.pathname), new NetworkOnly())
registerRoute(
  ({ url, request }) =>
    sameSite(url) && (request.mode === "navigate" || url.pathname === ROSTER_FILE || ["data", "card", "statuses"].includes(kindOf(url.pathname))),
  new NetworkFirst({ cacheName: CACHES.pages, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [storedCopies], matchOptions: { ignoreVary: true } }),
)
registerRoute(
  ({ url }) => sameSite(url) && (isHashedAsset(url.pathname.slice(1)) || LISTED.has(url.pathname)),
  new CacheFirst({ cacheName: CACHES.assets, matchOptions: { ignoreVary: true } }),
)
registerRoute(
  ({ url }) => sameSite(url) && url.pathname.startsWith("/static/"),
  new CacheFirst({
    cacheName: CACHES.pictures,
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
)

/** The stored compact roster; null when it is not stored (yet). */
async function storedRoster(): Promise<RosterFile | null> {
  const stored = await (await caches.open(CACHES.pages)).match(new URL(ROSTER_FILE, self.location.origin).href, { ignoreVary: true })
  return stored ? readRosterFile(await stored.json().catch(() => null)) : null
}

/**
 * Whether `page` is a page of the build: listed, never stored, stored when opened, a
 * tracker or county the stored roster has, or, with no roster stored, any
 * profile address (it may well exist).
 */
const isBuiltPage = (page: string, answer: RosterAnswer) =>
  LISTED.has(page) ||
  NEVER_STORED.includes(page) ||
  OPENED_PAGES.has(page) ||
  answer.kind === "tracker" ||
  answer.kind === "county" ||
  (answer.kind === "none" && (trackerSlugOf(page) !== null || countySlugOf(page) !== null))

const htmlResponse = (html: string, status: number, statusText: string) =>
  new Response(html, { status, statusText, headers: { "content-type": "text/html; charset=utf-8" } })

/**
 * No answer (no network, or a server error) and no stored copy. Never a
 * false "not found" (unreachable.ts):
 *
 * - a page of the build: a plain page that says it did not load, with a
 *   retry (503), never the browser's error page; a profile's gives the
 *   tracker's name, Call and Text from the stored roster, a county page's
 *   the trackers who cover the county; an address that is no page of the
 *   build (neither listed nor stored when opened, nor a tracker or county
 *   of the stored roster) gets the stored not-found page (404, as the host
 *   would answer), or the plain page while that is not stored;
 * - page data the build does not list: a page's of the build is a server
 *   error (500), on which Gatsby loads the address in full, which gets the
 *   page above; any other a 404 (Gatsby shows its not-found page);
 * - the live statuses: a 503 (the pages keep the built ones);
 * - anything else: a network error.
 */
setCatchHandler(async ({ request }) => {
  const url = new URL(request.url)
  if (request.mode === "navigate" && kindOf(url.pathname) !== "card") {
    const answer = rosterAnswer(url.pathname, await storedRoster(), Date.now())
    const notFound = isBuiltPage(url.pathname, answer) ? undefined : await (await caches.open(CACHES.pages)).match(NOT_FOUND_PAGE, { ignoreVary: true })
    if (!notFound) return htmlResponse(unreachablePage(request.url, answer), 503, "Service Unavailable")
    const page = await markStored(notFound, new URL(NOT_FOUND_PAGE, url).href, request.url)
    return new Response(page.body, { status: 404, statusText: "Not Found", headers: page.headers })
  }
  if (url.pathname.startsWith("/page-data/") && !LISTED.has(url.pathname)) {
    const page = pagePathOf(url.pathname)
    const built = page !== null && isBuiltPage(page, rosterAnswer(url.pathname, await storedRoster(), Date.now()))
    // 500: Gatsby's loader gives up at once on it and loads the address in full (a 503 it would retry three times first).
    return new Response("", { status: built ? 500 : 404 })
  }
  // No live statuses yet and no signal: the pages keep the ones they were built with (src/browser/status/live.ts).
  if (url.pathname === STATUS_API.status)
    return new Response(JSON.stringify({ error: "No signal, and no statuses stored yet." }), { status: 503, headers: { "content-type": "application/json" } })
  return Response.error()
})

async function readRecord(): Promise<StoredRevisions> {
  const response = await (await caches.open(CACHES.meta)).match(RECORD)
  return response ? ((await response.json()) as StoredRevisions) : {}
}

async function writeRecord(stored: StoredRevisions): Promise<void> {
  await (await caches.open(CACHES.meta)).put(RECORD, new Response(JSON.stringify(stored), { headers: { "content-type": "application/json" } }))
}

/** Downloads and stores one file; false when it did not arrive whole (no network, an error status), so it is tried again later. */
async function storeFile(entry: OfflineEntry): Promise<boolean> {
  try {
    // A file that changes under its address is revalidated with the server; a hashed one may come from the HTTP cache.
    const response = await fetch(entry.url, { cache: entry.revision === null ? "default" : "no-cache" })
    if (response.status !== 200 || response.redirected) return false
    const cache = await caches.open(cacheFor(entry.url))
    const key = new URL(entry.url, self.location.origin).href
    const previous = isChangeable(entry.url) ? await cache.match(key, { ignoreVary: true }) : undefined
    const stored = withDate(response)
    const copy = stored.clone()
    await cache.put(key, stored)
    await tellIfChanged(key, previous, copy)
    return true
  } catch {
    return false
  }
}

/**
 * A page the hunter opened which the build does not list (isOpenedPage,
 * precache.ts): its page and page data, and a profile's contact card, each
 * fetched if not stored yet. They are kept until a later build lists them
 * or the phone clears them.
 */
async function storeOpened(page: string): Promise<void> {
  const cache = await caches.open(CACHES.pages)
  const slug = trackerSlugOf(page)
  const files = [page, pageDataOf(page), ...(slug ? [VCARD_PATHS.tracker(slug)] : [])]
  for (const url of files) {
    if (!(await cache.match(new URL(url, self.location.origin).href, { ignoreVary: true })))
      await storeFile({ url, revision: "opened", tier: TIERS.indexOf("pages") })
  }
}

async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items]
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item)
  }
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker))
}

async function status(): Promise<StatusMessage> {
  const stored = await readRecord()
  return {
    type: OFFLINE_MESSAGES.status,
    numbers: tierStored(MANIFEST, stored, NUMBERS_TIER),
    missing: MANIFEST.filter((entry) => needsDownload(entry, stored)).length,
  }
}

/**
 * Deletes what this build no longer lists, and the earlier Workbox worker's
 * caches: only once everything of this build is stored. Pages and page data
 * stored because the hunter opened them (a profile, a county page) were never listed and
 * stay; those an earlier build listed and this one does not go.
 */
async function prune(stored: Record<string, string | null>): Promise<void> {
  const gone = outdated(MANIFEST, Object.keys(stored))
  const pages = await caches.open(CACHES.pages)
  await Promise.all(gone.map((url) => pages.delete(url, { ignoreVary: true })))
  const assets = await caches.open(CACHES.assets)
  const assetPaths = (await assets.keys()).map((request) => new URL(request.url).pathname)
  await Promise.all(outdated(MANIFEST, assetPaths).map((path) => assets.delete(path, { ignoreVary: true })))
  for (const url of gone) delete stored[url]
  await writeRecord(stored)
  await Promise.all((await caches.keys()).filter(isLegacyCache).map((name) => caches.delete(name)))
}

/**
 * Stores what is missing, batch by batch (tiers.ts): the pages open on the
 * phone first, then each tier up to `lastTier`. The record is written after
 * each batch, so what arrived counts even if the worker is stopped.
 */
async function store(first: readonly string[], lastTier: number): Promise<void> {
  const stored: Record<string, string | null> = { ...(await readRecord()) }
  let numbers = tierStored(MANIFEST, stored, NUMBERS_TIER)
  for (const batch of downloadBatches(MANIFEST, stored, first, lastTier)) {
    await eachLimited(batch, CONCURRENT_DOWNLOADS, async (entry) => {
      if (await storeFile(entry)) stored[entry.url] = entry.revision
    })
    await writeRecord(stored)
    if (!numbers && tierStored(MANIFEST, stored, NUMBERS_TIER)) {
      numbers = true
      await tellPages(await status())
    }
  }
  if (MANIFEST.every((entry) => !needsDownload(entry, stored))) await prune(stored)
}

/** One run at a time; a run asked for while one is going starts after it, from the record it left. */
let storing: Promise<void> = Promise.resolve()
function storeQueued(first: readonly string[] = [], lastTier = TIERS.length - 1): Promise<void> {
  storing = storing.then(() => store(first, lastTier)).catch(() => undefined)
  return storing
}

/**
 * Install: the pages open on the phone (the one just visited) and the
 * numbers tier. The worker installs with whatever of them arrived; the rest
 * is stored when a page asks (`fill`: each page load, and when the signal
 * comes back), which keeps the long download out of the activate event,
 * during which a worker answers no request.
 */
self.addEventListener("install", (event) => {
  void self.skipWaiting()
  event.waitUntil(
    self.clients.matchAll({ includeUncontrolled: true, type: "window" }).then((pages) => {
      const open = pages.map((page) => new URL(page.url)).filter((url) => url.origin === self.location.origin)
      return Promise.all([
        storeQueued(
          open.map((url) => url.pathname),
          NUMBERS_TIER,
        ),
        ...open.filter((url) => isOpenedPage(url.pathname)).map((url) => storeOpened(url.pathname)),
      ])
    }),
  )
})

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim())
})

self.addEventListener("message", (event) => {
  const type = (event.data as { type?: unknown } | null)?.type
  if (type === OFFLINE_MESSAGES.fill) event.waitUntil(storeQueued())
  if (type === OFFLINE_MESSAGES.status) event.waitUntil(status().then((message) => event.source?.postMessage(message)))
})

// Hunters' requests on a tracker's phone (docs/requests.md). Every handler is added as the worker first runs:
// Safari hands a Declarative Web Push message to `pushnotification` only if that handler was there from the start.
self.addEventListener("push", (event) => event.waitUntil(showRequest(self, event)))
self.addEventListener("pushnotification", (event) => event.waitUntil(tellOfProposed(self, event)))
self.addEventListener("notificationclick", (event) => event.waitUntil(openRequest(self, event)))
self.addEventListener("pushsubscriptionchange", (event) => event.waitUntil(renewSubscription(self, event)))
