/**
 * The phone's answer to "where am I?" (a fix: where, how sure, when), and
 * the rules for using one: how old it may be for ordering the list and for
 * a text, what it is called in words, and what the 'Add my location' button
 * says of the fix in the texts. Pure, so each rule is tested once
 * (__tests__/position-fix.test.ts); asking the phone is
 * src/hooks/useHunterPosition.ts, and the text's lines src/shared/sms.ts.
 */
import type { Point } from "./geo"

export interface Fix extends Point {
  /** How far off it may be, in metres (the phone's radius of 95 % confidence). */
  accuracy: number
  /** When the phone took it, in milliseconds since the epoch. */
  at: number
}

/** Where asking the phone stands: nothing asked yet, a question out, and how the last one was answered. */
export type PositionStatus = "idle" | "asking" | "known" | "refused" | "unavailable"

/** The page's record of the hunter's position (src/hooks/useHunterPosition.ts). */
export interface HunterPosition {
  status: PositionStatus
  /** The latest fix, kept when a later question fails (it then shows as older). */
  fix: Fix | null
  /** The hunter asked for their location in their texts (the shot site). */
  inTexts: boolean
}

/**
 * What each use needs of a fix, and how the phone is asked for one. The
 * list may be ordered from where the hunter stood a few minutes ago; a text
 * tells a tracker where the deer was hit, so it gets a fix the phone takes
 * now (`maximumAge: 0`: the one the phone holds may be from where the
 * hunter asked for the nearest tracker), and after 10 s the text makes do
 * with the older one, said to be older.
 */
export const FIX_USES = {
  nearest: { maxAgeMs: 5 * 60_000, ask: { enableHighAccuracy: true, maximumAge: 5 * 60_000, timeout: 20_000 } },
  texts: { maxAgeMs: 60_000, ask: { enableHighAccuracy: true, maximumAge: 0, timeout: 10_000 } },
} as const

export type FixUse = keyof typeof FIX_USES

/**
 * A fix from the phone's answer, received at `receivedAt` (the page's
 * clock). It dates from the phone's timestamp, which is older than its
 * arrival when the phone answered with a fix it held; never from after its
 * arrival, whatever the location service's clock says.
 */
export function fixOf(
  { coords, timestamp }: { coords: { latitude: number; longitude: number; accuracy: number }; timestamp: number },
  receivedAt: number,
): Fix {
  return { latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy, at: Math.min(timestamp, receivedAt) }
}

/** Whether `fix` is recent enough at `now` for `use`. */
export function isFreshFor(use: FixUse, fix: Fix | null, now: number): fix is Fix {
  return fix !== null && now - fix.at < FIX_USES[use].maxAgeMs
}

/** The later of two fixes: an answer that arrives late with an older fix does not replace a newer one. */
export function newerFix(current: Fix | null, next: Fix): Fix {
  return current && current.at > next.at ? current : next
}

/** "within 15 m": rounded up, so it never claims more than the phone does (to 5 m, 10 m, then tenths of a km). */
export function accuracyWords(metres: number): string {
  const step = metres < 10 ? 1 : metres < 100 ? 5 : metres < 1000 ? 10 : 100
  const rounded = Math.max(1, Math.ceil(metres / step) * step)
  return rounded < 1000 ? `within ${rounded} m` : `within ${(rounded / 1000).toFixed(1)} km`
}

/** "20 s ago", "3 min ago", "2 h ago": how old a fix is, rounded down. */
export function ageWords(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000)
  if (seconds < 5) return "just now"
  if (seconds < 60) return `${seconds} s ago`
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`
  return `${Math.floor(seconds / 3600)} h ago`
}

/**
 * What the texts carry, which the 'Add my location' button says: nothing
 * (`off`), a question out, a fix under a minute old (`fresh`), an older one
 * because no newer was asked for (`aged`) or none could be had
 * (`not-updated`), or no fix at all.
 */
export type TextsLocation = "off" | "asking" | "fresh" | "aged" | "not-updated" | "refused" | "unavailable"

export function textsLocation({ status, fix, inTexts }: HunterPosition, now: number): TextsLocation {
  if (!inTexts) return "off"
  if (status === "asking") return "asking"
  if (!fix) return status === "refused" ? "refused" : "unavailable"
  if (isFreshFor("texts", fix, now)) return "fresh"
  return status === "known" ? "aged" : "not-updated"
}

/**
 * What 'Nearest to me' says: the list stays ordered from a fix the page has
 * even when a later question (for a text) went unanswered.
 */
export function nearestStatus({ status, fix }: HunterPosition): PositionStatus {
  return fix && status !== "asking" ? "known" : status
}
