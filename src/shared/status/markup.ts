/**
 * How a built page carries live statuses before its app starts: the head's
 * request for them (EARLY_GLOBAL, written by the build's "Live statuses
 * first" step) and the attributes of each status line that the early
 * script and React both read (src/browser/status/early.ts).
 */
import type { StatusMap } from "./api"

export interface EarlyStatuses {
  /** The head's request for the statuses: the answer, or null when there is none. */
  asked?: Promise<StatusMap | null>
  /** The answer, once laid over the page. */
  shown?: StatusMap
  /** Set by the app when it starts: from then on the page is React's. */
  taken?: boolean
}

/** The global the head's script puts its request on. */
export const EARLY_GLOBAL = "liveStatuses"

/** The attributes a status line carries for this (src/components/TrackerStatus). */
export const STATUS_LINE = {
  tracker: "data-status-of",
  status: "data-status",
  until: "data-until",
  updated: "data-updated",
  lapsed: "data-lapsed",
} as const
