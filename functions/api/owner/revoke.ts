/**
 * POST /api/owner/revoke `{ tracker }` (owner only): closes every door a
 * tracker has, in one transaction: open invitations are withdrawn, every
 * phone is signed out, the passkeys are forgotten and the live status is
 * taken off the pages (which fall back to the built one, with its date).
 * For a tracker who never signed in, it withdraws the invitation. A new
 * invitation lets them back in. 404 when there is nothing to end.
 */
import { MAX_LENGTHS, type Ended } from "../../../src/shared/status/api"
import { recordStatement } from "../../lib/changes"
import type { Handler } from "../../lib/env"
import { body, jsonBody, ownerOnly, person, signedInOnly } from "../../lib/guards"
import { json, problem } from "../../lib/http"
import { readStatus, removeStatus } from "../../lib/statuses"

const revoke: Handler = async (context) => {
  const { data } = context
  const owner = person(context)
  const tracker = body(context).tracker
  if (typeof tracker !== "string" || tracker.length > MAX_LENGTHS.tracker || tracker === owner.id)
    return problem(400, "Name the tracker to sign out (their page name, e.g. ron-vanderkolk).")
  const count = async (sql: string, ...values: unknown[]) => (await data.store.first<{ count: number }>(sql, ...values))?.count ?? 0
  const [passkeys, sessions, invitations, live] = await Promise.all([
    count("SELECT count(*) AS count FROM passkeys WHERE person = ?", tracker),
    count("SELECT count(*) AS count FROM sessions WHERE person = ? AND expires_at > ?", tracker, data.now),
    count("SELECT count(*) AS count FROM invitations WHERE person = ? AND used_by IS NULL AND expires_at > ?", tracker, data.now),
    readStatus(data.store, tracker),
  ])
  const ended: Ended = { passkeys, sessions, invitations, status: live && { status: live.status, until: live.until, updatedAt: live.updatedAt } }
  if (passkeys + sessions + invitations === 0 && !live) return problem(404, "That tracker has no sign-in, invitation or live status to end.")
  await data.store.transaction([
    recordStatement(data.store, owner, passkeys > 0 ? "revoke" : "withdraw", tracker, ended, data.now),
    data.store.statement("DELETE FROM invitations WHERE person = ?", tracker),
    data.store.statement("DELETE FROM sessions WHERE person = ?", tracker),
    data.store.statement("DELETE FROM passkeys WHERE person = ?", tracker),
    ...removeStatus(data.store, tracker),
  ])
  return json({ tracker, ...ended })
}

export const onRequestPost = [signedInOnly, ownerOnly, jsonBody, revoke]
