import React, { useEffect, useId, useState } from "react"
import { FIELD_LABELS as LABELS, HOME_ANCHORS } from "../../constants"
import {
  formatClock,
  formatDuration,
  NOT_SURE,
  shotTimeFromInput,
  timeInputValue,
  trackingPlan,
  type WaitRule,
} from "../../utils/shot-timer"
import { ButtonAnchor } from "../ButtonAnchor/ButtonAnchor"
import { Icon } from "../icons/Icon"
import { Choices, Result, Timer, TimeField } from "./ShotTimer.styles"

type ShotTimerProps = { rules: readonly WaitRule[] }

/** How often 'time left' is brought up to date. */
const TICK_MS = 30_000

/**
 * When may I start tracking? The hunter picks the hit and the time of the
 * shot (now, unless changed) and reads the earliest start by the same guide
 * as the wait-time table. Nothing is sent anywhere. The form appears once
 * JavaScript runs (it needs the clock); without it, the table above says the
 * same. The result is a polite live region, in the page from the start so
 * screen readers announce each change.
 */
export function ShotTimer({ rules }: ShotTimerProps) {
  const id = useId()
  const [now, setNow] = useState<Date | null>(null)
  const [hit, setHit] = useState("")
  const [time, setTime] = useState("")

  useEffect(() => {
    const start = new Date()
    setNow(start)
    setTime(timeInputValue(start))
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS)
    return () => window.clearInterval(timer)
  }, [])

  const shotAt = now ? shotTimeFromInput(time, now) : undefined
  const plan = now && shotAt && hit ? trackingPlan(shotAt, hit, rules, now) : undefined

  return (
    <Timer role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{LABELS.timerTitle}</h3>
      <noscript>
        <p>{LABELS.timerNoScript}</p>
      </noscript>
      {now && (
        <form onSubmit={(event) => event.preventDefault()}>
          <fieldset>
            <legend>{LABELS.timerHit}</legend>
            <Choices>
              {[...rules.map((rule) => ({ value: rule.hit, label: rule.label })), { value: NOT_SURE, label: LABELS.timerNotSure }].map(
                (choice) => (
                  <label key={choice.value}>
                    <input
                      type="radio"
                      name={`${id}-hit`}
                      value={choice.value}
                      checked={hit === choice.value}
                      onChange={() => setHit(choice.value)}
                    />
                    {choice.label}
                  </label>
                ),
              )}
            </Choices>
          </fieldset>
          <TimeField>
            <label htmlFor={`${id}-time`}>{LABELS.timerShotTime}</label>
            <input
              id={`${id}-time`}
              type="time"
              value={time}
              onChange={(event) => setTime(event.target.value)}
              aria-describedby={`${id}-hint`}
            />
            <p id={`${id}-hint`}>{LABELS.timerShotHint}</p>
          </TimeField>
        </form>
      )}
      <Result aria-live="polite" aria-atomic="true" data-testid="shot-timer-result">
        {plan &&
          (plan.callNow ? (
            <p>
              <strong>{LABELS.timerAsap}</strong>
            </p>
          ) : (
            <>
              <p>
                {LABELS.timerEarliest} <strong>{formatClock(plan.earliest)}</strong>
              </p>
              <p>{plan.remainingMs > 0 ? LABELS.timerLeft(formatDuration(plan.remainingMs)) : LABELS.timerReady}</p>
              {plan.latest.getTime() > plan.earliest.getTime() && <p>{LABELS.timerLatest(formatClock(plan.latest))}</p>}
              {plan.notSure && <p>{LABELS.timerNotSureNote}</p>}
            </>
          ))}
      </Result>
      <div>
        <ButtonAnchor href={`#${HOME_ANCHORS.trackers}`} data-button="">
          <Icon name="phone" />
          <span>{LABELS.timerCallNow}</span>
        </ButtonAnchor>
      </div>
    </Timer>
  )
}
