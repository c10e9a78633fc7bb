/**
 * Where the hunter is, asked of the phone only when they tap for it
 * ("Nearest to me", "Add my location"), and kept on the phone: it is never
 * sent anywhere, only used to order the list and written into a text the
 * hunter sends themselves. One store for the page, so every list and every
 * Text link sees the same answer. How old a fix may be for each use, and
 * what is said of it, are the rules in src/shared/position-fix.ts.
 */
import { useSyncExternalStore } from "react"
import { FIX_USES, fixOf, isFreshFor, newerFix, type FixUse, type HunterPosition } from "../shared/position-fix"
import type { Point } from "../shared/geo"

export type { HunterPosition, PositionStatus } from "../shared/position-fix"

/** A place distances start from, and how to name it: "you", "the centre of Lapeer County". */
export interface StartingPlace {
  point: Point
  label: string
}

const INITIAL: HunterPosition = { status: "idle", fix: null, inTexts: false }
let current = INITIAL
const listeners = new Set<() => void>()
/** The questions out to the phone, by use. */
const pending = new Set<FixUse>()

function update(next: Partial<HunterPosition>): void {
  current = { ...current, ...next }
  for (const listener of listeners) listener()
}

/**
 * Asks the phone where it is (it may ask the hunter first), unless the page
 * has a fix recent enough for the use: any from the last few minutes orders
 * the list; a text (`inTexts`, which also puts the position into every Text
 * link) needs one under a minute old. A failed question keeps the older fix.
 */
export function askForPosition({ inTexts = false }: { inTexts?: boolean } = {}): void {
  if (inTexts) update({ inTexts: true })
  const use: FixUse = inTexts ? "texts" : "nearest"
  if (isFreshFor(use, current.fix, Date.now())) return
  // A question for a text also answers one for the list, not the other way round.
  if (pending.has(use) || pending.has("texts")) return
  if (!("geolocation" in navigator)) return update({ status: "unavailable" })
  pending.add(use)
  update({ status: "asking" })
  navigator.geolocation.getCurrentPosition(
    (position) => {
      pending.delete(use)
      update({ status: pending.size > 0 ? "asking" : "known", fix: newerFix(current.fix, fixOf(position, Date.now())) })
    },
    (error) => {
      pending.delete(use)
      update({ status: pending.size > 0 ? "asking" : error.code === error.PERMISSION_DENIED ? "refused" : "unavailable" })
    },
    FIX_USES[use].ask,
  )
}

/** Where lists measure from once the phone has said where it is. */
export function startingPoint(position: HunterPosition): StartingPlace | null {
  return position.fix ? { point: position.fix, label: "you" } : null
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useHunterPosition(): HunterPosition {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => INITIAL,
  )
}
