/**
 * Trackers' statuses as they are now, in the browser: one store for the
 * page, read by every list, the profile and the next-tracker offer. It takes
 * over the answer the page already laid over its built statuses (./early.ts),
 * then asks again every POLL_SECONDS while the page is on screen, when it
 * comes back on screen and when the signal returns, so a tracker's change
 * shows within a minute without a rebuild; a page opened in the app reuses
 * a recent answer. When the service cannot be reached nothing changes: the
 * built statuses stay, with their times.
 */
import { useEffect, useSyncExternalStore } from "react"
import { POLL_SECONDS, STATUS_API, type StatusMap } from "../../shared/status/api"
import { newerOf, type Availability } from "../../shared/status/availability"
import type { EarlyStatuses } from "../../shared/status/markup"

export interface LiveStatuses {
  /** The statuses the service answered; null until it has. */
  statuses: StatusMap | null
}

const INITIAL: LiveStatuses = { statuses: null }

/** The page's early request, taken over once: from now on the page is React's. */
function takeEarly(): EarlyStatuses | undefined {
  if (typeof window === "undefined") return undefined
  const early = window.liveStatuses
  if (early) early.taken = true
  return early
}

const early = takeEarly()
/** What the page showed before the app started: React hydrates with exactly this. */
const shownBeforeStart: LiveStatuses = early?.shown ? { statuses: early.shown } : INITIAL
let current = shownBeforeStart
let answeredAt = early?.shown ? Date.now() : 0
const listeners = new Set<() => void>()
let timer: number | undefined
/** Components on the page that show statuses: the first starts the asking, the last to go stops it. */
let users = 0

function answer(statuses: StatusMap): void {
  current = { statuses }
  answeredAt = Date.now()
  for (const listener of listeners) listener()
}

async function ask(): Promise<StatusMap | null> {
  // Revalidated each time (the service answers 304 while nothing changed), never an old copy from the browser's cache.
  const response = await fetch(STATUS_API.status, { cache: "no-cache", headers: { Accept: "application/json" } })
  return response.ok ? ((await response.json()) as StatusMap) : null
}

async function refresh(first?: Promise<StatusMap | null>): Promise<void> {
  try {
    const statuses = await (first ?? ask())
    if (statuses) answer(statuses)
  } catch {
    // No signal, or the service is down: the page keeps what it shows, which carries its time.
  }
}

const onScreen = () => document.visibilityState === "visible"

function start(): void {
  // The page's own early request, if it is still on its way; else a fresh one, unless the last answer is fresh enough.
  if (early?.asked && !early.shown && answeredAt === 0) void refresh(early.asked)
  else if (Date.now() - answeredAt >= POLL_SECONDS * 1000) void refresh()
  timer = window.setInterval(() => onScreen() && void refresh(), POLL_SECONDS * 1000)
  document.addEventListener("visibilitychange", onVisible)
  window.addEventListener("online", onOnline)
}

function stop(): void {
  window.clearInterval(timer)
  timer = undefined
  document.removeEventListener("visibilitychange", onVisible)
  window.removeEventListener("online", onOnline)
}

function onVisible(): void {
  if (onScreen()) void refresh()
}

function onOnline(): void {
  void refresh()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * The live statuses, for a component that shows trackers. While React
 * takes over the page it is what the page showed before (the early answer,
 * or none); the first component mounted starts asking, the last unmounted
 * stops.
 */
export function useLiveStatuses(): LiveStatuses {
  useEffect(() => {
    if (users++ === 0) start()
    return () => {
      if (--users === 0) stop()
    }
  }, [])
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => shownBeforeStart,
  )
}

/** A tracker with the newer of their built and live status. */
export function withLiveStatus<T extends { slug: string; availability?: Availability | null }>(tracker: T, live: LiveStatuses): T {
  const now = live.statuses?.[tracker.slug]
  return now ? { ...tracker, availability: newerOf(tracker.availability, now) } : tracker
}
