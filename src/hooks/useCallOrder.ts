/**
 * The order a page's trackers are called in, now, shared by the first
 * screen (FirstCall), the list (TrackerList) and the next-tracker offer so
 * all three agree: those who can come first, then the nearest to the hunter
 * (once shared) or to the page's place, else the call order (rankTrackers),
 * with live statuses laid over the built ones. A page carrying only some of
 * its trackers (src/build/page-trackers.ts) ranks all of them from
 * /roster.json once the order can depend on one it lacks. As built and while
 * React takes over: the build's order (useStatusMoment), with the statuses shown.
 */
import { startingPoint, useHunterPosition, type StartingPlace } from "./useHunterPosition"
import { useNow } from "./useNow"
import { useStatusMoment } from "./useStatusMoment"
import { useLiveStatuses, withLiveStatus } from "../browser/status/live"
import { statusAt } from "../shared/status/availability"
import { useRosterFile } from "./useRosterFile"
import type { RosterTracker } from "../shared/roster-file"
import type { TrackerRecord } from "../shared/tracker"
import { rankTrackers, type RankedTracker } from "../shared/call-order"

/** A tracker as a list shows and ranks them: from a card's data, or only from the compact roster. */
export type Callable = Pick<TrackerRecord, "slug" | "name" | "phone" | "isApprentice" | "yearsTracking" | "availability" | "baseTown"> & {
  /** The home county's name, when the page carries it. */
  countyName: string | null
  /** The card's data, when the page carries the tracker. */
  card: Queries.TrackerCardFragment | null
}

function callableFromCard(card: Queries.TrackerCardFragment): Callable {
  return {
    slug: card.slug,
    name: card.name,
    phone: card.phone,
    isApprentice: card.isApprentice,
    yearsTracking: card.yearsTracking,
    availability: card.availability ?? null,
    baseTown: card.baseTown,
    countyName: card.homeCounty.name,
    card,
  }
}

function callableFromRoster({ slug, name, phone, isApprentice, yearsTracking, availability, baseTown }: RosterTracker): Callable {
  return { slug, name, phone, isApprentice, yearsTracking, availability, baseTown, countyName: null, card: null }
}

export interface CallOrder {
  ranked: RankedTracker<Callable>[]
  /** Where distances are measured from, if anywhere. */
  start: StartingPlace | null
  /** The reader's clock (useNow): null as built. */
  now: number | null
}

export type CallOrderOptions = {
  /** Where distances start when the hunter has given none: a county page's centre. */
  from?: StartingPlace
  /** How many trackers the page is about; more than it carries lets the order reach into /roster.json. */
  rosterSize?: number
  /** Which trackers of /roster.json the page is about (a county's, a game's); all when left out. */
  about?: (tracker: RosterTracker) => boolean
}

export function useCallOrder(
  trackers: readonly Queries.TrackerCardFragment[],
  { from, rosterSize = trackers.length, about = () => true }: CallOrderOptions = {},
): CallOrder {
  const now = useNow()
  const moment = useStatusMoment(now)
  const position = useHunterPosition()
  const live = useLiveStatuses()
  const start = startingPoint(position) ?? from ?? null
  const onPage = new Set(trackers.map((tracker) => tracker.slug))
  const partial = rosterSize > trackers.length
  const someoneElseCanCome = Object.entries(live.statuses ?? {}).some(([slug, status]) => !onPage.has(slug) && statusAt(status, now) === "available")
  const roster = useRosterFile(partial && (position.fix !== null || someoneElseCanCome))
  const others = (roster ?? []).filter((tracker) => !onPage.has(tracker.slug) && about(tracker))
  const candidates = [...trackers.map(callableFromCard), ...others.map(callableFromRoster)]
  if (now === null) {
    // While React takes over: the built order, with the statuses the page already shows (the early answer, src/browser/status/early.ts).
    const ranked = rankTrackers(candidates, { now: moment, from: start?.point }).map((entry) => ({ ...entry, tracker: withLiveStatus(entry.tracker, live) }))
    return { ranked, start, now }
  }
  const ranked = rankTrackers(
    candidates.map((tracker) => withLiveStatus(tracker, live)),
    { now, from: start?.point },
  )
  return { ranked, start, now }
}
