/**
 * The end times a tracker picks on the status screen ("for 2 hours",
 * "until 11 PM", "until 6 AM"), worked out in Michigan's own time wherever
 * the phone or server is: one tap, no date picker, for a tracker at the
 * truck with a dog on a lead. Stored as an ISO time with that day's
 * Michigan offset, read as written (./availability.ts). The status service
 * decides the time (functions/api/status.ts); the phone only names the
 * choice. Every status ends by itself (statusEnd, endsAt), so a forgotten
 * one never tells hunters something stale (docs/deploy.md).
 */
import { hasLapsed, isStatus, type Availability, type Status } from "./availability"

/** Where every tracker on the roster works. */
export const TRACKERS_TIME_ZONE = "America/Detroit"

const UNTIL_CHOICES = ["2h", "11pm", "6am"] as const
export type UntilChoice = (typeof UNTIL_CHOICES)[number]

export const UNTIL_LABELS: Record<UntilChoice, string> = {
  "2h": "for 2 hours",
  "11pm": "until 11 PM",
  "6am": "until 6 AM",
}

export const isUntilChoice = (value: unknown): value is UntilChoice => typeof value === "string" && (UNTIL_CHOICES as readonly string[]).includes(value)

/** "Until 11 PM" is offered only while 11 PM is at least this far off; after that, "until 6 AM". */
const LATEST_BEFORE_ELEVEN_MINUTES = 30

interface Wall {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

function wallAt(instant: number, zone: string): Wall {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant))
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value)
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour") % 24, minute: get("minute"), second: get("second") }
}

/** Minutes east of UTC in `zone` at an instant (-300 for Michigan in winter). */
function offsetAt(instant: number, zone: string): number {
  const wall = wallAt(instant, zone)
  return Math.round((Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - Math.floor(instant / 1000) * 1000) / 60_000)
}

/** The instant a wall-clock time in `zone` names (the day after, if the day rolls over). */
function instantOf(year: number, month: number, day: number, hour: number, minute: number, zone: string): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute)
  const guess = asUtc - offsetAt(asUtc, zone) * 60_000
  return asUtc - offsetAt(guess, zone) * 60_000
}

const pad = (value: number) => String(Math.abs(value)).padStart(2, "0")

/** "2026-11-24T23:00:00-05:00": an instant as the clock in `zone` reads it, with its offset. */
export function isoInZone(instant: number, zone = TRACKERS_TIME_ZONE): string {
  const wall = wallAt(instant, zone)
  const offset = offsetAt(instant, zone)
  const sign = offset < 0 ? "-" : "+"
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
}

/** "Available" lasts a day and a night: a tracker who can come taps it again the next day. */
export const AVAILABLE_HOURS = 24
/** "Off for the season" lasts until this day (month, day), before the first seasons (elk in late August, bear in September). */
const SEASON_RESET = { month: 8, day: 1 } as const

/** When a status set at `now` ends by itself; null when "busy" names an end time not offered then. */
export function statusEnd(status: Status, choice: UntilChoice | null, now: number, zone = TRACKERS_TIME_ZONE): string | null {
  if (status === "busy") return choice ? untilFor(choice, now, zone) : null
  if (status === "available") return isoInZone(now + AVAILABLE_HOURS * 3_600_000, zone)
  const wall = wallAt(now, zone)
  const thisYear = instantOf(wall.year, SEASON_RESET.month, SEASON_RESET.day, 0, 0, zone)
  return isoInZone(thisYear > now ? thisYear : instantOf(wall.year + 1, SEASON_RESET.month, SEASON_RESET.day, 0, 0, zone), zone)
}

/**
 * When a status ends, wherever it came from: its own end time, else the end
 * the status service gives a status set at its `updatedAt` (statusEnd: a day
 * and a night for "available", the season's end for "off for the season").
 * A status written into data/ may have no end; GraphQL gives each built
 * status this one (src/content/types/availability.ts) and the service
 * every live one, so what pages and the offline worker read always carries
 * its end, and they compare it alone (statusAt, ./availability.ts). Null:
 * "busy" with no end.
 */
export function endsAt(availability: Availability): string | null {
  if (availability.until) return availability.until
  const set = Date.parse(availability.updatedAt)
  return isStatus(availability.status) && Number.isFinite(set) ? statusEnd(availability.status, null, set) : null
}

/** Whether a status has ended at `now` (ms), by endsAt: a tracker whose "available" has ended is one to call and ask, not one who can come. */
export const hasEnded = (availability: Availability | null | undefined, now: number): boolean => (availability ? hasLapsed(endsAt(availability), now) : false)

/** Which choices make sense at `now`: "until 11 PM" only before 10:30 PM. */
export function untilChoicesAt(now: number, zone = TRACKERS_TIME_ZONE): UntilChoice[] {
  const wall = wallAt(now, zone)
  const minutesToEleven = (23 - wall.hour) * 60 - wall.minute
  return UNTIL_CHOICES.filter((choice) => choice !== "11pm" || minutesToEleven >= LATEST_BEFORE_ELEVEN_MINUTES)
}

/** The end time a choice names at `now`, or null when it is not offered then. */
export function untilFor(choice: UntilChoice, now: number, zone = TRACKERS_TIME_ZONE): string | null {
  if (!untilChoicesAt(now, zone).includes(choice)) return null
  const wall = wallAt(now, zone)
  switch (choice) {
    case "2h": {
      // Rounded up to the next five minutes: "until 9:35 PM", not "until 9:33:12 PM".
      const step = 5 * 60_000
      return isoInZone(Math.ceil((now + 2 * 3_600_000) / step) * step, zone)
    }
    case "11pm":
      return isoInZone(instantOf(wall.year, wall.month, wall.day, 23, 0, zone), zone)
    case "6am": {
      const today = instantOf(wall.year, wall.month, wall.day, 6, 0, zone)
      if (today > now) return isoInZone(today, zone)
      const tomorrow = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + 1))
      return isoInZone(instantOf(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate(), 6, 0, zone), zone)
    }
  }
}

/** Minutes after midnight on the clock in `zone` at an instant: 21:30 is 1290. */
export function minutesIntoDay(instant: number, zone = TRACKERS_TIME_ZONE): number {
  const wall = wallAt(instant, zone)
  return wall.hour * 60 + wall.minute
}

/** The latest instant, no later than `now`, at which the clock in `zone` read `hour:minute` (today's, else yesterday's). */
export function latestAtClock(hour: number, minute: number, now: number, zone = TRACKERS_TIME_ZONE): number {
  const wall = wallAt(now, zone)
  const today = instantOf(wall.year, wall.month, wall.day, hour, minute, zone)
  if (today <= now) return today
  const yesterday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day - 1))
  return instantOf(yesterday.getUTCFullYear(), yesterday.getUTCMonth() + 1, yesterday.getUTCDate(), hour, minute, zone)
}
