/**
 * POST /api/owner/revoke `{ tracker }` (owner only): signs the tracker out
 * everywhere and forgets their passkeys, at once. Their status stays as it
 * is (it lapses by itself); a new invitation lets them back in.
 */
import { isoInZone } from "../../../src/status/until"
import type { Handler } from "../../lib/env"
import { objectBody, owner } from "../../lib/guards"
import { json, problem } from "../../lib/http"
import { readUser, recordChange, revokeUser } from "../../lib/store"

export const onRequestPost: Handler = async ({ request, env }) => {
  const user = await owner(request, env)
  if (user instanceof Response) return user
  const body = await objectBody(request)
  if (body instanceof Response) return body
  if (typeof body.tracker !== "string" || body.tracker === user.id) return problem(400, "Name the tracker to sign out (their page name, e.g. ron-vanderkolk).")
  const revoked = await readUser(env.STATUS, body.tracker)
  if (!revoked || revoked.role !== "tracker") return problem(404, "That tracker has never signed in here.")
  await revokeUser(env.STATUS, revoked)
  await recordChange(env.STATUS, { at: isoInZone(Date.now()), who: user.id, action: "revoke", subject: revoked.id, old: `${revoked.passkeys.length} passkeys, ${revoked.sessions.length} sessions`, new: null })
  return json({ tracker: revoked.id, revoked: true })
}
