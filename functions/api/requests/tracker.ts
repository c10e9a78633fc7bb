/**
 * GET /api/requests/tracker?id=<request id> (a tracker, signed in): the
 * request as that tracker sees it: how far and which way from their base,
 * when and what, its state; the hunter's name, number and shot site only
 * once they offered. 404 for a request not sent to them.
 */
import type { Handler } from "../../lib/env"
import { json, problem } from "../../lib/http"
import { person, signedInOnly } from "../../lib/guards"
import { trackerView } from "../../lib/requests"
import { looksLikeSecret } from "../../lib/secrets"

const view: Handler = async (context) => {
  const { request, data } = context
  const id = new URL(request.url).searchParams.get("id")
  if (!looksLikeSecret(id)) return problem(400, "Open the request from its notification.")
  const found = await trackerView(data.store, id, person(context).id, data.now)
  if (!found) return problem(404, "This request was not sent to you, or it ended more than a week ago.")
  return json(found)
}

export const onRequestGet = [signedInOnly, view]
