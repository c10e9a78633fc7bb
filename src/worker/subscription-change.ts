/**
 * The phone's push service replaced or ended this phone's subscription
 * (`pushsubscriptionchange`): the worker subscribes again with the site's
 * key and gives the service the new one, against the passkey the phone is
 * signed in with, so requests keep arriving without the tracker noticing.
 * Signed out, the service refuses it and the status screen says requests
 * are off on this phone.
 */
import { REQUEST_API } from "../shared/requests/api"
import { applicationServerKey } from "../shared/requests/status-app"
import { STATUS_API, type Me, type Nobody } from "../shared/status/api"
import type { PushSubscriptionChangeEvent, WorkerScope } from "./scope"

/** The site's key: the old subscription's, else the one the service gives now. */
async function siteKey(scope: WorkerScope, old: PushSubscription | null): Promise<BufferSource | null> {
  const kept = old?.options.applicationServerKey
  if (kept) return kept
  const me = (await (await scope.fetch(STATUS_API.me, { headers: { Accept: "application/json" } })).json()) as Me | Nobody
  return me.signedIn && me.push ? applicationServerKey(me.push.key) : null
}

/** The `pushsubscriptionchange` handler's work. */
export async function renewSubscription(scope: WorkerScope, event: PushSubscriptionChangeEvent): Promise<void> {
  let subscription = event.newSubscription
  if (!subscription) {
    const key = await siteKey(scope, event.oldSubscription)
    if (!key) return
    subscription = await scope.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
  }
  await scope.fetch(REQUEST_API.phone, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ subscription: subscription.toJSON() }),
  })
}
