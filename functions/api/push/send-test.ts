/**
 * POST /api/push/test (a tracker, signed in): a test request to this phone
 * only, so the tracker sees whether it really gets them. 404 when this
 * phone takes no requests yet; 502 when its push service did not take it
 * (410: the subscription is gone, and forgotten).
 */
import type { Handler } from "../../lib/env"
import { person, pushSetUp, signedInOnly } from "../../lib/guards"
import { json, problem } from "../../lib/http"
import { sendPush } from "../../lib/push"
import { testMessage } from "../../lib/request-push"

const test: Handler = async (context) => {
  const { request, env, data } = context
  const phone = await data.store.first<{ endpoint: string; p256dh: string; auth: string }>(
    "SELECT endpoint, p256dh, auth FROM push_phones WHERE passkey = ?",
    person(context).passkey,
  )
  if (!phone) return problem(404, "This phone does not take hunters' requests yet: turn them on first.")
  const outcome = await sendPush(env, request, phone, testMessage(new URL(request.url).origin), { ttl: 600, urgency: "high" })
  if (outcome === "gone") {
    await data.store.run("DELETE FROM push_phones WHERE endpoint = ?", phone.endpoint)
    return problem(410, "This phone's subscription has ended (its browser dropped it). Turn requests on again.")
  }
  if (outcome === "failed") return problem(502, "The phone's push service did not take the test. Try again in a minute.")
  return json({ sent: true })
}

export const onRequestPost = [pushSetUp, signedInOnly, test]
