/**
 * POST /api/passkey/register-options `{ invite }`: the first step of setting
 * up sign-in on a phone, from the owner's invitation link. Answers the
 * options the phone makes its passkey with, and who it is for; 410 for an
 * invitation that was used, expired or never existed.
 */
import type { Handler } from "../../lib/env"
import { authSecret, objectBody } from "../../lib/guards"
import { json, problem } from "../../lib/http"
import { challengeCookie } from "../../lib/challenge"
import { registrationOptions } from "../../lib/passkeys"
import { hashSecret, looksLikeSecret } from "../../lib/secrets"
import { readInvitation, readUser } from "../../lib/store"

export const EXPIRED_INVITATION = "This invitation link was used or has expired. Ask the site's owner for a new one."

export const onRequestPost: Handler = async ({ request, env }) => {
  const secret = authSecret(env)
  if (secret instanceof Response) return secret
  const body = await objectBody(request)
  if (body instanceof Response) return body
  if (!looksLikeSecret(body.invite)) return problem(400, "The invitation link is not complete: open it again from the owner's message.")
  const now = Date.now()
  const invitation = await readInvitation(env.STATUS, await hashSecret(body.invite))
  if (!invitation || invitation.expiresAt <= now) return problem(410, EXPIRED_INVITATION)
  const user = (await readUser(env.STATUS, invitation.user)) ?? { id: invitation.user, name: invitation.name, passkeys: [] }
  const options = await registrationOptions(request, user)
  return json({ options, name: invitation.name, role: invitation.role }, { headers: { "Set-Cookie": await challengeCookie(secret, options.challenge, now) } })
}
