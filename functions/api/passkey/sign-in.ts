/**
 * POST /api/passkey/sign-in `{ response }`: checks the signature with the
 * passkey's stored public key, spends the challenge and signs the phone in
 * for 90 days. 401 for a passkey this site does not know (never made here,
 * or revoked) and for an answer sent a second time.
 */
import type { AuthenticationResponseJSON } from "@simplewebauthn/server"
import { MAX_LENGTHS } from "../../../src/shared/status/api"
import { issuedChallenge, spentChallenge } from "../../lib/challenge"
import type { Handler } from "../../lib/env"
import { body, jsonBody, secret, signInSetUp } from "../../lib/guards"
import { json, problem } from "../../lib/http"
import { describe } from "../../lib/people"
import { verifySignIn } from "../../lib/passkeys"
import { newSession, readPasskey, signIn } from "../../lib/sign-ins"

const UNKNOWN = "This phone's passkey is not set up for this site, or was revoked. Ask the site's owner for an invitation link."

const answer: Handler = async (context) => {
  const { request, env, data } = context
  const response = body(context).response as AuthenticationResponseJSON | undefined
  if (!response || typeof response !== "object" || typeof response.id !== "string") return problem(400, "Send the phone's passkey answer.")
  if (response.id.length > MAX_LENGTHS.credential) return problem(400, "That is not a passkey this site could have made.")
  const challenge = await issuedChallenge(request, secret(context), data.now)
  if (!challenge) return problem(400, "The sign-in took too long. Tap the button again.")
  const passkey = await readPasskey(data.store, response.id)
  if (!passkey) return problem(401, UNKNOWN)
  const counter = await verifySignIn(request, response, challenge, passkey)
  if (counter === null) return problem(401, UNKNOWN)
  const session = await newSession(data.now)
  if (!(await signIn(data.store, passkey, challenge, counter, session, data.now)))
    return problem(401, "This sign-in was already used. Tap the button to sign in again.")
  const headers = new Headers({ "Set-Cookie": session.cookie })
  headers.append("Set-Cookie", spentChallenge())
  return json(await describe(data.store, env, request, { ...passkey.person, phone: passkey.phone }, data.now), { headers })
}

export const onRequestPost = [signInSetUp, jsonBody, answer]
