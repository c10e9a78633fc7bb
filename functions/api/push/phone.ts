/**
 * PUT /api/push/phone `{ subscription }` (a tracker, signed in): this phone
 * takes hunters' requests: its Web Push subscription, kept against the
 * passkey it is signed in with (a new one replaces the old). DELETE: it no
 * longer does. A subscription must name a browser's push service.
 */
import type { Handler } from "../../lib/env"
import { body, jsonBody, person, pushSetUp, signedInOnly } from "../../lib/guards"
import { json, problem } from "../../lib/http"
import { isPushEndpoint } from "../../lib/push"

/** A P-256 public key (65 bytes) and a 16-byte secret, base64url. */
const P256DH = /^[A-Za-z0-9_-]{86,88}={0,2}$/
const AUTH = /^[A-Za-z0-9_-]{21,24}={0,2}$/
const MAX_ENDPOINT = 1024

const trackersOnly: Handler = async (context) => {
  if (person(context).role !== "tracker") return problem(403, "Only trackers take hunters' requests.")
  return context.next()
}

const subscribe: Handler = async (context) => {
  const { request, env, data } = context
  const subscription = body(context).subscription as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } } | undefined
  const endpoint = subscription?.endpoint
  const { p256dh, auth } = subscription?.keys ?? {}
  if (typeof endpoint !== "string" || endpoint.length > MAX_ENDPOINT || !isPushEndpoint(endpoint, env, request))
    return problem(400, "This phone's push service is not one the site sends to. Use the phone's own browser (Safari, Chrome, Firefox).")
  if (typeof p256dh !== "string" || !P256DH.test(p256dh) || typeof auth !== "string" || !AUTH.test(auth))
    return problem(400, "The phone's subscription is missing its keys. Turn requests off and on again.")
  const by = person(context)
  await data.store.run(
    `INSERT INTO push_phones (passkey, person, endpoint, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (passkey) DO UPDATE SET endpoint = excluded.endpoint, p256dh = excluded.p256dh, auth = excluded.auth, created_at = excluded.created_at`,
    by.passkey,
    by.id,
    endpoint,
    p256dh,
    auth,
    data.now,
  )
  return json({ thisPhone: true })
}

const unsubscribe: Handler = async (context) => {
  await context.data.store.run("DELETE FROM push_phones WHERE passkey = ?", person(context).passkey)
  return json({ thisPhone: false })
}

export const onRequestPut = [pushSetUp, signedInOnly, trackersOnly, jsonBody, subscribe]
export const onRequestDelete = [signedInOnly, trackersOnly, unsubscribe]
