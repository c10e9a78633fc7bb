/**
 * A tracker's status as a hunter should read it, at a given moment. The
 * tracker sets it from the editor (available, on a track or full tonight,
 * off for the season), optionally "until" a time; once that time has
 * passed the status says nothing any more, and the card reads "Call to ask".
 *
 * The page is built once and read for days (and kept offline), so the
 * moment is the reader's: the browser applies it (src/components/TrackerStatus).
 * Times are shown as the tracker wrote them, in Michigan's own clock: the
 * stored value carries its UTC offset, and its date and time are read
 * straight off it, with no time-zone database (none is needed, and none is
 * downloaded).
 */
import type { Status } from "../content/types/availability"

export type ShownStatus = Status | "ask"

export interface Availability {
  status: string
  until?: string | null
  updatedAt: string
}

/** Available first, then unknown, then those who cannot come: who to call first. */
const RANK: Record<ShownStatus, number> = { available: 0, ask: 1, busy: 2, "off-season": 2 }

export const STATUS_WORDS: Record<ShownStatus, string> = {
  available: "Available",
  busy: "On a track or full tonight",
  "off-season": "Off for the season",
  ask: "Call to ask",
}

const KNOWN = new Set<string>(["available", "busy", "off-season"])

/** Whether a status with this end time has lapsed at `now` (milliseconds). */
export function hasLapsed(until: string | null | undefined, now: number): boolean {
  if (!until) return false
  const end = Date.parse(until)
  return Number.isFinite(end) && end <= now
}

/** The status to show: the tracker's, or "ask" when there is none, it is unknown, or it has lapsed at `now` (null: as stored). */
export function statusAt(availability: Availability | null | undefined, now: number | null): ShownStatus {
  if (!availability || !KNOWN.has(availability.status)) return "ask"
  if (now !== null && hasLapsed(availability.until, now)) return "ask"
  return availability.status as Status
}

export const statusRank = (status: ShownStatus): number => RANK[status]

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/

/** The date and time written in a stored value, as the tracker's own clock read it. */
function wallClock(iso: string) {
  const match = WALL_CLOCK.exec(iso)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number)
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  return { year, month, day, hour, minute, weekday }
}

function clockTime(hour: number, minute: number): string {
  const half = hour < 12 ? "AM" : "PM"
  const twelve = hour % 12 === 0 ? 12 : hour % 12
  return minute === 0 ? `${twelve} ${half}` : `${twelve}:${String(minute).padStart(2, "0")} ${half}`
}

/** "Nov 23, 4:30 PM". */
export function dateAndTime(iso: string): string {
  const wall = wallClock(iso)
  return wall ? `${MONTHS[wall.month - 1]} ${wall.day}, ${clockTime(wall.hour, wall.minute)}` : iso
}

/** "11 PM" on the day of `since`, else "Tue 6 AM" (within a week) or "Nov 30, 6 AM". */
export function untilWords(until: string, since: string): string {
  const end = wallClock(until)
  const start = wallClock(since)
  if (!end) return until
  const time = clockTime(end.hour, end.minute)
  if (start && start.year === end.year && start.month === end.month && start.day === end.day) return time
  const days = (Date.UTC(end.year, end.month - 1, end.day) - (start ? Date.UTC(start.year, start.month - 1, start.day) : 0)) / 86_400_000
  return start && days > 0 && days < 7 ? `${DAYS[end.weekday]} ${time}` : `${MONTHS[end.month - 1]} ${end.day}, ${time}`
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
