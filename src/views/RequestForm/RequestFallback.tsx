import React, { useEffect, useRef } from "react"
import { MarkupView } from "../../components/RequestParts/MarkupView"
import { PartsStyles } from "../../components/RequestParts/RequestParts.styles"
import { useLiveStatuses, withLiveStatus } from "../../browser/status/live"
import { useRosterFile } from "../../hooks/useRosterFile"
import type { RequestForm } from "../../shared/requests/api"
import { fallbackOf } from "../../shared/requests/fallback"
import { platformOf } from "../../shared/requests/group-text"
import { callListPart, groupTextPart } from "../../shared/requests/page-parts"
import type { RosterCounty } from "../../shared/roster-file"
import { ROUTES } from "../../shared/routes"
import { REQUEST_FORM } from "./RequestForm.copy"
import type { SendOutcome } from "./send-request"
import { Failure } from "./RequestForm.styles"

type RequestFallbackProps = {
  /** The form as it was sent. */
  values: RequestForm
  outcome: Exclude<SendOutcome, { kind: "sent" }>
  counties: readonly RosterCounty[]
}

/**
 * When the request could not go, or reached nobody: why, then one text to every available
 * tracker near the shot with the details typed out, and the call list,
 * worked out on the phone from the roster it holds (/roster.json, which the
 * offline worker stores with the numbers) and the statuses it last had. The
 * same parts as the service's refusal page (src/shared/requests/page-parts.ts).
 */
export function RequestFallback({ values, outcome, counties }: RequestFallbackProps) {
  const live = useLiveStatuses()
  const roster = useRosterFile(true)
  const heading = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    // WebKit does not always scroll to what a script focuses: the reason is brought on screen, under the bar, itself.
    heading.current?.focus({ preventScroll: true })
    heading.current?.scrollIntoView({ block: "start" })
  }, [])
  const reason = outcome.kind === "refused" ? (outcome.message ?? REQUEST_FORM.failed.refused(outcome.status)) : REQUEST_FORM.failed[outcome.kind]
  const fallback = roster
    ? fallbackOf(values, { trackers: roster.map((tracker) => withLiveStatus(tracker, live)), counties }, Date.now(), platformOf(navigator.userAgent))
    : null
  return (
    <Failure>
      <p ref={heading} tabIndex={-1} role="alert">
        <strong>{reason}</strong> {REQUEST_FORM.failed.next}
      </p>
      {fallback ? (
        <PartsStyles>
          {fallback.groupText ? <MarkupView markup={groupTextPart(fallback.groupText)} /> : <p>{REQUEST_FORM.failed.noneNear}</p>}
          <MarkupView markup={callListPart(fallback.callList) ?? []} />
        </PartsStyles>
      ) : (
        <p>{REQUEST_FORM.failed.loading}</p>
      )}
      <a href={ROUTES.trackers}>{REQUEST_FORM.failed.everyTracker}</a>
    </Failure>
  )
}

/**
 * The roster and the statuses, asked for as soon as the hunter starts on the
 * form: the signal may be gone by the time they send it. Draws nothing; the
 * fallback reads the same stores.
 */
export function FallbackReady() {
  useLiveStatuses()
  useRosterFile(true)
  return null
}
