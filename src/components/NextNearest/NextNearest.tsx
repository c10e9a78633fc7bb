import React, { useEffect } from "react"
import { createPortal } from "react-dom"
import { CallButton } from "../CallButton/CallButton"
import { Icon } from "../icons/Icon"
import { TextButton } from "../TextButton/TextButton"
import { Actions, Close, Panel, Title } from "./NextNearest.styles"
import { NEXT_LABELS } from "../../copy"

type NextNearestProps = {
  tracker: Queries.TrackerCardFragment
  /** The list is ordered by distance (else by who can come, then experience). */
  nearest: boolean
  onClose: () => void
}

/**
 * After a call or a text: trackers in season miss calls, so the next one
 * down the list is offered at once, at the bottom of the screen, without
 * scrolling back. Announced politely; it takes no focus, so a hunter who
 * came back from a ringing phone is not moved. It is placed at the end of
 * the body: a page section is a containing block for fixed boxes
 * (`content-visibility`, Section.styles.ts), which would pin it to the
 * list instead of the screen.
 */
export function NextNearest({ tracker, nearest, onClose }: NextNearestProps) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose()
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [onClose])
  return createPortal(
    <Panel role="status" aria-label="Next tracker to call">
      <Title>
        {NEXT_LABELS.noAnswer} {nearest ? NEXT_LABELS.nextNearest : NEXT_LABELS.nextOnList}: <strong>{tracker.name}</strong>
      </Title>
      <Actions>
        <CallButton phone={tracker.phone} name={tracker.name} />
        <TextButton phone={tracker.phone} name={tracker.name} />
      </Actions>
      <Close type="button" onClick={onClose} aria-label="Hide the next tracker">
        <Icon name="close" size={20} />
      </Close>
    </Panel>,
    document.body,
  )
}
