/**
 * POST /api/passkey/sign-in-options: a challenge for the phone's passkey to
 * sign (the phone picks the passkey). It travels in a signed cookie
 * (../../lib/challenge.ts), so asking costs the store nothing; the store
 * remembers it only once answered (../../lib/sign-ins.ts, signIn).
 */
import { challengeCookie } from "../../lib/challenge"
import type { Handler } from "../../lib/env"
import { secret, signInSetUp } from "../../lib/guards"
import { json } from "../../lib/http"
import { signInOptions } from "../../lib/passkeys"

const options: Handler = async (context) => {
  const answer = await signInOptions(context.request)
  return json({ options: answer }, { headers: { "Set-Cookie": await challengeCookie(secret(context), answer.challenge, context.data.now) } })
}

export const onRequestPost = [signInSetUp, options]
