/**
 * A tracker's status, the one list of statuses and their words, and how a
 * hunter reads a status at a given moment: pure, so the pages, the status
 * screen, the status service and the content model share these rules. A
 * status past its end time says nothing ("Call to ask"). Pages are read for
 * days after they are built, so the moment is the reader's (TrackerStatus,
 * and an inline script before the first paint), or as built the build's.
 * Times read as the tracker's clock in Michigan read them, straight off the
 * stored UTC offset, with no time-zone database.
 */

export const STATUSES = ["available", "busy", "off-season"] as const
export type Status = (typeof STATUSES)[number]

/** What a hunter reads: the tracker's status, or "ask" when there is none or it has lapsed. */
export type ShownStatus = Status | "ask"

/** A status as stored and served (`GET /api/status`, and the built pages). */
export interface Availability {
  status: string
  until?: string | null
  updatedAt: string
}

export const STATUS_WORDS: Record<ShownStatus, string> = {
  available: "Available",
  busy: "On a track or full tonight",
  "off-season": "Off for the season",
  ask: "Call to ask",
}

/** Available first, then unknown, then those who cannot come: who to call first. */
const RANK: Record<ShownStatus, number> = { available: 0, ask: 1, busy: 2, "off-season": 2 }

export const isStatus = (value: unknown): value is Status => typeof value === "string" && (STATUSES as readonly string[]).includes(value)

/** Whether a status with this end time has lapsed at `now` (milliseconds); an end that is no time never does. ES5 as written: the pages' inline scripts run it on any phone. */
export function hasLapsed(until: string | null | undefined, now: number): boolean {
  return until ? Date.parse(until) <= now : false
}

/**
 * The status to show: the tracker's, or "ask" when there is none, it is
 * unknown, or it has lapsed at `now` (null: as stored). Every status a page
 * reads carries its end in `until` (./until.ts, endsAt), so this compares
 * that alone, and pages carry no time-zone code.
 */
export function statusAt(availability: Availability | null | undefined, now: number | null): ShownStatus {
  if (!availability || !isStatus(availability.status)) return "ask"
  if (now !== null && hasLapsed(availability.until, now)) return "ask"
  return availability.status
}

export const statusRank = (status: ShownStatus): number => RANK[status]

/** Of two copies of one tracker's status, the one set last (the built one and the live one). */
export function newerOf(a: Availability | null | undefined, b: Availability | null | undefined): Availability | null {
  if (!a || !b) return a ?? b ?? null
  return Date.parse(b.updatedAt) > Date.parse(a.updatedAt) ? b : a
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?/

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  weekday: number
  /** Minutes east of UTC the value was written in. */
  offset: number
}

/** The date and time written in a stored value, as the tracker's own clock read it. */
function wallClock(iso: string): WallClock | null {
  const match = WALL_CLOCK.exec(iso)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number)
  const zone = match[6] ?? "Z"
  const offset = zone === "Z" ? 0 : (zone[0] === "-" ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)))
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  return { year, month, day, hour, minute, weekday, offset }
}

/** The day a moment falls on at a given UTC offset, as days since 1970. */
const dayNumber = (moment: number, offset: number) => Math.floor((moment + offset * 60_000) / 86_400_000)

function clockTime(hour: number, minute: number): string {
  const half = hour < 12 ? "AM" : "PM"
  const twelve = hour % 12 === 0 ? 12 : hour % 12
  return minute === 0 ? `${twelve} ${half}` : `${twelve}:${String(minute).padStart(2, "0")} ${half}`
}

/** A time on the trackers' clock as "HH:MM" (quiet hours), in words: "22:00" is "10 PM", "06:30" "6:30 AM". */
export function clockWords(clock: string): string {
  const [hour, minute] = clock.split(":").map(Number)
  return clockTime(hour, minute)
}

/** "Nov 23, 4:30 PM". */
export function dateAndTime(iso: string): string {
  const wall = wallClock(iso)
  return wall ? `${MONTHS[wall.month - 1]} ${wall.day}, ${clockTime(wall.hour, wall.minute)}` : iso
}

/**
 * The end of a status, in words. In the browser (`now` given): "11 PM" on
 * the reader's day, else "Tue 6 AM" within the week, else "Nov 30, 6 AM".
 * As built (`now` null), with its date, "11 PM Tue Nov 24", so that a page
 * read days later with scripts off cannot be taken for tonight's.
 */
export function untilWords(until: string, now: number | null): string {
  const end = wallClock(until)
  if (!end) return until
  const time = clockTime(end.hour, end.minute)
  if (now === null) return `${time} ${DAYS[end.weekday]} ${MONTHS[end.month - 1]} ${end.day}`
  const days = Date.UTC(end.year, end.month - 1, end.day) / 86_400_000 - dayNumber(now, end.offset)
  if (days === 0) return time
  return days > 0 && days < 7 ? `${DAYS[end.weekday]} ${time}` : `${MONTHS[end.month - 1]} ${end.day}, ${time}`
}

/** "12 min ago", "3 h ago", "2 days ago": how long since the status was set. */
export function agoWords(iso: string, now: number): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000))
  if (minutes < 1) return "just now"
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.round(minutes / 60)
  if (hours < 48) return `${hours} h ago`
  return `${Math.round(hours / 24)} days ago`
}

/**
 * When the status was set, under it: as built its date and time ("updated
 * Nov 23, 4:30 PM"), true whenever the page is read; in the browser (`now`
 * given) how long ago ("updated 3 h ago").
 */
export function updatedWords(availability: Availability, now: number | null): string {
  return `updated ${now === null ? dateAndTime(availability.updatedAt) : agoWords(availability.updatedAt, now)}`
}

/**
 * The status line's words: "On a track or full tonight until 11 PM",
 * "Available", or "Call to ask". Only "on a track" says its end: the ends
 * of "available" and "off for the season" (./until.ts, statusEnd) are a
 * safety net, not something the tracker chose.
 */
export function statusWords(availability: Availability | null | undefined, now: number | null): string {
  const shown = statusAt(availability, now)
  const until = availability?.until
  return until && shown === "busy" ? `${STATUS_WORDS[shown]} until ${untilWords(until, now)}` : STATUS_WORDS[shown]
}
