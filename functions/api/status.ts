/**
 * GET /api/status: every tracker's live status by page slug, which the pages
 * lay over their built ones: the store's snapshot (one row), revalidated by
 * its ETag on every ask, so a change is in the next answer everywhere.
 * POST: a signed-in tracker sets their own status (checkStatusChange), with
 * "until" one of the status screen's choices worked out here in Michigan
 * time, and "available" and "off for the season" given their own ends
 * (statusEnd). Each refusal, with nothing changed, is in docs/deploy.md.
 */
import { checkStatusChange, MAX_CHANGES_PER_HOUR, type SavedStatus } from "../../src/shared/status/api"
import { UNTIL_LABELS, statusEnd } from "../../src/shared/status/until"
import type { Handler } from "../lib/env"
import { body, jsonBody, person, signedInOnly } from "../lib/guards"
import { json, matchesETag, problem } from "../lib/http"
import { builtStatus } from "../lib/people"
import { listed } from "../lib/roster"
import { changeStatus, readSnapshot } from "../lib/statuses"

export const onRequestGet: Handler = async ({ request, data }) => {
  const { body: statuses, version } = await readSnapshot(data.store)
  const headers = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-cache", ETag: `"${version}"` }
  if (matchesETag(request.headers.get("If-None-Match"), headers.ETag)) return new Response(null, { status: 304, headers })
  return new Response(statuses, { headers })
}

const setStatus: Handler = async (context) => {
  const { request, env, data } = context
  const change = checkStatusChange(body(context))
  if (!change.ok) return problem(400, change.message)
  const { tracker, status, until: choice } = change.value
  const by = person(context)
  if (by.role !== "tracker" || by.id !== tracker) return problem(403, "A tracker can set only their own status.")
  const entry = await listed(env, request, tracker)
  if (!entry) return problem(403, "You are no longer on the roster; ask the site's owner.")
  const until = statusEnd(status, choice, data.now)
  if (!until) return problem(422, `It is too late for "${UNTIL_LABELS[choice ?? "11pm"]}" tonight: pick "${UNTIL_LABELS["2h"]}" or "${UNTIL_LABELS["6am"]}".`)
  const outcome = await changeStatus(data.store, by, { tracker, status, until, built: builtStatus(entry.availability) }, data.now)
  if ("refused" in outcome) {
    if (outcome.refused === "signed-out") return problem(401, "You were signed out of this phone. Sign in again on the status screen.")
    const minutes = Math.ceil(outcome.retryAfterSeconds / 60)
    return problem(429, `That is ${MAX_CHANGES_PER_HOUR} changes in an hour; try again in ${minutes} min.`, {
      "Retry-After": String(outcome.retryAfterSeconds),
    })
  }
  return json({ tracker, ...outcome.saved, replaced: outcome.replaced } satisfies SavedStatus)
}

export const onRequestPost = [signedInOnly, jsonBody, setStatus]
