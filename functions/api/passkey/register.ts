/**
 * POST /api/passkey/register `{ invite, response }`: keeps the phone's new
 * passkey (its public key) for the person invited, uses up the invitation,
 * and signs the phone in.
 */
import type { RegistrationResponseJSON } from "@simplewebauthn/server"
import { isoInZone } from "../../../src/status/until"
import type { Handler } from "../../lib/env"
import { authSecret, objectBody } from "../../lib/guards"
import { json, problem } from "../../lib/http"
import { issuedChallenge, spentChallenge } from "../../lib/challenge"
import { describe } from "../../lib/people"
import { verifyRegistration } from "../../lib/passkeys"
import { hashSecret, looksLikeSecret } from "../../lib/secrets"
import { startSession } from "../../lib/session"
import { deleteInvitation, linkPasskey, readInvitation, readUser, recordChange, writeUser, type User } from "../../lib/store"
import { EXPIRED_INVITATION } from "./register-options"

export const onRequestPost: Handler = async ({ request, env }) => {
  const secret = authSecret(env)
  if (secret instanceof Response) return secret
  const body = await objectBody(request)
  if (body instanceof Response) return body
  if (!looksLikeSecret(body.invite) || !body.response || typeof body.response !== "object") return problem(400, "Send the invitation and the phone's passkey.")
  const now = Date.now()
  const hash = await hashSecret(body.invite)
  const invitation = await readInvitation(env.STATUS, hash)
  if (!invitation || invitation.expiresAt <= now) return problem(410, EXPIRED_INVITATION)
  const challenge = await issuedChallenge(request, secret, now)
  if (!challenge) return problem(400, "The sign-in took too long. Tap the button again.")
  const passkey = await verifyRegistration(request, body.response as RegistrationResponseJSON, challenge, now)
  if (!passkey) return problem(400, "The phone's passkey could not be checked. Tap the button again.")
  const existing = await readUser(env.STATUS, invitation.user)
  const user: User = existing
    ? { ...existing, role: invitation.role, name: invitation.name, passkeys: [...existing.passkeys, passkey] }
    : { id: invitation.user, role: invitation.role, name: invitation.name, passkeys: [passkey], sessions: [] }
  await writeUser(env.STATUS, user)
  await linkPasskey(env.STATUS, passkey.id, user.id)
  await deleteInvitation(env.STATUS, hash)
  await recordChange(env.STATUS, { at: isoInZone(now), who: user.id, action: "passkey-added", subject: user.id, old: null, new: `passkey ${user.passkeys.length}` })
  const headers = new Headers({ "Set-Cookie": await startSession(env.STATUS, user, now) })
  headers.append("Set-Cookie", spentChallenge())
  return json(await describe(env.STATUS, (await readUser(env.STATUS, user.id)) ?? user, now), { headers })
}
