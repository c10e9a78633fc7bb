/**
 * The names of the files the build writes and the rules about them, shared
 * by the steps after the build (src/build/post-build), the host rules
 * (src/build/host), the offline worker (src/worker/, which bundles
 * this into the browser) and the pages that link to them. Pure and small:
 * nothing here may import build-side code.
 */
import { REQUEST_PAGES } from "./requests/api"

/** The editor's folder in public/ (gatsby-plugin-decap-cms's default `publicPath`). */
export const ADMIN_FOLDER = "admin"

/** The offline service worker, written by the build (src/build/offline) and registered by every page. */
export const SERVICE_WORKER_PATH = "/sw.js"

/** The contact cards (src/build/vcards.ts). */
export const VCARD_PATHS = {
  tracker: (slug: string) => `/tracker/${slug}.vcf`,
  all: "/trackers.vcf",
} as const

/**
 * The not-found page as the host serves it, and the worker stores it:
 * Gatsby writes it as 404.html and 404/index.html, and Cloudflare answers
 * `/404.html` with a redirect to `/404`, so `/404/` is the address to store.
 */
export const NOT_FOUND_PAGE = "/404/"

/**
 * Pages shipped without the app (no React, no webpack runtime): the Worker
 * fills a request's page in for each request (functions/lib/request-page.ts),
 * so React, hydrating it, would find other content than it rendered. Such a
 * page carries its own small script instead (src/build/post-build/paint-first.ts).
 */
export const PAGES_WITHOUT_APP: readonly string[] = [REQUEST_PAGES.sent]

/** A built HTML file that is a page of the site: not Gatsby's slice fragments, Partytown's files or the editor. */
export function isSitePage(file: string): boolean {
  return file.endsWith(".html") && !["_gatsby/", "~partytown/", `${ADMIN_FOLDER}/`].some((folder) => file.startsWith(folder))
}

/** The URL a built HTML file answers: `tracker/x/index.html` → `/tracker/x/`, `404.html` → `/404.html`. */
export function urlPathOfHtml(file: string): string {
  const posix = file.split("\\").join("/")
  if (posix === "index.html") return "/"
  if (posix.endsWith("/index.html")) return `/${posix.slice(0, -"index.html".length)}`
  return `/${posix}`
}

/** Webpack's output names end in a content hash (`app-3fec5e0b0f32cdc64068.js`): such a file never changes under its name. */
export function isHashedAsset(file: string): boolean {
  return /^[^/]+-[0-9a-f]{16,}\.(?:js|css|mjs)(?:\.map)?$/.test(file)
}

/** The web app manifest gatsby-plugin-manifest writes; pages link it after their first paint (register-early.ts). */
export const WEB_MANIFEST = "/manifest.webmanifest"

/**
 * The trackers' status app's own manifest (src/build/status-app-manifest.ts),
 * which /status/ links in place of the site's: installed from there, the
 * status screen is an app of its own, which an iPhone needs before it lets
 * a page take Web Push (docs/requests.md).
 */
export const STATUS_APP_MANIFEST = "/status/app.webmanifest"

/** The icon a phone shows for the site (apple-touch-icon) and on a notification; gatsby-plugin-manifest makes it from the one logo. */
export const APP_ICON = "/icons/icon-192x192.png"

/** The page an address shows: a page's own path, or the page whose page data it is; null for anything else. */
export function pagePathOf(pathname: string): string | null {
  const data = /^\/page-data(\/.+)\/page-data\.json$/.exec(pathname)
  if (data) return data[1] === "/index" ? "/" : data[1].endsWith(".html") ? data[1] : `${data[1]}/`
  if (pathname.startsWith("/page-data/")) return null
  return pathname.endsWith("/") || pathname.endsWith(".html") ? pathname : null
}

/** The page data of the page at `page` (a page's path, `/counties/huron/` → `/page-data/counties/huron/page-data.json`). */
export const pageDataOf = (page: string): string => `/page-data${page === "/" ? "/index" : page.replace(/\/$/, "")}/page-data.json`
