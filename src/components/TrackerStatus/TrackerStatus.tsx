import React from "react"
import { agoWords, dateAndTime, hasLapsed, statusAt, STATUS_WORDS, statusWords, type Availability } from "../../status/availability"
import { StatusLine, Updated } from "./TrackerStatus.styles"
import { TRACKER_LABELS } from "../../copy"

type TrackerStatusProps = {
  availability: Availability | null | undefined
  /** The reader's clock (useNow); null while the page is as built. */
  now: number | null
}

/**
 * Whether the tracker can come: their status, until when, and when they
 * said so. As built, the page shows the status as stored, its end time with
 * its date ("until 11 PM Tue Nov 24") and the date it was set, true
 * whenever the page is read, scripts or not; in the browser the live status
 * replaces it (src/status/live.ts), a status whose end time has passed
 * reads "Call to ask", and the date becomes "3 h ago".
 */
export function TrackerStatus({ availability, now }: TrackerStatusProps) {
  const stored = statusAt(availability, null)
  const until = availability?.until ?? null
  const lapsed = now !== null && hasLapsed(until, now)
  return (
    <StatusLine $status={stored} data-until={until ?? undefined} data-lapsed={lapsed ? "" : undefined}>
      <strong data-when="current">{statusWords(availability, lapsed ? null : now)}</strong>
      <strong data-when="lapsed">{STATUS_WORDS.ask}</strong>
      {availability?.updatedAt && <Updated>{TRACKER_LABELS.updated} {now === null ? dateAndTime(availability.updatedAt) : agoWords(availability.updatedAt, now)}</Updated>}
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
export const LAPSE_SCRIPT =
  "(function(n){var s=document.querySelectorAll('[data-until]');for(var i=0;i<s.length;i++)if(Date.parse(s[i].getAttribute('data-until'))<=n)s[i].setAttribute('data-lapsed','')})(Date.now())"

export function LapseScript({ when }: { when: boolean }) {
  return when ? <script dangerouslySetInnerHTML={{ __html: LAPSE_SCRIPT }} /> : null
}
