import { useEffect, useState } from "react"
import { OFFLINE_MESSAGES, type NewerMessage, type StatusMessage } from "../shared/offline/protocol"

/**
 * - `pending`: not known to be stored (server rendering, no service worker
 *   support, a development build, or the numbers still downloading);
 * - `ready`: the service worker has stored the numbers tier (the home page,
 *   every contact card, the wait-time guide), so they open with no signal;
 * - `updated`: since this page was shown, the worker stored a copy of it
 *   that differs from the one it had, which is the one on screen (a stored
 *   copy shown on a weak signal whose network answer came in later, or a
 *   deploy that reached the phone while the page was open).
 */
export type OfflineState = "pending" | "ready" | "updated"

export function useOfflineState(): OfflineState {
  const [state, setState] = useState<OfflineState>("pending")
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return
    const workers = navigator.serviceWorker
    const path = window.location.pathname
    const onMessage = (event: MessageEvent<StatusMessage | NewerMessage | null>) => {
      const message = event.data
      if (message?.type === OFFLINE_MESSAGES.status && message.numbers) setState((current) => (current === "pending" ? "ready" : current))
      if (message?.type === OFFLINE_MESSAGES.newer && message.path === path) setState("updated")
    }
    workers.addEventListener("message", onMessage)
    // The worker answers with a status message, and sends one by itself once the numbers are stored.
    void workers.ready.then((registration) => registration.active?.postMessage({ type: OFFLINE_MESSAGES.status }))
    return () => workers.removeEventListener("message", onMessage)
  }, [])
  return state
}
