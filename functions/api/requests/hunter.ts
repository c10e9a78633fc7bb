/**
 * GET /api/requests/hunter?r=<key>[&after=<version>]: the hunter's view of
 * their request (whom it reached, the offers in order, its state). With
 * `after`, the answer waits up to REQUEST_WAIT_SECONDS for something newer,
 * asking the store once a second (one row), and is a 204 if nothing came:
 * an offer reaches the hunter's page a second or so after the tap, for one
 * request every 20 s from the page.
 */
import { REQUEST_WAIT_SECONDS } from "../../../src/shared/requests/api"
import { REQUEST_KEY_PARAMETER } from "../../../src/shared/requests/page"
import type { Handler } from "../../lib/env"
import { json, problem } from "../../lib/http"
import { hunterView, requestVersion } from "../../lib/requests"
import { hashSecret, looksLikeSecret } from "../../lib/secrets"

const CHECK_EVERY_MS = 1000
const GONE = "This request is not known: it ended more than a week ago, or its address was cut short."

const view: Handler = async ({ request, data }) => {
  const url = new URL(request.url)
  const key = url.searchParams.get(REQUEST_KEY_PARAMETER)
  if (!looksLikeSecret(key)) return problem(400, "The request's address is not complete: open it again from the page you sent it on.")
  const keyHash = await hashSecret(key)
  const after = url.searchParams.get("after")
  if (after !== null) {
    if (!/^\d{1,9}$/.test(after)) return problem(400, "after must be the version the page has.")
    const waitUntil = Date.now() + REQUEST_WAIT_SECONDS * 1000
    for (;;) {
      const version = await requestVersion(data.store, keyHash)
      if (version === null) return problem(404, GONE)
      if (version > Number(after)) break
      if (Date.now() + CHECK_EVERY_MS > waitUntil) return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } })
      await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS))
    }
  }
  const found = await hunterView(data.store, keyHash, data.now)
  return found ? json(found) : problem(404, GONE)
}

export const onRequestGet = [view]
