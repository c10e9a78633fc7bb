/**
 * GET /api/status: every tracker's status, `{ "<page slug>": { status,
 * until, updatedAt } }`, which the pages lay over the statuses they were
 * built with. Cached for STATUS_MAX_AGE_SECONDS by browsers and by this
 * Cloudflare location (so a page polling it costs the store one read per
 * location and period, not one per hunter), and dropped from the location's
 * cache by every change made there.
 *
 * POST /api/status: a signed-in tracker sets their own status, `{ tracker,
 * status, until }` (api.ts, checkStatusChange), with "until" one of the
 * status screen's choices, worked out here in Michigan time. Refused, with
 * nothing changed: no session (401), not valid (400), someone else's status
 * or a tracker no longer on the roster (403), "until 11 PM" after 10:30 PM
 * (422), more than MAX_CHANGES_PER_HOUR (429). Each change is recorded for
 * the owner (who, when, old and new).
 */
import { STATUS_API, STATUS_MAX_AGE_SECONDS, checkStatusChange } from "../../src/status/api"
import { STATUS_WORDS } from "../../src/status/availability"
import { UNTIL_LABELS, isoInZone, untilFor } from "../../src/status/until"
import type { Handler } from "../lib/env"
import { json, problem, readJson } from "../lib/http"
import { rosterTrackers } from "../lib/roster"
import { hashSecret } from "../lib/secrets"
import { signedInUser } from "../lib/session"
import { live, readStatus, readStatuses, recordChange, writeStatus, type StatusRecord } from "../lib/store"

/** Enough for a busy evening (set, extend, clear, again); more is a stuck phone or a script. */
export const MAX_CHANGES_PER_HOUR = 20
const HOUR = 3_600_000

/** The one cache entry per location, whatever the query. */
const cacheKey = (request: Request) => new Request(new URL(STATUS_API.status, request.url).toString())

export const onRequestGet: Handler = async ({ request, env, waitUntil }) => {
  const cached = await caches.default.match(cacheKey(request))
  const response =
    cached ??
    (await (async () => {
      const body = JSON.stringify(await readStatuses(env.STATUS))
      const fresh = new Response(body, {
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Cache-Control": `public, max-age=${STATUS_MAX_AGE_SECONDS}`,
          ETag: `"${(await hashSecret(body)).slice(0, 20)}"`,
        },
      })
      waitUntil(caches.default.put(cacheKey(request), fresh.clone()))
      return fresh
    })())
  const etag = response.headers.get("ETag")
  if (etag && request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers: response.headers })
  return response
}

/** "On a track or full tonight until 11 PM (2026-11-24T23:00:00-05:00)": a status as the owner reads it in the record of changes. */
const described = (record: Pick<StatusRecord, "status" | "until"> | null) => (record ? `${STATUS_WORDS[record.status]}${record.until ? ` until ${record.until}` : ""}` : null)

export const onRequestPost: Handler = async ({ request, env }) => {
  const user = await signedInUser(request, env.STATUS)
  if (!user) return problem(401, "Sign in on the status screen (/status/) to set your status.")
  const body = await readJson(request)
  if (!body.ok) return problem(400, body.message)
  const change = checkStatusChange(body.value)
  if (!change.ok) return problem(400, change.message)
  const { tracker, status, until: choice } = change.value
  if (user.role !== "tracker" || user.id !== tracker) return problem(403, "A tracker can set only their own status.")
  if (!(await rosterTrackers(env, request)).some((listed) => listed.slug === tracker)) return problem(403, "You are no longer on the roster; ask the site's owner.")
  const now = Date.now()
  const until = choice ? untilFor(choice, now) : null
  if (choice && !until) return problem(422, `It is too late for "${UNTIL_LABELS[choice]}" tonight: pick "${UNTIL_LABELS["2h"]}" or "${UNTIL_LABELS["6am"]}".`)
  const previous = await readStatus(env.STATUS, tracker)
  const recent = (previous?.recent ?? []).filter((at) => at > now - HOUR)
  if (recent.length >= MAX_CHANGES_PER_HOUR) {
    const wait = Math.ceil((recent[0] + HOUR - now) / 60_000)
    return problem(429, `That is ${recent.length} changes in an hour; try again in ${wait} min.`, { "Retry-After": String(wait * 60) })
  }
  const record: StatusRecord = { status, until, updatedAt: isoInZone(now), by: user.id, recent: [...recent, now] }
  await writeStatus(env.STATUS, tracker, record)
  await recordChange(env.STATUS, { at: record.updatedAt, who: user.id, action: "status", subject: tracker, old: described(previous), new: described(record) })
  await caches.default.delete(cacheKey(request))
  return json({ tracker, ...live(record) })
}
