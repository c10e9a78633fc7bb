import React, { Suspense, lazy, useId, useRef } from "react"
import { FIELD_LABELS as LABELS } from "../../copy"
import { HOME_ANCHORS } from "../../shared/routes"
import { useNearScreen } from "../../hooks/useNearScreen"
import type { WaitRule } from "./shot-timer"
import { ButtonAnchor } from "../ButtonAnchor/ButtonAnchor"
import { Icon } from "../icons/Icon"
import { RESULT_REGION } from "./result-region"
import { Result, Timer } from "./ShotTimer.styles"

type ShotTimerProps = { rules: readonly WaitRule[] }

/**
 * The form and its arithmetic sit far down the home page, so their code is
 * a chunk of its own: prefetched after the page has loaded, and run when the
 * timer comes within a screen of the viewport.
 */
const ShotTimerForm = lazy(() => import(/* webpackPrefetch: true */ "./ShotTimerForm").then((module) => ({ default: module.ShotTimerForm })))

/**
 * When may I start tracking? The hunter picks the hit and the time of the
 * shot and reads the earliest start by the same guide as the wait-time
 * table. Nothing is sent anywhere. The form appears once JavaScript runs (it
 * needs the clock); without it, the table above says the same.
 */
export function ShotTimer({ rules }: ShotTimerProps) {
  const id = useId()
  const box = useRef<HTMLDivElement>(null)
  const near = useNearScreen(box)
  const emptyResult = <Result {...RESULT_REGION} />

  return (
    <Timer ref={box} role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{LABELS.timerTitle}</h3>
      <noscript>
        <p>{LABELS.timerNoScript}</p>
      </noscript>
      {near ? (
        <Suspense fallback={emptyResult}>
          <ShotTimerForm rules={rules} id={id} />
        </Suspense>
      ) : (
        emptyResult
      )}
      <div>
        <ButtonAnchor href={`#${HOME_ANCHORS.trackers}`} data-button="">
          <Icon name="phone" />
          <span>{LABELS.timerCallNow}</span>
        </ButtonAnchor>
      </div>
    </Timer>
  )
}
