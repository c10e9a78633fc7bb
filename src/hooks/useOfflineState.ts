import { useEffect, useState } from "react"

/**
 * - `pending`: not known to be stored (server rendering, no service worker
 *   support, a development build, or the first download still running);
 * - `ready`: the service worker is active, which it only becomes once every
 *   precached file is stored, so the site opens with no signal;
 * - `updated`: a newer deploy has just been stored and taken over while this
 *   page, rendered from the older copy, was open.
 */
export type OfflineState = "pending" | "ready" | "updated"

export function useOfflineState(): OfflineState {
  const [state, setState] = useState<OfflineState>("pending")
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return
    const workers = navigator.serviceWorker
    // A page the service worker already served that gets a new controller is showing the older copy.
    const servedByOlderCopy = workers.controller !== null
    let mounted = true
    workers.ready.then(() => {
      if (mounted) setState((current) => (current === "pending" ? "ready" : current))
    })
    const onControllerChange = () => {
      if (mounted && servedByOlderCopy) setState("updated")
    }
    workers.addEventListener("controllerchange", onControllerChange)
    return () => {
      mounted = false
      workers.removeEventListener("controllerchange", onControllerChange)
    }
  }, [])
  return state
}
