/**
 * Sending a request's pushes: every phone of every tracker it goes to, all
 * at once (within the platform's 50 outgoing requests per Worker request:
 * MAX_RECIPIENTS trackers), and what came of them: the trackers none of
 * whose phones took it, and the subscriptions their push service says are
 * gone, which are forgotten.
 */
import type { RequestPush } from "../../src/shared/requests/api"
import type { Env } from "./env"
import { sendPush, type PhoneSubscription, type PushOptions } from "./push"
import type { Store } from "./store"

export interface Delivery {
  tracker: string
  phone: PhoneSubscription
  message: RequestPush
}

/** Sends each delivery; the trackers reached (at least one phone took it). */
export async function deliver(env: Env, request: Request, store: Store, deliveries: readonly Delivery[], options: PushOptions): Promise<Set<string>> {
  const outcomes = await Promise.all(
    deliveries.map(async (delivery) => ({ delivery, outcome: await sendPush(env, request, delivery.phone, delivery.message, options) })),
  )
  const gone = outcomes.filter(({ outcome }) => outcome === "gone").map(({ delivery }) => delivery.phone.endpoint)
  if (gone.length > 0) await store.run("DELETE FROM push_phones WHERE endpoint IN (SELECT value FROM json_each(?))", JSON.stringify(gone))
  return new Set(outcomes.filter(({ outcome }) => outcome === "sent").map(({ delivery }) => delivery.tracker))
}

/** Each tracker's phones that take requests, by tracker. */
export async function phonesOf(store: Store): Promise<Map<string, PhoneSubscription[]>> {
  const rows = await store.all<{ person: string; endpoint: string; p256dh: string; auth: string }>("SELECT person, endpoint, p256dh, auth FROM push_phones")
  const phones = new Map<string, PhoneSubscription[]>()
  for (const { person, ...phone } of rows) phones.set(person, [...(phones.get(person) ?? []), phone])
  return phones
}
