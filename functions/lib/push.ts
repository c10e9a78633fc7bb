/**
 * Web Push from the Worker: each message signed with the site's VAPID key
 * (RFC 8292) and encrypted for one phone (aes128gcm, RFC 8291) by
 * @block65/webcrypto-web-push, on WebCrypto, and posted to the phone's push
 * service. Only the browsers' own push services are written to, so a
 * subscription cannot turn the Worker on another host; a subscription its
 * service answers 404 or 410 is gone for good, and the caller forgets it.
 */
import { buildPushPayload, type PushSubscription } from "@block65/webcrypto-web-push"
import { SITE_URL } from "../../src/shared/site"
import type { Env } from "./env"
import { pushDelivery } from "./test-hooks"

/** The push services of the browsers the site supports (Chrome and Android, Firefox, Safari and iOS, Edge). */
const PUSH_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^(?:[a-z0-9-]+\.)*push\.apple\.com$/,
  /^(?:[a-z0-9-]+\.)*notify\.windows\.com$/,
]

/** A phone's subscription as the store keeps it. */
export interface PhoneSubscription {
  endpoint: string
  p256dh: string
  auth: string
}

/** Whether an endpoint is one a push service gives: https, on a push service's host (or the tests' stand-in). */
export function isPushEndpoint(endpoint: string, env: Env, request: Request): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return false
  return PUSH_HOSTS.some((host) => host.test(url.hostname)) || pushDelivery(request, env, url) !== null
}

export type PushOutcome = "sent" | "gone" | "failed"

export interface PushOptions {
  /** Seconds the push service keeps it for a phone that is off. */
  ttl: number
  urgency: "low" | "normal" | "high"
  /** A later message with the same topic replaces one not yet delivered. */
  topic?: string
}

/** Sends one message to one phone. */
export async function sendPush(env: Env, request: Request, phone: PhoneSubscription, data: object, options: PushOptions): Promise<PushOutcome> {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return "failed"
  const subscription: PushSubscription = { endpoint: phone.endpoint, expirationTime: null, keys: { p256dh: phone.p256dh, auth: phone.auth } }
  const payload = await buildPushPayload({ data: data as never, options }, subscription, {
    subject: SITE_URL,
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
  })
  const target = pushDelivery(request, env, new URL(phone.endpoint)) ?? phone.endpoint
  try {
    const answer = await fetch(target, payload)
    if (answer.status === 404 || answer.status === 410) return "gone"
    return answer.ok ? "sent" : "failed"
  } catch {
    return "failed"
  }
}
