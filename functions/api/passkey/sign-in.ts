/**
 * POST /api/passkey/sign-in `{ response }`: checks the signature with the
 * passkey's stored public key, spends the challenge and signs the phone in
 * for 90 days. 401 for a passkey this site does not know (never made here,
 * or revoked) and for an answer sent a second time; 429 past the hourly
 * limits of sign-ins (MAX_SIGN_INS_PER_HOUR), told before the signature is
 * even checked, from the row the passkey is read from.
 */
import type { AuthenticationResponseJSON } from "@simplewebauthn/server"
import { MAX_LENGTHS, MAX_SIGN_INS_PER_HOUR } from "../../../src/shared/status/api"
import { issuedChallenge, spentChallenge } from "../../lib/challenge"
import type { Handler } from "../../lib/env"
import { body, jsonBody, secret, signInSetUp } from "../../lib/guards"
import { json, problem } from "../../lib/http"
import { describe } from "../../lib/people"
import { verifySignIn } from "../../lib/passkeys"
import { newSession, readPasskey, signIn } from "../../lib/sign-ins"

const UNKNOWN = "This phone's passkey is not set up for this site, or was revoked. Ask the site's owner for an invitation link."

function limited(until: number, now: number): Response {
  const seconds = Math.max(1, Math.ceil((until - now) / 1000))
  return problem(
    429,
    `That is ${MAX_SIGN_INS_PER_HOUR.passkey} sign-ins in an hour on this phone (or ${MAX_SIGN_INS_PER_HOUR.person} on all of yours); try again in ${Math.ceil(seconds / 60)} min.`,
    { "Retry-After": String(seconds) },
  )
}

const answer: Handler = async (context) => {
  const { request, env, data } = context
  const response = body(context).response as AuthenticationResponseJSON | undefined
  if (!response || typeof response !== "object" || typeof response.id !== "string") return problem(400, "Send the phone's passkey answer.")
  if (response.id.length > MAX_LENGTHS.credential) return problem(400, "That is not a passkey this site could have made.")
  const challenge = await issuedChallenge(request, secret(context), data.now)
  if (!challenge) return problem(400, "The sign-in took too long. Tap the button again.")
  const passkey = await readPasskey(data.store, response.id, data.now)
  if (!passkey) return problem(401, UNKNOWN)
  if (passkey.limitedUntil) return limited(passkey.limitedUntil, data.now)
  const counter = await verifySignIn(request, response, challenge, passkey)
  if (counter === null) return problem(401, UNKNOWN)
  const session = await newSession(data.now)
  const outcome = await signIn(data.store, passkey, challenge, counter, session, data.now)
  if (outcome === "limited") {
    // Another sign-in took the hour's last place meanwhile, or the passkey was revoked.
    const now = await readPasskey(data.store, response.id, data.now)
    return now ? limited(now.limitedUntil || data.now + 60_000, data.now) : problem(401, UNKNOWN)
  }
  if (outcome === "answered-before") return problem(401, "This sign-in was already used. Tap the button to sign in again.")
  const headers = new Headers({ "Set-Cookie": session.cookie })
  headers.append("Set-Cookie", spentChallenge())
  return json(await describe(data.store, env, request, { ...passkey.person, phone: passkey.phone, passkey: passkey.credential }, data.now), { headers })
}

export const onRequestPost = [signInSetUp, jsonBody, answer]
