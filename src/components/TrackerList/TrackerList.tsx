import React, { Suspense, lazy, useEffect, useRef, useState } from "react"
import { startingPoint, useHunterPosition, type StartingPlace } from "../../hooks/useHunterPosition"
import { useNow } from "../../hooks/useNow"
import { useLiveStatuses, withLiveStatus } from "../../status/live"
import { rankTrackers } from "../../utils/directory"
import { CardGrid } from "../CardGrid/CardGrid"
import { TrackerCard } from "../TrackerCard/TrackerCard"
import { LapseScript } from "../TrackerStatus/TrackerStatus"

/** Needed only after a call or a text: fetched ahead at low priority, run on first use. */
const NextNearest = lazy(() => import(/* webpackPrefetch: true */ "../NextNearest/NextNearest").then((module) => ({ default: module.NextNearest })))

type TrackerListProps = {
  trackers: readonly Queries.TrackerCardFragment[]
  headingLevel?: 3 | 4
  /** Where distances start when the hunter has given none: a county page's centre. */
  from?: StartingPlace
}

/**
 * A list of trackers in the order to call them: those who can come first,
 * then the rest, nearest first once there is a starting point (the hunter's
 * position, else the page's own: a county's centre). After a call or
 * a text it offers the next one down the list.
 */
export function TrackerList({ trackers, headingLevel = 3, from }: TrackerListProps) {
  const now = useNow()
  const position = useHunterPosition()
  const start = startingPoint(position) ?? from ?? null
  const live = useLiveStatuses()
  const ranked = rankTrackers(
    trackers.map((tracker) => withLiveStatus(tracker, live)),
    { now, from: start?.point },
  )
  const list = useRef<HTMLDivElement>(null)
  const [reached, setReached] = useState<string | null>(null)

  useEffect(() => {
    const element = list.current
    if (!element) return undefined
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"], a[href^="sms:"]') : null
      const card = link?.closest<HTMLElement>("[data-tracker]")
      if (card?.dataset.tracker) setReached(card.dataset.tracker)
    }
    element.addEventListener("click", onClick)
    return () => element.removeEventListener("click", onClick)
  }, [])

  const next = reached ? ranked[ranked.findIndex(({ tracker }) => tracker.slug === reached) + 1] : undefined

  return (
    <>
      <div ref={list}>
        <CardGrid columns={{ tablet: 2, desktop: 3 }}>
          {ranked.map(({ tracker, miles }) => (
            <li key={tracker.slug} data-tracker={tracker.slug}>
              <TrackerCard tracker={tracker} headingLevel={headingLevel} now={now} miles={miles} from={start?.label} />
            </li>
          ))}
        </CardGrid>
      </div>
      <LapseScript when={trackers.some((tracker) => tracker.availability?.until)} />
      {next && (
        <Suspense fallback={null}>
          <NextNearest tracker={next.tracker} nearest={Boolean(start)} onClose={() => setReached(null)} />
        </Suspense>
      )}
    </>
  )
}
