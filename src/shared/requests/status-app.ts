/**
 * Hunters' requests on a tracker's phone: the status app's names (its own
 * manifest, written by the build), the address a request's notification
 * opens in it, and what the offline worker tells the app's open pages
 * when it shows one. docs/requests.md has the tracker's side in full.
 */
import { ROUTES } from "../routes"
import type { RequestState } from "./api"

/** The installed status app's names: in full, and under its Home Screen icon (a dozen letters fit). */
export const statusAppNames = (brandName: string) => ({ name: `${brandName}: status and requests`, shortName: "Tracker app" })

/** The query parameter of the request screen, `/status/?request=<id>`. */
export const REQUEST_PARAM = "request"

/** The id a test request carries: its notification opens the status app, which says it was the test. */
export const TEST_REQUEST_ID = "test"

/** Where a request's notification opens: the status app, on that request. */
export const requestScreenPath = (id: string): string => `${ROUTES.status}?${REQUEST_PARAM}=${encodeURIComponent(id)}`

/** The worker's messages to the status app's open pages. */
export const REQUEST_MESSAGES = { shown: "requests:shown" } as const

/** A request's notification is on the phone's screen: the page that sent a test says it arrived. */
export interface RequestShownMessage {
  type: typeof REQUEST_MESSAGES.shown
  id: string
  state: RequestState
  test: boolean
}

/** The site's VAPID public key (base64url, as `GET /api/me` gives it) as the bytes `pushManager.subscribe` takes in every browser. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/")
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(binary, (character) => character.charCodeAt(0))
}
