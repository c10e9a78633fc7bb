import React, { useEffect, useState } from "react"
import { formatClock, formatDuration, NOT_SURE, shotTimeFromInput, timeInputValue, trackingPlan, type WaitRule } from "./shot-timer"
import { RESULT_REGION } from "./result-region"
import { Result } from "./ShotTimer.styles"
import { TIMER_FORM_LABELS as LABELS } from "./ShotTimerForm.copy"
import { Choices } from "../Choices/Choices.styles"
import { TimeField } from "./ShotTimerForm.styles"

type ShotTimerFormProps = {
  rules: readonly WaitRule[]
  /** The timer's id prefix, for the labels. */
  id: string
}

/** How often 'time left' is brought up to date. */
const TICK_MS = 30_000

/**
 * The shot timer's form and result (see ShotTimer, which loads this when
 * the timer comes near the screen): the hit and the time of the shot (now,
 * unless changed) give the earliest start by the wait-time guide.
 */
export function ShotTimerForm({ rules, id }: ShotTimerFormProps) {
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
    <>
      {now && (
        <form onSubmit={(event) => event.preventDefault()}>
          <fieldset>
            <legend>{LABELS.hit}</legend>
            <Choices>
              {[...rules.map((rule) => ({ value: rule.hit, label: rule.label })), { value: NOT_SURE, label: LABELS.notSure }].map((choice) => (
                <label key={choice.value}>
                  <input type="radio" name={`${id}-hit`} value={choice.value} checked={hit === choice.value} onChange={() => setHit(choice.value)} />
                  {choice.label}
                </label>
              ))}
            </Choices>
          </fieldset>
          <TimeField>
            <label htmlFor={`${id}-time`}>{LABELS.shotTime}</label>
            <input id={`${id}-time`} type="time" value={time} onChange={(event) => setTime(event.target.value)} aria-describedby={`${id}-hint`} />
            <p id={`${id}-hint`}>{LABELS.shotHint}</p>
          </TimeField>
        </form>
      )}
      <Result {...RESULT_REGION}>
        {plan &&
          (plan.callNow ? (
            <p>
              <strong>{LABELS.asap}</strong>
            </p>
          ) : (
            <>
              <p>
                {LABELS.earliest} <strong>{formatClock(plan.earliest)}</strong>
              </p>
              <p>{plan.remainingMs > 0 ? LABELS.left(formatDuration(plan.remainingMs)) : LABELS.ready}</p>
              {plan.latest.getTime() > plan.earliest.getTime() && <p>{LABELS.latest(formatClock(plan.latest))}</p>}
              {plan.notSure && <p>{LABELS.notSureNote}</p>}
            </>
          ))}
      </Result>
    </>
  )
}
