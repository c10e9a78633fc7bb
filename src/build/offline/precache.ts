/**
 * What the offline worker stores on a phone's first visit: the pages that
 * carry every tracker's number (the home page, /trackers/), the request
 * form (its fallback without a signal is the group text), the not-found
 * page, what they need to render and to move on in the app, the roster's
 * contact card, the compact roster (/roster.json) and the pictures those
 * pages show (./critical-images.ts); only the compact roster grows with the
 * roster. Every other page is stored when opened, and one not stored yet is
 * answered from the compact roster (src/worker/unreachable.ts). docs/offline.md.
 */
import { NOT_FOUND_PAGE, VCARD_PATHS, isHashedAsset, isSitePage, pagePathOf, urlPathOfHtml } from "../../shared/built-files"
import { WEBPACK_RUNTIME } from "../../internals/gatsby"
import { ROSTER_FILE } from "../../shared/roster-file"
import { ROUTES, trackerSlugOf } from "../../shared/routes"
import { scriptsStartedAfterPaint } from "../post-build/paint-first"
import { attributeOf, elementsOf, type HtmlDocument } from "../html-tree"
import { NEVER_STORED, TIERS, type OfflineEntry, type TierName } from "../../shared/offline/tiers"
import { REQUEST_PAGES } from "../../shared/requests/api"

export interface PrecacheEntry {
  url: string
  revision: string | null
  size: number
}

/** An entry of the list the service worker gets, with its size for the build's report. */
export interface ListedEntry extends OfflineEntry {
  size: number
}

/** The pages stored ahead: those that carry every tracker's number, the request to every tracker near the shot, and the not-found page. */
const STORED_AHEAD: readonly string[] = [ROUTES.home, ROUTES.trackers, REQUEST_PAGES.form, NOT_FOUND_PAGE]

/** The page a file is or is the data of; null for anything else. Gatsby's loader reads the not-found page's data under /404.html. */
function pageOf(file: string): string | null {
  const page = pagePathOf(precacheUrl(file))
  return page === "/404.html" ? NOT_FOUND_PAGE : page
}

/** A page the worker never stores (tiers.ts), or its page data. */
const isNeverStored = (file: string) => NEVER_STORED.includes(pageOf(file) ?? "")

/** Any page but those of STORED_AHEAD and those never stored, or the page data of one: stored when opened, not ahead (tiers.ts). */
function isStoredWhenOpened(file: string): boolean {
  const page = pageOf(file)
  return page !== null && !STORED_AHEAD.includes(page) && !isNeverStored(file)
}

/**
 * A page of the site, but `/404.html`, the same page as `/404/`: the host
 * answers `/404.html` with a redirect to `/404`, which the worker could not
 * store as a page.
 */
const isStorablePage = (file: string) => isSitePage(file) && file !== "404.html"

/** The pages of STORED_AHEAD. */
const isOfflinePage = (file: string) => isStorablePage(file) && !isStoredWhenOpened(file) && !isNeverStored(file)

/**
 * The addresses of the pages stored when opened, but the profiles (the
 * roster names every tracker): the worker tells a page of the build it has
 * not stored from an address that is no page by them.
 */
export function openedPages(files: readonly string[]): string[] {
  return files
    .filter((file) => isStorablePage(file) && isStoredWhenOpened(file))
    .map(precacheUrl)
    .filter((page) => trackerSlugOf(page) === null)
}

/** What decides the precache besides the file names. */
export interface PrecacheChoice {
  /** URL paths of the images phones take for the critical pictures. */
  criticalImages: ReadonlySet<string>
  /** Content-hashed files (relative to public/) this build's pages load or its webpack runtime can load. */
  currentAssets: ReadonlySet<string>
  /** URL paths of the images stored with the numbers (the wait-time guide's). */
  numbersImages: ReadonlySet<string>
}

/** Whether a built file (relative to public/, forward slashes) belongs in the precache. */
export function isPrecached(file: string, { criticalImages, currentAssets }: PrecacheChoice): boolean {
  if (isOfflinePage(file)) return true
  if (file.startsWith("page-data/")) return file.endsWith(".json") && !file.startsWith("page-data/404/") && !isStoredWhenOpened(file) && !isNeverStored(file)
  if (isHashedAsset(file)) return currentAssets.has(file)
  if (`/${file}` === VCARD_PATHS.all || `/${file}` === ROSTER_FILE) return true
  return criticalImages.has(`/${file}`)
}

