/**
 * POST /api/owner/revoke (owner only). `{ tracker }`: closes every door a
 * tracker has (on the roster or not) in one transaction: open invitations,
 * sessions, passkeys and the live status (the pages fall back to the built
 * one). For one who never signed in, it withdraws the invitation; a new one
 * lets them back in; 404 when there is nothing to end. `{ phone }`: forgets
 * one of the owner's own phones (passkey and sessions), so a lost or stolen
 * one loses owner rights at once; never the phone asking, which could lock
 * the owner out.
 */
import { MAX_LENGTHS, OWNER_ID, type Ended } from "../../../src/shared/status/api"
import { recordStatement } from "../../lib/changes"
import type { Context, Handler } from "../../lib/env"
import { body, jsonBody, ownerOnly, person, signedInOnly } from "../../lib/guards"
import { json, problem } from "../../lib/http"
import { readStatus, removeStatus } from "../../lib/statuses"

async function revokeTracker(context: Context, tracker: string): Promise<Response> {
  const { data } = context
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
    recordStatement(data.store, person(context), passkeys > 0 ? "revoke" : "withdraw", tracker, ended, data.now),
    data.store.statement("DELETE FROM invitations WHERE person = ?", tracker),
    data.store.statement("DELETE FROM sessions WHERE person = ?", tracker),
    data.store.statement("DELETE FROM passkeys WHERE person = ?", tracker),
    data.store.statement("DELETE FROM push_phones WHERE person = ?", tracker),
    ...removeStatus(data.store, tracker),
  ])
  return json({ tracker, ...ended })
}

async function revokeOwnPhone(context: Context, phone: string): Promise<Response> {
  const { data } = context
  const owner = person(context)
  if (phone === owner.phone) return problem(400, "That is the phone you are using. Sign out here, or forget it from another of your phones.")
  const found = await data.store.first<{ id: string; sessions: number }>(
    "SELECT id, (SELECT count(*) FROM sessions WHERE passkey = passkeys.id AND expires_at > ?2) AS sessions FROM passkeys WHERE person = ?1 AND name = ?3",
    OWNER_ID,
    data.now,
    phone,
  )
  if (!found) return problem(404, `You have no phone named ${phone}.`)
  await data.store.transaction([
    recordStatement(data.store, owner, "phone-revoked", OWNER_ID, { phone, sessions: found.sessions }, data.now),
    data.store.statement("DELETE FROM sessions WHERE passkey = ?", found.id),
    data.store.statement("DELETE FROM passkeys WHERE id = ?", found.id),
    data.store.statement("DELETE FROM push_phones WHERE passkey = ?", found.id),
  ])
  return json({ phone, sessions: found.sessions })
}

const revoke: Handler = async (context) => {
  const owner = person(context)
  const { tracker, phone } = body(context)
  if (typeof phone === "string" && phone.length <= MAX_LENGTHS.phone) return revokeOwnPhone(context, phone)
  if (typeof tracker !== "string" || tracker.length > MAX_LENGTHS.tracker || tracker === owner.id)
    return problem(400, "Name the tracker to sign out (their page name, e.g. ron-vanderkolk), or one of your own phones.")
  return revokeTracker(context, tracker)
}

export const onRequestPost = [signedInOnly, ownerOnly, jsonBody, revoke]
