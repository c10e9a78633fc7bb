import React, { useId } from "react"
import { FIRST_CALL_LABELS } from "../../copy"
import { useCallOrder, type CallOrderOptions } from "../../hooks/useCallOrder"
import { HOME_ANCHORS } from "../../shared/routes"
import { LapseScript } from "../TrackerStatus/TrackerStatus"
import { TrackerRow } from "../TrackerRow/TrackerRow"
import { AskTrackersLink } from "../AskTrackersLink/AskTrackersLink"
import { Actions, More, Note, Panel, Rows, Title } from "./FirstCall.styles"

/** How many trackers the first screen offers: the first to call, and the one after in case the first does not answer. */
const FIRST_CALL_COUNT = 2

type FirstCallProps = CallOrderOptions & {
  /** The trackers the page lists, as its list has them. */
  trackers: readonly Queries.TrackerCardFragment[]
  /** Said above the rows, e.g. that they are the nearest to a county no tracker lists. */
  note?: string
}

/**
 * The first trackers to call, in the first screen of every page that lists
 * trackers, so a hunter can call without scrolling: in the list's own order
 * (useCallOrder: who can come, then the nearest, then experience), each
 * with their status and its time, base town, distance and Call and Text.
 * In the built page, so it works before the scripts arrive and without
 * them; below them, the link to the page's full list and, after the Call
 * buttons, the one request to every available tracker near the shot.
 */
export function FirstCall({ trackers, note, ...order }: FirstCallProps) {
  const titleId = useId()
  const { ranked, start, now } = useCallOrder(trackers, order)
  const first = ranked.slice(0, FIRST_CALL_COUNT)
  if (first.length === 0) return null
  return (
    <Panel aria-labelledby={titleId}>
      <Title id={titleId}>{FIRST_CALL_LABELS.title}</Title>
      {note && <Note>{note}</Note>}
      <Rows>
        {first.map(({ tracker, miles }) => (
          <li key={tracker.slug}>
            <TrackerRow tracker={tracker} now={now} miles={miles} from={start?.label} />
          </li>
        ))}
      </Rows>
      <LapseScript when={first.some(({ tracker }) => tracker.card?.availability?.until)} />
      <Actions>
        {trackers.length > first.length && <More href={`#${HOME_ANCHORS.trackers}`}>{FIRST_CALL_LABELS.seeAll(trackers.length)}</More>}
        <AskTrackersLink />
      </Actions>
    </Panel>
  )
}
