import React, { Suspense, lazy } from "react"
import { useCallOrder, type CallOrderOptions } from "../../hooks/useCallOrder"
import { useReachedTracker } from "../../hooks/useReachedTracker"
import { CardGrid } from "../CardGrid/CardGrid"
import { TrackerCard } from "../TrackerCard/TrackerCard"
import { RosterCard } from "../TrackerCard/RosterCard"
import { LapseScript } from "../TrackerStatus/TrackerStatus"

/** Needed only after a call or a text: fetched ahead at low priority, run on first use. */
const NextTracker = lazy(() => import(/* webpackPrefetch: true */ "../NextTracker/NextTracker").then((module) => ({ default: module.NextTracker })))

type TrackerListProps = CallOrderOptions & {
  trackers: readonly Queries.TrackerCardFragment[]
  headingLevel?: 3 | 4
}

/**
 * A list of trackers in the order to call them (useCallOrder): those who
 * can come first, then the rest, nearest first once there is a starting
 * point (the hunter's position, else the page's own: a county's centre).
 * As many cards as the page carries; on a page that carries part of the
 * roster, someone the page does not carry who ranks among them (nearer the
 * hunter, or able to come) shows as a smaller card from /roster.json.
 * After a call or a text it offers the next one down the list, and the
 * next, to the end.
 */
export function TrackerList({ trackers, headingLevel = 3, ...order }: TrackerListProps) {
  const { ranked, start, now } = useCallOrder(trackers, order)
  const [reached, close] = useReachedTracker()
  const inList = reached !== null && ranked.some(({ tracker }) => tracker.slug === reached.slug)

  return (
    <>
      <CardGrid columns={{ tablet: 2, desktop: 3 }}>
        {ranked.slice(0, trackers.length).map(({ tracker, miles }) => (
          <li key={tracker.slug} data-tracker={tracker.slug}>
            {tracker.card ? (
              <TrackerCard tracker={tracker.card} availability={tracker.availability} headingLevel={headingLevel} now={now} miles={miles} from={start?.label} />
            ) : (
              <RosterCard tracker={tracker} headingLevel={headingLevel} now={now} miles={miles} from={start?.label} />
            )}
          </li>
        ))}
      </CardGrid>
      <LapseScript when={trackers.some((tracker) => tracker.availability?.until)} />
      {reached && inList && (
        <Suspense fallback={null}>
          <NextTracker ranked={ranked} reached={reached} from={start?.label} now={now} onClose={close} />
        </Suspense>
      )}
    </>
  )
}
