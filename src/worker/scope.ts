/**
 * The parts of the service worker's global scope the worker uses, typed
 * here because the project's TypeScript setup has the DOM's types, not a
 * worker's. Handlers take the scope as an argument, so the unit tests hand
 * them a stand-in (__tests__/request-worker.test.ts).
 */

export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}

export interface WindowClient {
  id: string
  url: string
  postMessage(message: unknown): void
  focus(): Promise<WindowClient>
  navigate(url: string): Promise<WindowClient | null>
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown
  source: WindowClient | null
}

export interface PushEvent extends ExtendableEvent {
  data: { json(): unknown; text(): string } | null
}

/** A notification as the worker reads it back (from a click, or getNotifications). */
export interface ShownNotification {
  title: string
  body: string
  tag: string
  data: unknown
  close(): void
}

export interface NotificationEvent extends ExtendableEvent {
  notification: ShownNotification
  action: string
}

/**
 * Declarative Web Push's event (WebKit, Safari 18.4): a push message that
 * describes its notification and is `mutable` comes to the worker as this,
 * with the notification the platform shows if the worker does not show one.
 */
export interface PushNotificationEvent extends ExtendableEvent {
  proposedNotification: ShownNotification & { navigate?: string | null }
}

export interface PushSubscriptionChangeEvent extends ExtendableEvent {
  oldSubscription: PushSubscription | null
  newSubscription: PushSubscription | null
}

export interface WorkerScope {
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void
  addEventListener(type: "push", listener: (event: PushEvent) => void): void
  addEventListener(type: "pushnotification", listener: (event: PushNotificationEvent) => void): void
  addEventListener(type: "notificationclick", listener: (event: NotificationEvent) => void): void
  addEventListener(type: "pushsubscriptionchange", listener: (event: PushSubscriptionChangeEvent) => void): void
  skipWaiting(): Promise<void>
  clients: {
    matchAll(options: { includeUncontrolled: boolean; type: "window" }): Promise<readonly WindowClient[]>
    claim(): Promise<void>
    openWindow(url: string): Promise<WindowClient | null>
  }
  registration: {
    showNotification(title: string, options: NotificationOptions): Promise<void>
    pushManager: Pick<PushManager, "subscribe" | "getSubscription">
  }
  location: Location
  fetch: typeof fetch
}

/** Posts a message to every window of the site open on the phone, but the one with id `except`. */
export async function tellWindows(scope: WorkerScope, message: unknown, except?: string): Promise<void> {
  const windows = await scope.clients.matchAll({ includeUncontrolled: true, type: "window" })
  for (const window of windows) if (window.id !== except) window.postMessage(message)
}
