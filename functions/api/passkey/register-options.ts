/**
 * POST /api/passkey/register-options `{ invite }`: the first step of setting
 * up sign-in on a phone, from the owner's invitation link. Answers the
 * options the phone makes its passkey with, and who it is for; 410 for an
 * invitation that was used, withdrawn or has expired.
 */
import { challengeCookie } from "../../lib/challenge"
import type { Handler } from "../../lib/env"
import { body, jsonBody, secret, signInSetUp } from "../../lib/guards"
import { json, problem } from "../../lib/http"
import { listed } from "../../lib/roster"
import { registrationOptions } from "../../lib/passkeys"
import { hashSecret, looksLikeSecret } from "../../lib/secrets"
import { INVITATION_REFUSALS, invitationRefusal, readInvitation } from "../../lib/sign-ins"

const options: Handler = async (context) => {
  const { request, env, data } = context
  const invite = body(context).invite
  if (!looksLikeSecret(invite)) return problem(400, "The invitation link is not complete: open it again from the owner's message.")
  const invitation = await readInvitation(data.store, await hashSecret(invite))
  const refusal = invitationRefusal(invitation, data.now)
  if (refusal || !invitation) return problem(410, refusal ?? "")
  if (invitation.role === "tracker" && !(await listed(env, request, invitation.id))) return problem(410, INVITATION_REFUSALS.offRoster)
  const credentials = (await data.store.all<{ id: string }>("SELECT id FROM passkeys WHERE person = ?", invitation.id)).map((row) => row.id)
  const answer = await registrationOptions(request, { id: invitation.id, name: invitation.name, credentials })
  return json(
    { options: answer, name: invitation.name, role: invitation.role },
    { headers: { "Set-Cookie": await challengeCookie(secret(context), answer.challenge, data.now) } },
  )
}

export const onRequestPost = [signInSetUp, jsonBody, options]
