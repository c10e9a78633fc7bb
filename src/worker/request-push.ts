/**
 * A hunter's request arriving on the phone. The `push` handler always shows
 * a notification from the message (RequestPush): Chromium may end a
 * subscription whose pushes show nothing. A follow-up ("handled", "ended")
 * has the request's tag and replaces it. Safari 18.4+ reads the same message
 * as Declarative Web Push and shows it itself, even if the worker fails; its
 * `pushnotification` event only tells the pages. Either way the status app's
 * open pages hear of it, so "Send me a test request" can say it arrived.
 */
import { APP_ICON } from "../shared/built-files"
import type { RequestState } from "../shared/requests/api"
import { REQUEST_MESSAGES, REQUEST_PARAM, TEST_REQUEST_ID, type RequestShownMessage } from "../shared/requests/status-app"
import { ROUTES } from "../shared/routes"
import { tellWindows, type PushEvent, type PushNotificationEvent, type WorkerScope } from "./scope"

export interface RequestNotification {
  title: string
  options: NotificationOptions & { data: { navigate: string; request: Omit<RequestShownMessage, "type"> } }
}

const STATES: readonly RequestState[] = ["open", "handled", "ended"]

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null)
const record = (value: unknown): Record<string, unknown> => (value && typeof value === "object" ? (value as Record<string, unknown>) : {})

/**
 * What a tap opens: the status app on this site, on the message's request.
 * Only the path and query of the message's address count, and only under
 * the status app: the service writes it with the address the request was
 * sent to, which may be another of the site's host names (www or not).
 */
export function siteAddress(navigate: unknown, origin: string): string {
  try {
    const url = new URL(text(navigate) ?? ROUTES.status, origin)
    if (url.pathname.startsWith(ROUTES.status)) return url.pathname + url.search
  } catch {
    // Not an address: the status app.
  }
  return ROUTES.status
}

/** Which request a notification is about: as the message says, else from the address it opens. */
function requestOf(given: unknown, navigate: string): Omit<RequestShownMessage, "type"> {
  const request = record(given)
  const id = text(request.id) ?? new URL(navigate, "https://site.invalid").searchParams.get(REQUEST_PARAM) ?? ""
  const state = STATES.includes(request.state as RequestState) ? (request.state as RequestState) : "open"
  return { id, state, test: request.test === true || id === TEST_REQUEST_ID }
}

/**
 * The notification a push message asks for. A message it cannot read
 * still gives one, that opens the status app: a tracker then sees that
 * something came, and where to look.
 */
export function requestNotification(message: unknown, origin: string): RequestNotification {
  const notification = record(record(message).notification)
  const navigate = siteAddress(notification.navigate, origin)
  const request = requestOf(record(message).request, navigate)
  const open = request.state === "open"
  return {
    title: text(notification.title) ?? "A hunter's request",
    options: {
      body: text(notification.body) ?? "Open the status app to see it.",
      tag: text(notification.tag) ?? (request.id ? `request-${request.id}` : "request"),
      lang: "en-US",
      icon: APP_ICON,
      // A follow-up replaces the request quietly; an open request stays on screen until the tracker acts on it.
      silent: !open,
      requireInteraction: open && !request.test,
      data: { navigate, request },
    },
  }
}

const shownMessage = (request: Omit<RequestShownMessage, "type">): RequestShownMessage => ({ type: REQUEST_MESSAGES.shown, ...request })

function readMessage(event: PushEvent): unknown {
  try {
    return event.data?.json() ?? null
  } catch {
    return null
  }
}

/** The `push` handler's work: show the notification, then tell the open pages. */
export async function showRequest(scope: WorkerScope, event: PushEvent): Promise<void> {
  const { title, options } = requestNotification(readMessage(event), scope.location.origin)
  await scope.registration.showNotification(title, options)
  await tellWindows(scope, shownMessage(options.data.request))
}

/** The `pushnotification` handler's work (Declarative Web Push): the platform shows the notification; the open pages are told. */
export async function tellOfProposed(scope: WorkerScope, event: PushNotificationEvent): Promise<void> {
  const proposed = event.proposedNotification
  const data = record(proposed.data)
  const navigate = siteAddress(proposed.navigate ?? data.navigate, scope.location.origin)
  await tellWindows(scope, shownMessage(requestOf(data.request, navigate)))
}
