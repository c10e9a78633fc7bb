/**
 * The push messages of hunters' requests (RequestPush, Declarative Web
 * Push's form), in words a tracker decides on at a glance: how far and
 * which way from their base, when the deer was hit, what was seen. A
 * follow-up about the same request has the same tag, so it replaces the
 * first on the lock screen.
 */
import { REQUEST_PAGES, SIGNS, type RequestPush, type RequestState } from "../../src/shared/requests/api"
import { REQUEST_KEY_PARAMETER } from "../../src/shared/requests/page"
import { requestScreenPath, TEST_REQUEST_ID } from "../../src/shared/requests/status-app"
import { untilWords } from "../../src/shared/status/availability"

/** Where a request opens: the trackers' status app, on that request. */
export const requestScreen = (origin: string, id: string) => `${origin}${requestScreenPath(id)}`

const message = (origin: string, id: string, state: RequestState, test: boolean, title: string, body: string): RequestPush => ({
  web_push: 8030,
  notification: { title, body, navigate: requestScreen(origin, id), tag: `request-${id}`, lang: "en-US", silent: false },
  mutable: true,
  request: { id, state, test },
})

/** The longest note a notification quotes; the rest is on the request's screen. */
const NOTE_IN_NOTIFICATION = 90

export interface PushedRequest {
  id: string
  hitAt: string
  signs: readonly (keyof typeof SIGNS)[]
  note: string
  place: string | null
}

/** A request, to one tracker: from their base, `miles` towards `direction`. */
export function requestMessage(origin: string, request: PushedRequest, miles: number, direction: string, now: number): RequestPush {
  const title = `Deer hit ${untilWords(request.hitAt, now)}, ${Math.max(1, Math.round(miles))} mi ${direction} of your base`
  const seen = request.signs.map((sign) => SIGNS[sign]).join("; ")
  const note = request.note.length > NOTE_IN_NOTIFICATION ? `${request.note.slice(0, NOTE_IN_NOTIFICATION - 1)}…` : request.note
  const body = [request.place ? `Near ${request.place}.` : null, seen ? `${seen}.` : null, note ? `“${note}”` : null, "Tap to answer."]
    .filter(Boolean)
    .join(" ")
  return message(origin, request.id, "open", false, title, body)
}

/** Tells a tracker a request no longer needs them: the hunter has help, or it ended. */
export function closedMessage(origin: string, request: PushedRequest, state: "handled" | "ended", now: number): RequestPush {
  const when = untilWords(request.hitAt, now)
  return state === "handled"
    ? message(origin, request.id, state, false, "The hunter has help now", `The deer hit ${when}: no need to come. Thank you.`)
    : message(origin, request.id, state, false, "This request has ended", `The deer hit ${when}: the request ended.`)
}

/** What "Send me a test request" sends: this phone only, saying so. */
export const testMessage = (origin: string): RequestPush =>
  message(
    origin,
    TEST_REQUEST_ID,
    "open",
    true,
    "Test: this phone gets hunters' requests",
    "Nothing to do now. A real request says how far and when the deer was hit.",
  )

/** The hunter's page of a request, for a key. */
export const hunterPage = (origin: string, key: string) => `${origin}${REQUEST_PAGES.sent}?${REQUEST_KEY_PARAMETER}=${encodeURIComponent(key)}`
