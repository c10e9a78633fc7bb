/**
 * Where the hunter is, asked of the phone only when they tap for it
 * ("Nearest to me", "Add my location"), and kept on the phone: it is never
 * sent anywhere, only used to order the list and written into a text the
 * hunter sends themselves. One store for the page, so every list and every
 * Text link sees the same answer.
 */
import { useSyncExternalStore } from "react"
import type { Point } from "../utils/geo"

export type PositionStatus = "idle" | "asking" | "known" | "refused" | "unavailable"

/** A place distances start from, and how to name it: "you", "the centre of Lapeer County". */
export interface StartingPlace {
  point: Point
  label: string
}

export interface HunterPosition {
  status: PositionStatus
  point: Point | null
  /** The hunter asked for their location in their texts (the shot site). */
  inTexts: boolean
}

const INITIAL: HunterPosition = { status: "idle", point: null, inTexts: false }
let current = INITIAL
const listeners = new Set<() => void>()

function update(next: Partial<HunterPosition>): void {
  current = { ...current, ...next }
  for (const listener of listeners) listener()
}

/** Asks the phone where it is (it may ask the hunter first); `inTexts` also puts it into the Text links. */
export function askForPosition({ inTexts = false }: { inTexts?: boolean } = {}): void {
  if (inTexts) update({ inTexts: true })
  if (current.status === "known" || current.status === "asking") return
  if (!("geolocation" in navigator)) return update({ status: "unavailable" })
  update({ status: "asking" })
  navigator.geolocation.getCurrentPosition(
    ({ coords }) => update({ status: "known", point: { latitude: coords.latitude, longitude: coords.longitude } }),
    (error) => update({ status: error.code === error.PERMISSION_DENIED ? "refused" : "unavailable" }),
    // A fix from the last five minutes will do; the hunter is standing still.
    { enableHighAccuracy: true, timeout: 20_000, maximumAge: 300_000 },
  )
}

/** Where lists measure from once the phone has said where it is. */
export function startingPoint(position: HunterPosition): StartingPlace | null {
  return position.point ? { point: position.point, label: "you" } : null
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useHunterPosition(): HunterPosition {
  return useSyncExternalStore(subscribe, () => current, () => INITIAL)
}

/** For tests: back to no position. */
export function forgetPosition(): void {
  update(INITIAL)
}
