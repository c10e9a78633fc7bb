/**
 * POST /api/passkey/sign-in `{ response }`: checks the signature with the
 * passkey's stored public key and signs the phone in for 90 days. 401 for a
 * passkey this site does not know (never made here, or revoked).
 */
import type { AuthenticationResponseJSON } from "@simplewebauthn/server"
import type { Handler } from "../../lib/env"
import { authSecret, objectBody } from "../../lib/guards"
import { json, problem } from "../../lib/http"
import { issuedChallenge, spentChallenge } from "../../lib/challenge"
import { describe } from "../../lib/people"
import { verifySignIn } from "../../lib/passkeys"
import { startSession } from "../../lib/session"
import { readUser, userOfPasskey, writeUser } from "../../lib/store"

const UNKNOWN = "This phone's passkey is not set up for this site, or was revoked. Ask the site's owner for an invitation link."

export const onRequestPost: Handler = async ({ request, env }) => {
  const secret = authSecret(env)
  if (secret instanceof Response) return secret
  const body = await objectBody(request)
  if (body instanceof Response) return body
  const response = body.response as AuthenticationResponseJSON | undefined
  if (!response || typeof response !== "object" || typeof response.id !== "string") return problem(400, "Send the phone's passkey answer.")
  const now = Date.now()
  const challenge = await issuedChallenge(request, secret, now)
  if (!challenge) return problem(400, "The sign-in took too long. Tap the button again.")
  const userId = await userOfPasskey(env.STATUS, response.id)
  const user = userId ? await readUser(env.STATUS, userId) : null
  const passkey = user?.passkeys.find((candidate) => candidate.id === response.id)
  if (!user || !passkey) return problem(401, UNKNOWN)
  const counter = await verifySignIn(request, response, challenge, passkey)
  if (counter === null) return problem(401, UNKNOWN)
  // Phones that count signatures: keep the count, so a cloned key would show. Most passkeys count nothing (0), which costs no write.
  const current = counter > passkey.counter ? { ...user, passkeys: user.passkeys.map((each) => (each.id === passkey.id ? { ...each, counter } : each)) } : user
  if (current !== user) await writeUser(env.STATUS, current)
  const headers = new Headers({ "Set-Cookie": await startSession(env.STATUS, current, now) })
  headers.append("Set-Cookie", spentChallenge())
  return json(await describe(env.STATUS, (await readUser(env.STATUS, user.id)) ?? current, now), { headers })
}
