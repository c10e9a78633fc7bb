/**
 * Hunters' requests on this phone, as its browser sees them: whether it can
 * take them at all (and if not, why, for the screen to say what to do), the
 * notification permission asked from the tap, this phone's Web Push
 * subscription (VAPID, the site's key), and the offline worker's word that
 * a request's notification is on screen (src/worker/request-push.ts).
 * docs/requests.md.
 */
import { SERVICE_WORKER_PATH } from "../../shared/built-files"
import { applicationServerKey, REQUEST_MESSAGES, type RequestShownMessage } from "../../shared/requests/status-app"
import { dropSubscription, keepSubscription, StatusServiceError } from "./client"

/** What decides whether this phone can take requests, read from the browser (phoneTraits) or given by a test. */
export interface PhoneTraits {
  userAgent: string
  maxTouchPoints: number
  /** Opened from the Home Screen (or installed), not in a browser tab. */
  standalone: boolean
  serviceWorker: boolean
  pushManager: boolean
  notification: boolean
  permission: NotificationPermission | null
}

/** Where the phone stands, in the order a tracker has to deal with it. */
export type PhoneReadiness =
  /** The site has no VAPID key: nobody can turn requests on. */
  | "no-key"
  /** An iPhone or iPad in a Safari tab: Web Push only works once the page is on the Home Screen. */
  | "iphone-tab"
  /** Opened from the Home Screen, but iOS before 16.4 has no Web Push. */
  | "iphone-too-old"
  /** No service worker, Push API or notifications (an old browser, private browsing, an in-app browser). */
  | "unsupported"
  /** The phone refuses this site's notifications; only its settings can change that. */
  | "denied"
  | "ready"

/** iPhones and iPads, including iPads that ask for desktop pages (they say "Macintosh", but have a touch screen). */
export const isIPhoneOrIPad = (traits: Pick<PhoneTraits, "userAgent" | "maxTouchPoints">) =>
  /\b(iPhone|iPad|iPod)\b/.test(traits.userAgent) || (/\bMacintosh\b/.test(traits.userAgent) && traits.maxTouchPoints > 1)

export const isAndroid = (traits: Pick<PhoneTraits, "userAgent">) => /\bAndroid\b/.test(traits.userAgent)

export function readiness(traits: PhoneTraits, key: string | null): PhoneReadiness {
  if (key === null) return "no-key"
  const iphone = isIPhoneOrIPad(traits)
  if (iphone && !traits.standalone) return "iphone-tab"
  if (!traits.serviceWorker || !traits.pushManager || !traits.notification) return iphone ? "iphone-too-old" : "unsupported"
  if (traits.permission === "denied") return "denied"
  return "ready"
}

export function phoneTraits(): PhoneTraits {
  const notification = "Notification" in window
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: (navigator as { standalone?: boolean }).standalone === true || window.matchMedia?.("(display-mode: standalone)").matches === true,
    serviceWorker: "serviceWorker" in navigator,
    pushManager: "PushManager" in window,
    notification,
    permission: notification ? Notification.permission : null,
  }
}

/** The phone answered the permission prompt with anything but "allow". */
export class NotAllowed extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(permission)
  }
}

/** How long the offline worker may take to start before the screen says so. */
const WORKER_WAIT_MS = 10_000

/** The offline worker's registration (every page registers it after its first paint), once it is active. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const workers = navigator.serviceWorker
  await workers.register(SERVICE_WORKER_PATH)
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("worker")), WORKER_WAIT_MS))
  return Promise.race([workers.ready, timeout])
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, index) => byte === b[index])

/**
 * Turns requests on for this phone: asks for notifications (this must be
 * the first thing the tap does: browsers only ask from a tap), subscribes
 * with the site's key (a subscription made with another key is replaced),
 * and gives the subscription to the service, against this phone's passkey.
 */
export async function turnOnThisPhone(key: string): Promise<void> {
  const permission = await Notification.requestPermission()
  if (permission !== "granted") throw new NotAllowed(permission)
  let registration: ServiceWorkerRegistration
  try {
    registration = await activeRegistration()
  } catch {
    throw new StatusServiceError("The page's offline worker did not start, and requests need it. Reload the page and tap again.", 0)
  }
  const serverKey = applicationServerKey(key)
  let subscription = await registration.pushManager.getSubscription()
  if (subscription && !sameBytes(subscription.options.applicationServerKey, serverKey)) {
    await subscription.unsubscribe().catch(() => undefined)
    subscription = null
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey })
  await keepSubscription(subscription.toJSON())
}

/** Turns them off: the service forgets this phone's subscription, and the browser drops it. */
export async function turnOffThisPhone(): Promise<void> {
  await dropSubscription()
  const registration = await navigator.serviceWorker?.getRegistration()
  await (await registration?.pushManager.getSubscription())?.unsubscribe().catch(() => undefined)
}

/** Whether the browser still holds a subscription for this phone (it may have dropped one the service still has). */
export async function hasSubscription(): Promise<boolean> {
  const registration = await navigator.serviceWorker?.getRegistration()
  return Boolean(await registration?.pushManager?.getSubscription())
}

/** Resolves true once the worker shows a test request's notification, or false after `ms`. */
export function testArrives(ms: number): Promise<boolean> {
  const workers = navigator.serviceWorker
  return new Promise((resolve) => {
    const done = (arrived: boolean) => {
      workers.removeEventListener("message", onMessage)
      clearTimeout(timer)
      resolve(arrived)
    }
    const onMessage = (event: MessageEvent<RequestShownMessage>) => {
      if (event.data?.type === REQUEST_MESSAGES.shown && event.data.test) done(true)
    }
    const timer = setTimeout(() => done(false), ms)
    workers.addEventListener("message", onMessage)
  })
}
