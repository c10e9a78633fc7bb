/** POST /api/passkey/sign-in-options: a challenge for the phone's passkey to sign (the phone picks the passkey). */
import type { Handler } from "../../lib/env"
import { authSecret } from "../../lib/guards"
import { json } from "../../lib/http"
import { challengeCookie } from "../../lib/challenge"
import { signInOptions } from "../../lib/passkeys"

export const onRequestPost: Handler = async ({ request, env }) => {
  const secret = authSecret(env)
  if (secret instanceof Response) return secret
  const options = await signInOptions(request)
  return json({ options }, { headers: { "Set-Cookie": await challengeCookie(secret, options.challenge, Date.now()) } })
}
