import React, { useSyncExternalStore } from "react"
import { agoWords, hasLapsed, statusAt, STATUS_WORDS, statusWords, type Availability } from "../../shared/status/availability"
import { updatedWords } from "../../browser/status/early"
import { STATUS_LINE } from "../../shared/status/markup"
import { TRACKER_LABELS } from "../../copy"
import { StatusLine, Updated } from "./TrackerStatus.styles"

type TrackerStatusProps = {
  availability: Availability | null | undefined
  /** The reader's clock (useNow); null while the page is as built. */
  now: number | null
  /** Whose status (their page slug): the page lays the live one over it before the app starts (src/browser/status/early.ts). */
  tracker?: string
}

/**
 * Whether the tracker can come: their status, until when, and when they
 * said so. As built, the page shows the status as stored, its end time with
 * its date ("until 11 PM Tue Nov 24") and the date it was set, true
 * whenever the page is read, scripts or not; the live status replaces it
 * (src/browser/status/early.ts before the app starts, src/browser/status/live.ts after), a
 * status whose end time has passed reads "Call to ask", and the date
 * becomes "3 h ago". Each text is one string, so the early script's words
 * and React's are the same nodes.
 */
export function TrackerStatus({ availability, now, tracker }: TrackerStatusProps) {
  const until = availability?.until ?? null
  const lapsed = now !== null && hasLapsed(until, now)
  const attributes = {
    [STATUS_LINE.tracker]: tracker,
    [STATUS_LINE.status]: statusAt(availability, null),
    [STATUS_LINE.until]: until ?? undefined,
    [STATUS_LINE.updated]: availability?.updatedAt,
    [STATUS_LINE.lapsed]: lapsed ? "" : undefined,
  }
  return (
    <StatusLine {...attributes}>
      <strong data-when="current">{statusWords(availability, lapsed ? null : now)}</strong>
      <strong data-when="lapsed">{STATUS_WORDS.ask}</strong>
      <Updated data-when="updated">
        {availability ? (now === null ? updatedWords(availability) : `${TRACKER_LABELS.updated} ${agoWords(availability.updatedAt, now)}`) : ""}
      </Updated>
    </StatusLine>
  )
}

/**
 * Placed where statuses end, before the first paint reaches past them:
 * marks every status whose end time has passed, so even a page stored for
 * days never shows one as current before React takes over. Static text, so
 * the Content-Security-Policy allows it by its hash. Only written when a
 * status above it has an end time.
 */
const LAPSE_SCRIPT =
  "(function(n){var s=document.querySelectorAll('[data-until]');for(var i=0;i<s.length;i++)if(Date.parse(s[i].getAttribute('data-until'))<=n)s[i].setAttribute('data-lapsed','')})(Date.now())"

/** Never changes: what a store needs to tell a render in the browser from the server's and hydration's. */
const unchanging = () => () => undefined

export function LapseScript({ when }: { when: boolean }) {
  // Only in the built page: a script React creates in the browser never runs (React 19 says so in development),
  // and by then TrackerStatus reads the clock itself. Hydration keeps the server's element.
  const inBrowserRender = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  )
  return when && !inBrowserRender ? <script dangerouslySetInnerHTML={{ __html: LAPSE_SCRIPT }} /> : null
}
