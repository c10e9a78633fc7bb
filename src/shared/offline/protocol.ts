/**
 * The messages between the pages and the offline service worker
 * (src/worker/sw.ts; the page side is src/browser/offline/register.ts and
 * src/hooks/useOfflineState.ts).
 *
 * Page to worker: `status` (answered with a status message) and `fill`
 * (download whatever of this build is not stored yet: after a failed
 * download, on the next page load or when the signal comes back).
 *
 * Worker to pages: `status` (whether the numbers tier is stored, so the site
 * opens with the numbers offline, and how many files are still missing),
 * and `newer` (a copy of the page at `path` was just stored that differs from
 * the one it replaced, which is the one the page on screen shows).
 */
export const OFFLINE_MESSAGES = {
  status: "offline:status",
  fill: "offline:fill",
  newer: "offline:newer",
} as const

export interface StatusMessage {
  type: typeof OFFLINE_MESSAGES.status
  numbers: boolean
  missing: number
}

export interface NewerMessage {
  type: typeof OFFLINE_MESSAGES.newer
  path: string
}
