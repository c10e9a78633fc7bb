/**
 * How a built page carries live statuses before its app starts: its early
 * request for them (EARLY_GLOBAL, written by the build's "Live statuses
 * first" step) and the attributes of each status line that the early
 * script and React both read (src/browser/status/early.ts).
 */
import type { StatusMap } from "./api"

export interface EarlyStatuses {
  /** The page's early request for the statuses (after its first paint): the answer, or null when there is none. */
  asked?: Promise<StatusMap | null>
  /** The answer, once laid over the page. */
  shown?: StatusMap
  /** Set by the app when it starts: from then on the page is React's. */
  taken?: boolean
}

/** The global the early script puts its request on. */
export const EARLY_GLOBAL = "liveStatuses"

/** The attributes a status line carries for this (src/components/TrackerStatus). */
export const STATUS_LINE = {
  tracker: "data-status-of",
  status: "data-status",
  until: "data-until",
  updated: "data-updated",
  lapsed: "data-lapsed",
} as const
