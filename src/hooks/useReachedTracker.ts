/**
 * Which tracker the hunter last tried on this page: the one whose Call or
 * Text they tapped (a `tel:` or `sms:` link inside an element marked
 * `data-tracker="<slug>"`: a card, a first-screen row, the offer of the
 * next one). The list then offers the next one down (NextTracker). One
 * listener on the document for the page, so every place a tracker can be
 * called from counts, however it was rendered.
 */
import { useSyncExternalStore } from "react"

export interface Reached {
  slug: string
  /** The tap came from the keyboard (a click event with no pointer behind it): the offer then takes the focus. */
  byKeyboard: boolean
}

let current: Reached | null = null
const listeners = new Set<() => void>()

function set(next: Reached | null): void {
  current = next
  for (const listener of listeners) listener()
}

function onClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"], a[href^="sms:"]') : null
  const holder = link?.closest<HTMLElement>("[data-tracker]")
  if (holder?.dataset.tracker) set({ slug: holder.dataset.tracker, byKeyboard: event.detail === 0 })
}

const subscribe = (listener: () => void) => {
  if (listeners.size === 0) document.addEventListener("click", onClick)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    // The last list on the page has gone (a page change): the next page starts afresh.
    document.removeEventListener("click", onClick)
    current = null
  }
}

/** The tracker last tapped on this page (null before any, and after the offer is closed), and a way to close the offer. */
export function useReachedTracker(): [Reached | null, () => void] {
  return [
    useSyncExternalStore(
      subscribe,
      () => current,
      () => null,
    ),
    () => set(null),
  ]
}
