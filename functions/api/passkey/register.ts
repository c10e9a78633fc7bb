/**
 * POST /api/passkey/register `{ invite, response }`: keeps the phone's new
 * passkey (its public key) for the person invited, uses up the invitation
 * and signs the phone in, all in one transaction: of two phones tapping
 * the same link at once, one is signed in and the other told the link was
 * used (410).
 */
import type { RegistrationResponseJSON } from "@simplewebauthn/server"
import { issuedChallenge, spentChallenge } from "../../lib/challenge"
import type { Handler } from "../../lib/env"
import { body, jsonBody, secret, signInSetUp } from "../../lib/guards"
import { json, problem } from "../../lib/http"
import { listed } from "../../lib/roster"
import { describe } from "../../lib/people"
import { phoneName, verifyRegistration } from "../../lib/passkeys"
import { hashSecret, looksLikeSecret } from "../../lib/secrets"
import { INVITATION_REFUSALS, invitationRefusal, newSession, passkeyExists, phoneNames, readInvitation, spendInvitation } from "../../lib/sign-ins"

const register: Handler = async (context) => {
  const { request, env, data } = context
  const { invite, response } = body(context)
  if (!looksLikeSecret(invite) || !response || typeof response !== "object") return problem(400, "Send the invitation and the phone's passkey.")
  const hash = await hashSecret(invite)
  const invitation = await readInvitation(data.store, hash)
  const refusal = invitationRefusal(invitation, data.now)
  if (refusal || !invitation) return problem(410, refusal ?? "")
  if (invitation.role === "tracker" && !(await listed(env, request, invitation.id))) return problem(410, INVITATION_REFUSALS.offRoster)
  const challenge = await issuedChallenge(request, secret(context), data.now)
  if (!challenge) return problem(400, "The sign-in took too long. Tap the button again.")
  const made = await verifyRegistration(request, response as RegistrationResponseJSON, challenge)
  if (!made) return problem(400, "The phone's passkey could not be checked. Tap the button again.")
  if (await passkeyExists(data.store, made.credential))
    return problem(400, 'This phone already signs in here: use "Sign in with this phone" on the status screen.')
  const passkey = { ...made, name: phoneName(request.headers.get("User-Agent") ?? "", await phoneNames(data.store, invitation.id)) }
  const session = await newSession(data.now)
  if (!(await spendInvitation(data.store, hash, passkey, session, data.now)))
    return problem(410, invitationRefusal(await readInvitation(data.store, hash), data.now) ?? INVITATION_REFUSALS.used)
  const headers = new Headers({ "Set-Cookie": session.cookie })
  headers.append("Set-Cookie", spentChallenge())
  return json(
    await describe(
      data.store,
      env,
      request,
      { id: invitation.id, role: invitation.role, name: invitation.name, phone: passkey.name, passkey: passkey.credential },
      data.now,
    ),
    {
      headers,
    },
  )
}

export const onRequestPost = [signInSetUp, jsonBody, register]
