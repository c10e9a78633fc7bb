/**
 * The compact roster (/roster.json) in the browser, fetched once and only
 * when a list needs trackers its page does not carry: on the home page,
 * once the hunter has shared where they are (the nearest may be anyone on
 * the roster) or the live statuses say someone off the page can come.
 * The offline worker stores the file with the numbers, so this works
 * without a signal too. One store for the page: every list reads the same
 * answer. When it cannot be had, lists keep the trackers their page carries.
 */
import { useEffect, useSyncExternalStore } from "react"
import { ROSTER_FILE, readRosterFile, type RosterTracker } from "../shared/roster-file"

type RosterState = { status: "idle" | "loading" | "loaded" | "failed"; trackers: readonly RosterTracker[] | null }

const INITIAL: RosterState = { status: "idle", trackers: null }
let current = INITIAL
const listeners = new Set<() => void>()

function update(next: RosterState): void {
  current = next
  for (const listener of listeners) listener()
}

/** Fetches the roster unless it is here or on its way; after a failure, the next need tries again. */
async function loadRosterFile(): Promise<void> {
  if (current.status === "loading" || current.status === "loaded") return
  update({ status: "loading", trackers: null })
  try {
    const response = await fetch(ROSTER_FILE, { headers: { Accept: "application/json" } })
    if (!response.ok) throw new Error(`${ROSTER_FILE} answered ${response.status}`)
    const file = readRosterFile(await response.json())
    if (!file) throw new Error(`${ROSTER_FILE} is not a roster this page reads`)
    update({ status: "loaded", trackers: file.trackers })
  } catch {
    update({ status: "failed", trackers: null })
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The whole roster once `wanted` has been true and it has arrived; null before (and on the server). */
export function useRosterFile(wanted: boolean): readonly RosterTracker[] | null {
  useEffect(() => {
    if (wanted) void loadRosterFile()
  }, [wanted])
  return useSyncExternalStore(
    subscribe,
    () => current.trackers,
    () => null,
  )
}
