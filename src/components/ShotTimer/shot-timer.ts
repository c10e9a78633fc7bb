/**
 * The shot timer's arithmetic, kept pure so it is tested with a fixed clock:
 * when may the hunter start tracking, by the wait-time guide in
 * data/site.json (the same rows as the wait-time table).
 */

export interface WaitRule {
  hit: string
  label: string
  minHours: number
  maxHours: number
}

/** The choice for a hunter who does not know where the deer was hit. */
export const NOT_SURE = "not-sure"

export interface TrackingPlan {
  /** The rule used: for 'not sure', the one with the longest wait. */
  rule: WaitRule
  /** Earliest time to start tracking: the shot plus the guide's shorter wait. */
  earliest: Date
  /** The end of the guide's range (the same as earliest for a fixed wait). */
  latest: Date
  /** Milliseconds until `earliest`, 0 once it has passed. */
  remainingMs: number
  /** The guide says go now (shoulder: as soon as a dog is there). */
  callNow: boolean
  notSure: boolean
}

const HOUR = 3_600_000
const MINUTE = 60_000

/** Not sure where it hit: wait as long as the longest guide says, and call for advice. */
function ruleFor(hit: string, rules: readonly WaitRule[]): WaitRule | undefined {
  if (hit !== NOT_SURE) return rules.find((rule) => rule.hit === hit)
  return rules.reduce<WaitRule | undefined>((longest, rule) => (!longest || rule.minHours > longest.minHours ? rule : longest), undefined)
}

export function trackingPlan(shotAt: Date, hit: string, rules: readonly WaitRule[], now: Date): TrackingPlan | undefined {
  const rule = ruleFor(hit, rules)
  if (!rule) return undefined
  const earliest = new Date(shotAt.getTime() + rule.minHours * HOUR)
  const latest = new Date(shotAt.getTime() + Math.max(rule.maxHours, rule.minHours) * HOUR)
  return {
    rule,
    earliest,
    latest,
    remainingMs: Math.max(0, earliest.getTime() - now.getTime()),
    callNow: rule.maxHours === 0,
    notSure: hit === NOT_SURE,
  }
}

/**
 * The time of the shot from an `<input type="time">` value ("HH:MM"), on
 * today's date; a time later than now means last night (shot at 23:30, it is
 * now 00:40). Undefined for an empty or malformed value.
 */
export function shotTimeFromInput(value: string, now: Date): Date | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(value)
  if (!match) return undefined
  const hours = Number(match[1])
  const minutes = Number(match[2])
  if (hours > 23 || minutes > 59) return undefined
  const shot = new Date(now)
  shot.setHours(hours, minutes, 0, 0)
  if (shot.getTime() > now.getTime()) shot.setDate(shot.getDate() - 1)
  return shot
}

/** "HH:MM" of a date, for the time input's value. */
export function timeInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** "9:05 PM", without a date library or the visitor's locale deciding the format. */
export function formatClock(date: Date): string {
  const hours = date.getHours()
  const minutes = String(date.getMinutes()).padStart(2, "0")
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`
}

/** "2 h 15 min", "45 min", "12 h"; minutes rounded up so 'now' is never early. */
export function formatDuration(ms: number): string {
  const totalMinutes = Math.ceil(ms / MINUTE)
  const hours = Math.floor(totalMinutes / 60)
  const minutes = totalMinutes % 60
  if (hours === 0) return `${minutes} min`
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`
}
