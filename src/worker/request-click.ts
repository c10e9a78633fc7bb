/**
 * A tap on a request's notification: the status app comes to the front on
 * that request. An open window of the app is focused and sent there; with
 * none, the app opens on it. (With Declarative Web Push, Safari opens the
 * message's `navigate` address itself and this does not run.)
 */
import { ROUTES } from "../shared/routes"
import { siteAddress } from "./request-push"
import type { NotificationEvent, WindowClient, WorkerScope } from "./scope"

/** The window to bring forward: the status app's most recently focused (matchAll lists windows in that order). */
export function statusAppWindow(windows: readonly WindowClient[], origin: string): WindowClient | null {
  const inApp = windows.filter((window) => {
    const url = new URL(window.url)
    return url.origin === origin && url.pathname.startsWith(ROUTES.status)
  })
  return inApp[0] ?? null
}

/** The `notificationclick` handler's work. */
export async function openRequest(scope: WorkerScope, event: NotificationEvent): Promise<void> {
  event.notification.close()
  const origin = scope.location.origin
  const address = new URL(siteAddress((event.notification.data as { navigate?: unknown } | null)?.navigate, origin), origin).href
  const window = statusAppWindow(await scope.clients.matchAll({ includeUncontrolled: true, type: "window" }), origin)
  if (window) {
    // Focus may be refused (the phone decides when a page may come forward); the window is sent to the request all the same.
    await window.focus().catch(() => undefined)
    const navigated = await window.navigate(address).catch(() => null)
    if (navigated) return
  }
  await scope.clients.openWindow(address)
}
