/**
 * GET /request/sent/?r=<key>: the hunter's request page, the built shell
 * filled in from the hunter's view of their request (whom it reached, the
 * offers, its state) and the call list from the shot site, so it shows all
 * of it with scripting off; its own script then waits for news. The key
 * is the only right to it: a key that names no request (cut short, wrong,
 * or gone after a week) gets the page that says so, with nothing of any
 * request on it. A store that does not answer gets a page too: it says
 * so, with the call list from the roster as built.
 */
import { REQUEST_KEY_PARAMETER } from "../../../src/shared/requests/page"
import { callListOf } from "../../../src/shared/requests/fallback"
import type { Handler } from "../../lib/env"
import { requestPage, rosterNow, rosterOrBuilt } from "../../lib/request-answers"
import { shotSite } from "../../lib/recipients"
import { hunterRequest } from "../../lib/requests"
import { hashSecret, looksLikeSecret } from "../../lib/secrets"

const page: Handler = async (context) => {
  const { request, data } = context
  const key = new URL(request.url).searchParams.get(REQUEST_KEY_PARAMETER)
  if (!looksLikeSecret(key)) return requestPage(context, { kind: "unknown" })
  const keyHash = await hashSecret(key)
  let found
  try {
    found = await hunterRequest(data.store, keyHash, data.now)
  } catch (error) {
    console.error(error)
    const { trackers } = await rosterOrBuilt(context)
    return requestPage(context, { kind: "unavailable", callList: callListOf(trackers, { from: null, county: null }, data.now) })
  }
  if (!found) return requestPage(context, { kind: "unknown" })
  const { view, shot } = found
  const { trackers, counties } = await rosterNow(context)
  const position = shot.latitude !== null && shot.longitude !== null ? { latitude: shot.latitude, longitude: shot.longitude } : null
  const from = shotSite(position, shot.county, counties)?.point ?? null
  return requestPage(context, { kind: "sent", key, view, callList: callListOf(trackers, { from, county: shot.county }, data.now) })
}

export const onRequestGet = [page]