/** The content hash in a webpack file name: `452-f3539af0418cf092396e.js` → `f3539af0418cf092396e`. */
const contentHash = (file: string) => /-([0-9a-f]{16,})\.(?:js|css|mjs)$/.exec(file)?.[1]

/** The file a site-relative address names (`/app-1.js?v` → `app-1.js`), or none. */
const siteFileOf = (address: string | undefined): string[] => {
  const file = address?.startsWith("/") ? address.slice(1).split(/[?#]/)[0] : ""
  return file ? [file] : []
}

/**
 * This build's hashed files: those the pages name (`src`, `href`, and the
 * scripts their loader starts after the first paint: paint-first.ts), and every
 * chunk the webpack runtime they load can fetch later (page components, and
 * the chunks those load on demand), which the runtime lists by content hash.
 */
export function currentAssets(hashedFiles: readonly string[], pages: readonly HtmlDocument[], readFile: (file: string) => string): Set<string> {
  const named = new Set(
    pages.flatMap((page) => [
      ...[...elementsOf(page)].flatMap((element) => ["src", "href"].flatMap((name) => siteFileOf(attributeOf(element, name)))),
      ...scriptsStartedAfterPaint(page).map((source) => source.slice(1)),
    ]),
  )
  const loaded = hashedFiles.filter((file) => named.has(file))
  const runtimeHashes = new Set(
    loaded
      .filter((file) => file.startsWith(WEBPACK_RUNTIME.prefix))
      .flatMap((file) => [...readFile(file).matchAll(WEBPACK_RUNTIME.chunkHash)].map((match) => match[1])),
  )
  const chunks = hashedFiles.filter((file) => runtimeHashes.has(contentHash(file) ?? ""))
  return new Set([...loaded, ...chunks].filter((file) => !file.endsWith(".map")))
}

/**
 * The URL the precache answers for a file: a page under its address
 * (`tracker/x/index.html` → `/tracker/x/`), so the phone stores exactly what
 * a link asks for; anything else under its path.
 */
export function precacheUrl(file: string): string {
  return file.endsWith(".html") ? urlPathOfHtml(file) : `/${file}`
}

/**
 * Content-hashed files change name when they change, so their URL is their
 * revision (null): a new deploy never downloads them again. Pages, page data
 * and contact cards keep their content hash.
 */
function isVersionedByName(file: string): boolean {
  return isHashedAsset(file) || file.startsWith("static/")
}

const tier = (name: TierName) => TIERS.indexOf(name)

/**
 * The tier a stored file belongs to (src/shared/offline/tiers.ts): the
 * pages stored ahead, the compact roster, the roster's contact card and the
 * wait-time guide carry the numbers; then pages (those stored when opened),
 * page data, code and pictures.
 */
export function tierOf(url: string, numbersImages: ReadonlySet<string>): number {
  if ([...STORED_AHEAD, VCARD_PATHS.all, ROSTER_FILE].includes(url) || numbersImages.has(url)) return tier("numbers")
  if (url.startsWith("/page-data/")) return tier("data")
  if (url.endsWith("/") || url.endsWith(".html")) return tier("pages")
  if (isHashedAsset(url.slice(1))) return tier("code")
  return tier("pictures")
}

/**
 * The order inside a tier: first the home page, whose data every visit
 * starts with, and Gatsby's app-wide data (app-data.json, static query
 * results), which every page needs; then what holds every tracker (the
 * compact roster, the roster's card, the page of every tracker); the rest.
 */
function rank(url: string): number {
  const data = url.startsWith("/page-data/")
  const page = data ? url.slice("/page-data".length) : url
  if (url === "/" || page.startsWith("/index/") || (data && !url.endsWith("/page-data.json"))) return 0
  if ([ROSTER_FILE, VCARD_PATHS.all, ROUTES.trackers].includes(page)) return 1
  return 2
}

/** Built files (paths relative to public/, with content hashes) → the service worker's list, in the order it stores them. */
export function selectPrecache(entries: readonly PrecacheEntry[], choice: PrecacheChoice): ListedEntry[] {
  return entries
    .filter((entry) => isPrecached(entry.url, choice))
    .map((entry) => {
      const url = precacheUrl(entry.url)
      return { url, revision: isVersionedByName(entry.url) ? null : entry.revision, size: entry.size, tier: tierOf(url, choice.numbersImages) }
    })
    .sort((a, b) => a.tier - b.tier || rank(a.url) - rank(b.url) || a.url.localeCompare(b.url))
}

/** Pages whose pictures decide the critical images: every page the precache holds. */
export const pagesOf = (files: readonly string[]) => files.filter(isOfflinePage)
