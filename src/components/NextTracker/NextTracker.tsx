import React, { useEffect, useRef } from "react"
import { createPortal } from "react-dom"
import { Link } from "gatsby"
import type { Callable } from "../../hooks/useCallOrder"
import type { Reached } from "../../hooks/useReachedTracker"
import { ROUTES } from "../../shared/routes"
import type { RankedTracker } from "../../shared/call-order"
import { Icon } from "../icons/Icon"
import { TrackerRow } from "../TrackerRow/TrackerRow"
import { Close, Panel, Title } from "./NextTracker.styles"
import { NEXT_LABELS } from "../../copy"

type NextTrackerProps = {
  /** The page's list in the order to call, as the hunter sees it. */
  ranked: readonly RankedTracker<Callable>[]
  /** The tracker last called or texted (in the list). */
  reached: Reached
  /** Where distances are measured from, when the list is by distance. */
  from?: string
  now: number | null
  onClose: () => void
}

/**
 * After a call or a text: trackers in season miss calls, so the next one
 * down the list is offered at once, at the bottom of the screen, with Call
 * and Text; calling them offers the one after, and so on through the list,
 * which ends with a way to every tracker. Announced politely. A tap from a
 * touch screen or a mouse leaves the focus where it is (a hunter back from
 * a ringing phone is not moved); a keyboard's takes the focus to the offer,
 * which is otherwise at the end of the page. Escape or the close button
 * hide it. It is placed at the end of the body: a page section is a
 * containing block for fixed boxes (`content-visibility`,
 * Section.styles.ts), which would pin it to the list instead of the screen.
 */
export function NextTracker({ ranked, reached, from, now, onClose }: NextTrackerProps) {
  const panel = useRef<HTMLElement>(null)
  const title = useRef<HTMLParagraphElement>(null)
  const index = ranked.findIndex(({ tracker }) => tracker.slug === reached.slug)
  const next = ranked[index + 1]

  useEffect(() => {
    if (reached.byKeyboard) title.current?.focus()
  }, [reached])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      // Back to where the hunter called from, if the focus was in the offer.
      if (panel.current?.contains(document.activeElement)) {
        document.querySelector<HTMLElement>(`main [data-tracker="${reached.slug}"] a[href^="tel:"]`)?.focus()
      }
      onClose()
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [onClose, reached])

  return createPortal(
    <Panel ref={panel} aria-label={NEXT_LABELS.region}>
      <Title ref={title} tabIndex={-1} role="status">
        {next ? NEXT_LABELS.next(from !== undefined, index + 2, ranked.length) : NEXT_LABELS.end}
      </Title>
      {next ? <TrackerRow tracker={next.tracker} now={now} miles={next.miles} from={from} /> : <Link to={ROUTES.trackers}>{NEXT_LABELS.everyone}</Link>}
      <Close type="button" onClick={onClose} aria-label={NEXT_LABELS.close}>
        <Icon name="close" size={20} />
      </Close>
    </Panel>,
    document.body,
  )
}
