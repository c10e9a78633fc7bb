/**
 * The messages between the pages (src/browser/offline/register.ts,
 * src/hooks/useOfflineState.ts) and the offline worker (src/worker/sw.ts).
 * Page to worker: `status` (answered with a status) and `fill` (download
 * what of this build is not stored yet, after a failure, on the next load or
 * when the signal returns). Worker to pages: `status` (whether the numbers
 * are stored, and how many files are still missing) and `newer` (a copy of
 * the page at `path` just stored differs from the one on screen).
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
