import React from "react"
import { hasLapsed, statusAt, STATUS_WORDS, statusWords, updatedWords, type Availability } from "../../shared/status/availability"
import { STATUS_LINE } from "../../shared/status/markup"
import { INLINE_SCRIPTS } from "../../shared/inline-scripts"
import { InlineScript } from "../InlineScript/InlineScript"
import { useStatusMoment } from "../../hooks/useStatusMoment"
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
 * whenever the page is read, scripts or not, or "Call to ask" for a status
 * already over when the page was built (useStatusMoment); the live status
 * replaces it (src/browser/status/early.ts before the app starts,
 * src/browser/status/live.ts after), a status whose end time has passed
 * reads "Call to ask", and the date becomes "3 h ago". Each text is one
 * string, so the early script's words and React's are the same nodes.
 */
export function TrackerStatus({ availability, now, tracker }: TrackerStatusProps) {
  const until = availability?.until ?? null
  const moment = useStatusMoment(now)
  const lapsed = moment !== null && hasLapsed(until, moment)
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
      <Updated data-when="updated">{availability ? updatedWords(availability, now) : ""}</Updated>
    </StatusLine>
  )
}

/**
 * Placed where statuses end, before the first paint reaches past them:
 * marks every status whose end time has passed (src/browser/status/early.ts),
 * so even a page stored for days never shows one as current before React
 * takes over. Only written when a status above it has an end time.
 */
export function LapseScript({ when }: { when: boolean }) {
  return when ? <InlineScript name={INLINE_SCRIPTS.markLapsed} /> : null
}
