/**
 * Trackers' statuses as they are now, in the browser. The pages are built
 * with the statuses of build time (each with its time); once the page has
 * started, this asks the site's own `/api/status` for the current ones, and
 * again every POLL_SECONDS while the page is on screen, when it comes back
 * on screen and when the signal returns, so a change a tracker makes shows
 * within a minute without a rebuild. One store for the page: every list,
 * the profile and the next-tracker offer read the same answer.
 *
 * When the service cannot be reached, nothing changes: the built statuses
 * stay, with their times. When the answer is the offline worker's stored
 * copy, `savedAt` says from when, and the page says so.
 */
import { useEffect, useSyncExternalStore } from "react"
import { SAVED_COPY_HEADER, STATUS_API, type StatusMap } from "./api"
import { newerOf, type Availability } from "./availability"

/** Every 30 s: with the service's own cache (STATUS_MAX_AGE_SECONDS) a change shows within a minute. */
export const POLL_SECONDS = 30

export interface LiveStatuses {
  /** The statuses the service answered; null until it has. */
  statuses: StatusMap | null
  /** When the answer is the offline worker's stored copy: when it was stored (ISO). */
  savedAt: string | null
}

const INITIAL: LiveStatuses = { statuses: null, savedAt: null }
let current = INITIAL
const listeners = new Set<() => void>()
let timer: number | undefined
/** Components on the page that show statuses: the first starts the asking, the last to go stops it. */
let users = 0

async function refresh(): Promise<void> {
  try {
    // Revalidated each time (the service answers 304 while nothing changed), never an old copy from the browser's cache.
    const response = await fetch(STATUS_API.status, { cache: "no-cache", headers: { Accept: "application/json" } })
    if (!response.ok) return
    const statuses = (await response.json()) as StatusMap
    current = { statuses, savedAt: response.headers.get(SAVED_COPY_HEADER) }
    for (const listener of listeners) listener()
  } catch {
    // No signal, or the service is down: the page keeps what it shows, which carries its time.
  }
}

const onScreen = () => document.visibilityState === "visible"

function start(): void {
  void refresh()
  timer = window.setInterval(() => onScreen() && void refresh(), POLL_SECONDS * 1000)
  document.addEventListener("visibilitychange", onVisible)
  window.addEventListener("online", refresh)
}

function stop(): void {
  window.clearInterval(timer)
  timer = undefined
  document.removeEventListener("visibilitychange", onVisible)
  window.removeEventListener("online", refresh)
}

function onVisible(): void {
  if (onScreen()) void refresh()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * The live statuses, for a component that shows trackers. The first one
 * mounted starts asking, after the page has hydrated (so what hydrates is
 * exactly the built page); the last one unmounted stops.
 */
export function useLiveStatuses(): LiveStatuses {
  useEffect(() => {
    if (users++ === 0) start()
    return () => {
      if (--users === 0) stop()
    }
  }, [])
  return useSyncExternalStore(subscribe, () => current, () => INITIAL)
}

/** A tracker with the newer of their built and live status. */
export function withLiveStatus<T extends { slug: string; availability?: Availability | null }>(tracker: T, live: LiveStatuses): T {
  const now = live.statuses?.[tracker.slug]
  return now ? { ...tracker, availability: newerOf(tracker.availability, now) } : tracker
}

/** For tests: back to the built statuses. */
export function forgetLiveStatuses(): void {
  current = INITIAL
  users = 0
  stop()
}
