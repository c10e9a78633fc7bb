/**
 * What a hunter is given when a request cannot go, or beside one that went:
 * one text to every tracker who is available now near the shot, and the
 * one-by-one call list. Pure, from the form as filled, the roster and the
 * trackers' current statuses: the service's refusal page and the form's own
 * fallback in the browser (no signal) both use it. Why these distances and
 * limits: docs/requests.md, "Who the group text goes to".
 */
import { PAGE_LIST_SIZE, rankTrackers, type RankedTracker } from "../call-order"
import type { Point } from "../geo"
import { e164 } from "../phone"
import type { RosterCounty, RosterTracker } from "../roster-file"
import { STATUS_WORDS } from "../status/availability"
import { MAX_RECIPIENTS, type RequestForm, SIGNS, type Sign } from "./api"
import { groupSmsHref, groupTextBody, type ShotDetails, type SmsPlatform } from "./group-text"
import type { CallListEntry, GroupText } from "./page"

/**
 * How far from the shot (straight line) an available tracker is asked: about
 * an hour's drive on back roads, the reach the site gives a tracker
 * (data/site.json, `coverage`). A tracker who serves the shot's county is
 * asked wherever they live.
 */
export const NEAR_SHOT_MILES = 40

/** Where the shot was, as far as the form says: a point to measure from (the phone's, else the county's centre) and the county. */
export interface ShotPlace {
  from: Point | null
  /** The county's page slug. */
  county: string | null
}

type Candidate = Pick<RosterTracker, "slug" | "name" | "phone" | "isApprentice" | "yearsTracking" | "baseTown" | "availability" | "counties">

/**
 * The trackers to text: available at `now` (the reader's clock: a status
 * past its end has lapsed), and within NEAR_SHOT_MILES of the shot or serving
 * its county; nearest first, at most MAX_RECIPIENTS, as many as the service
 * itself would ask. With neither a point nor a county, every available tracker.
 */
export function availableNearShot<T extends Candidate>(trackers: readonly T[], shot: ShotPlace, now: number): RankedTracker<T>[] {
  const near = (entry: RankedTracker<T>) =>
    (shot.from === null && shot.county === null) ||
    (entry.miles !== null && entry.miles <= NEAR_SHOT_MILES) ||
    (shot.county !== null && entry.tracker.counties.includes(shot.county))
  return rankTrackers(trackers, { now, from: shot.from })
    .filter((entry) => entry.status === "available" && near(entry))
    .slice(0, MAX_RECIPIENTS)
}

/** The one-by-one list under a request: the site's order to call in (who can come first, then the nearest), as many as a page lists. */
export function callListOf<T extends Candidate>(trackers: readonly T[], shot: ShotPlace, now: number): CallListEntry[] {
  return rankTrackers(trackers, { now, from: shot.from })
    .slice(0, PAGE_LIST_SIZE)
    .map(({ tracker, miles, status }) => ({
      slug: tracker.slug,
      name: tracker.name,
      phone: e164(tracker.phone),
      status: STATUS_WORDS[status],
      miles: miles === null ? null : Math.round(miles),
    }))
}

const numberOf = (value: string | undefined): number | null => {
  const number = value === undefined || value.trim() === "" ? NaN : Number(value)
  return Number.isFinite(number) ? number : null
}

/** The shot as the form gives it: where it was, and the details for a text. */
export function shotOf(form: Partial<RequestForm>, counties: readonly RosterCounty[]): { place: ShotPlace; details: ShotDetails } {
  const latitude = numberOf(form.latitude)
  const longitude = numberOf(form.longitude)
  const position = latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null
  const county = counties.find((candidate) => candidate.slug === form.county) ?? null
  const place = form.place?.trim() || null
  return {
    place: { from: position ?? county?.centre ?? null, county: county?.slug ?? null },
    details: {
      hitAt: form.hitAt ?? "",
      position: position && { ...position, accuracy: numberOf(form.accuracy) },
      county: county?.name ?? null,
      place,
      signs: (form.signs ?? []).filter((sign): sign is Sign => sign in SIGNS),
      note: form.note ?? "",
      name: form.name ?? "",
      phone: form.phone ?? "",
    },
  }
}

/**
 * The group text and the call list for a request as filled in: `trackers`
 * with their statuses as they stand (the built ones with the live ones laid
 * over), `now` the reader's clock. No group text when nobody near is available.
 */
export function fallbackOf(
  form: Partial<RequestForm>,
  roster: { trackers: readonly Candidate[]; counties: readonly RosterCounty[] },
  now: number,
  platform: SmsPlatform,
): { groupText: GroupText | null; callList: CallListEntry[] } {
  const { place, details } = shotOf(form, roster.counties)
  const near = availableNearShot(roster.trackers, place, now)
  const groupText =
    near.length > 0
      ? {
          href: groupSmsHref(
            near.map(({ tracker }) => tracker.phone),
            groupTextBody(details),
            platform,
          ),
          names: near.map(({ tracker }) => tracker.name),
        }
      : null
  return { groupText, callList: callListOf(roster.trackers, place, now) }
}
