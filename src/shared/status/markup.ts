/**
 * How a built page carries live statuses before its app starts: its early
 * request for them (`window.liveStatuses`, typed here once for the inline
 * scripts and the app alike) and the attributes of each status line that
 * the inline scripts and React both read (src/browser/status/early.ts).
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

declare global {
  interface Window {
    /** Put there by the page's inline script that asks for the statuses (src/browser/inline/ask-statuses.ts), taken over by the app (src/browser/status/live.ts). */
    liveStatuses?: EarlyStatuses
  }
}

/** The attributes a status line carries for this (src/components/TrackerStatus). */
export const STATUS_LINE = {
  tracker: "data-status-of",
  status: "data-status",
  until: "data-until",
  updated: "data-updated",
  lapsed: "data-lapsed",
} as const
