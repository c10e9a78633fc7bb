import React, { useId, useState } from "react"
import { Container } from "../../components/Container/Container"
import { FirstScreenEnd } from "../../components/FirstScreenEnd/FirstScreenEnd"
import { Icon } from "../../components/icons/Icon"
import { RequestRules } from "../../components/RequestRules/RequestRules"
import { ScriptButton } from "../../components/ScriptButton/ScriptButton"
import { askForPosition, useHunterPosition } from "../../hooks/useHunterPosition"
import { accuracyWords } from "../../shared/position-fix"
import { MAX_REQUEST_TEXT, REQUEST_API, SIGNS, type RequestForm as RequestFormValues } from "../../shared/requests/api"
import type { RosterCounty } from "../../shared/roster-file"
import { REQUEST_FORM } from "./RequestForm.copy"
import { Choices } from "../../components/Choices/Choices.styles"
import { Columns, Field, Form, Intro, Pair, PositionRow, Send, Seen, Where } from "./RequestForm.styles"
import { FallbackReady, RequestFallback } from "./RequestFallback"
import { formValues, openRequestPage, sendRequest, type SendOutcome } from "./send-request"

type RequestFormProps = {
  /** The counties a hunter may name instead of their position, with their centres (the fallback measures from them). */
  counties: readonly RosterCounty[]
}

type Failed = { values: RequestFormValues; outcome: Exclude<SendOutcome, { kind: "sent" }> }

/**
 * The request form: a real form that posts to the service with scripting
 * off (its answer is the request's page, or the refusal page), and is sent
 * as JSON with it on, which then opens the request's page, or, when the
 * request cannot go, offers the group text and the call list right here.
 * Where: the phone's position with one tap (kept for the request only when
 * the hunter asks), else a county and the nearest town or road. The send
 * control is in the first screen; Michigan's rules follow it.
 */
export function RequestForm({ counties }: RequestFormProps) {
  const id = useId()
  const position = useHunterPosition()
  const [sending, setSending] = useState(false)
  const [failed, setFailed] = useState<Failed | null>(null)
  const [started, setStarted] = useState(false)
  // The position goes into the request only once the hunter has tapped for it here (askForPosition's `inTexts`).
  const fix = position.inTexts ? position.fix : null
  const message =
    fix && position.status !== "asking"
      ? REQUEST_FORM.position.known(accuracyWords(fix.accuracy))
      : REQUEST_FORM.position[position.status === "known" ? "idle" : position.status]

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = formValues(event.currentTarget)
    setSending(true)
    setFailed(null)
    const outcome = await sendRequest(values)
    if (outcome.kind === "sent") return openRequestPage(outcome.key)
    setSending(false)
    setFailed({ values, outcome })
  }

  return (
    <Container>
      <Columns>
        <Intro>
          <h1>{REQUEST_FORM.heading}</h1>
          <p>{REQUEST_FORM.intro}</p>
        </Intro>
        <div>
          <Form method="post" action={REQUEST_API.send} onSubmit={onSubmit} onFocus={() => setStarted(true)}>
            <Where role="group" aria-labelledby={`${id}-where`}>
              <p id={`${id}-where`}>{REQUEST_FORM.where}</p>
              <PositionRow>
                <ScriptButton variant="secondary" onClick={() => askForPosition({ inTexts: true })} aria-describedby={`${id}-position`}>
                  <Icon name="pin" />
                  {REQUEST_FORM.usePosition}
                </ScriptButton>
                <span id={`${id}-position`} role="status">
                  {message}
                </span>
              </PositionRow>
              {fix && (
                <>
                  <input type="hidden" name="latitude" value={fix.latitude} />
                  <input type="hidden" name="longitude" value={fix.longitude} />
                  <input type="hidden" name="accuracy" value={Math.round(fix.accuracy)} />
                </>
              )}
              <Pair>
                <Field>
                  <label htmlFor={`${id}-county`}>{REQUEST_FORM.county}</label>
                  <select id={`${id}-county`} name="county" required={!fix} defaultValue="">
                    <option value="">{REQUEST_FORM.pickCounty}</option>
                    {counties.map((county) => (
                      <option key={county.slug} value={county.slug}>
                        {county.name}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field>
                  <label htmlFor={`${id}-place`}>{REQUEST_FORM.place}</label>
                  <input id={`${id}-place`} name="place" required={!fix} maxLength={MAX_REQUEST_TEXT.place} autoComplete="off" />
                </Field>
              </Pair>
            </Where>
            <Field>
              <label htmlFor={`${id}-hit`}>{REQUEST_FORM.hitAt}</label>
              <input id={`${id}-hit`} name="hitAt" type="time" required />
            </Field>
            <Seen>
              <summary>{REQUEST_FORM.seen}</summary>
              <fieldset>
                <legend>{REQUEST_FORM.signs}</legend>
                <Choices>
                  {Object.entries(SIGNS).map(([value, label]) => (
                    <label key={value}>
                      <input type="checkbox" name="signs" value={value} />
                      {label}
                    </label>
                  ))}
                </Choices>
              </fieldset>
              <Field>
                <label htmlFor={`${id}-note`}>{REQUEST_FORM.note}</label>
                <textarea id={`${id}-note`} name="note" rows={3} maxLength={MAX_REQUEST_TEXT.note} />
              </Field>
            </Seen>
            <Pair>
              <Field>
                <label htmlFor={`${id}-name`}>{REQUEST_FORM.name}</label>
                <input id={`${id}-name`} name="name" required maxLength={MAX_REQUEST_TEXT.name} autoComplete="name" />
              </Field>
              <Field>
                <label htmlFor={`${id}-phone`}>{REQUEST_FORM.phone}</label>
                <input id={`${id}-phone`} name="phone" type="tel" required autoComplete="tel" />
              </Field>
            </Pair>
            <label>
              <input type="checkbox" name="consent" value="yes" required />
              {REQUEST_FORM.consent}
            </label>
            <Send type="submit" disabled={sending} data-button="">
              {sending ? REQUEST_FORM.sending : REQUEST_FORM.send}
            </Send>
            {/* The first screen ends at the send control: the note under it waits for the stylesheet. */}
            <FirstScreenEnd />
            <small>{REQUEST_FORM.reach}</small>
          </Form>
          {started && <FallbackReady />}
          {failed && <RequestFallback values={failed.values} outcome={failed.outcome} counties={counties} />}
        </div>
        <RequestRules />
      </Columns>
    </Container>
  )
}
