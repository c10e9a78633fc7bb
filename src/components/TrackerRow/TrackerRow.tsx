import React from "react"
import { Link } from "gatsby"
import { TRACKER_LABELS } from "../../copy"
import type { Callable } from "../../hooks/useCallOrder"
import { ROUTES } from "../../shared/routes"
import { countyName } from "../../shared/format"
import { aboutMiles } from "../../shared/geo"
import { CallButton } from "../CallButton/CallButton"
import { TextButton } from "../TextButton/TextButton"
import { TrackerStatus } from "../TrackerStatus/TrackerStatus"
import { Actions, Name, Row, Where } from "./TrackerRow.styles"

type TrackerRowProps = {
  tracker: Callable
  /** The reader's clock (useNow), null as built. */
  now: number | null
  /** Straight-line miles from the hunter or the page's place, when there is one. */
  miles: number | null
  /** Where `miles` is measured from: "you", "the centre of Lapeer County". */
  from?: string
}

/**
 * One tracker in a few lines: their name (to their profile), their status
 * with its time, their base town and how far, and Call and Text. Marked
 * with `data-tracker`, so a call or a text from here moves the offer of
 * the next one on (useReachedTracker).
 */
export function TrackerRow({ tracker, now, miles, from }: TrackerRowProps) {
  const town = tracker.countyName ? `${tracker.baseTown.name}, ${countyName(tracker.countyName)}` : tracker.baseTown.name
  return (
    <Row data-tracker={tracker.slug}>
      <Name as={Link} to={ROUTES.tracker(tracker.slug)}>
        {tracker.name}
      </Name>
      <TrackerStatus availability={tracker.availability} now={now} tracker={tracker.slug} />
      <Where>
        {`${TRACKER_LABELS.basedIn} ${town}`}
        {miles !== null && <strong>{` · ${TRACKER_LABELS.distance(aboutMiles(miles), from)}`}</strong>}
      </Where>
      <Actions>
        <CallButton phone={tracker.phone} name={tracker.name} />
        <TextButton phone={tracker.phone} name={tracker.name} />
      </Actions>
    </Row>
  )
}
