/**
 * What the offline service worker stores, in which order, and what a new
 * deploy downloads. The build writes the list (src/build/offline/); the worker
 * reads it. Pure functions, unit-tested in __tests__/offline-worker.test.ts.
 */
import { REQUEST_PAGES } from "../requests/api"
import { ROSTER_FILE } from "../roster-file"

/**
 * The order files are stored in, one tier finished before the next starts:
 * first what carries every tracker's number (the home page, the page of
 * every tracker, the roster's contact card, the compact roster), the
 * wait-time guide and the not-found page, then the other pages the hunter
 * moves between (counties, bear and elk), their page data, the JavaScript
 * the pages run, and last the pictures. A tracker's profile is stored when
 * the hunter opens it, not ahead: at 500 trackers they alone would be
 * megabytes.
 */
export const TIERS = ["numbers", "pages", "data", "code", "pictures"] as const
export type TierName = (typeof TIERS)[number]
export const NUMBERS_TIER = TIERS.indexOf("numbers")

/**
 * Pages the worker never stores, nor answers from a store: a request's page
 * names one request, which only its hunter holds, and a copy of it would
 * show an old answer as the current one. Without a signal it gets the page
 * that says it did not load, with a retry.
 */
export const NEVER_STORED: readonly string[] = [REQUEST_PAGES.sent]

export interface OfflineEntry {
  /** The address it is stored under (a page under its own address, `/tracker/a/`). */
  url: string
  /** A content hash; null for a file whose name changes with its content (webpack bundles, `/static/`). */
  revision: string | null
  /** Index in TIERS. */
  tier: number
}

/** The revision stored for each address (null for files versioned by name). */
export type StoredRevisions = Readonly<Record<string, string | null>>

/** Files that change under the same address (pages, page data, contact cards, the compact roster): the network answers them first. */
export function isChangeable(pathname: string): boolean {
  return pathname.endsWith("/") || pathname.endsWith(".html") || pathname.endsWith(".vcf") || pathname.startsWith("/page-data/") || pathname === ROSTER_FILE
}

/** Not stored yet, or stored at another revision than this build's. */
export function needsDownload(entry: OfflineEntry, stored: StoredRevisions): boolean {
  return !(entry.url in stored) || stored[entry.url] !== entry.revision
}

/**
 * What to download, in batches to be run one after the other: first the
 * pages open on the phone (`first`, the addresses the worker was installed
 * from), then each tier up to `lastTier` in turn, in the order of the list.
 * Files already stored at this revision are left out, so a new deploy
 * downloads only what changed.
 */
export function downloadBatches(
  manifest: readonly OfflineEntry[],
  stored: StoredRevisions,
  first: readonly string[] = [],
  lastTier = TIERS.length - 1,
): OfflineEntry[][] {
  const wanted = manifest.filter((entry) => needsDownload(entry, stored))
  const opened = wanted.filter((entry) => first.includes(entry.url))
  const rest = wanted.filter((entry) => !opened.includes(entry))
  const tiers = TIERS.slice(0, lastTier + 1).map((_, tier) => rest.filter((entry) => entry.tier === tier))
  return [opened, ...tiers].filter((batch) => batch.length > 0)
}

/** Whether every file of a tier is stored, at any revision: an older copy still opens offline. */
export function tierStored(manifest: readonly OfflineEntry[], stored: StoredRevisions, tier: number): boolean {
  return manifest.filter((entry) => entry.tier === tier).every((entry) => entry.url in stored)
}

/**
 * Stored addresses this build no longer lists (bundles of an earlier build,
 * a page since removed), to delete once every file of the build is stored;
 * until then the older files may still be what a stored page needs.
 */
export function outdated(manifest: readonly OfflineEntry[], storedUrls: readonly string[]): string[] {
  const listed = new Set(manifest.map((entry) => entry.url))
  return storedUrls.filter((url) => !listed.has(url))
}
