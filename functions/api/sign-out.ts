/**
 * POST /api/sign-out: ends this phone's session, recorded for the owner (the
 * passkey stays, for the next sign-in). Without a valid session there is
 * nothing to end: the cookie is cleared and the store is not written.
 */
import type { Handler } from "../lib/env"
import { json } from "../lib/http"
import { endedSessionCookie, signOut, signedIn } from "../lib/sign-ins"

export const onRequestPost: Handler = async ({ request, data }) => {
  const person = await signedIn(data.store, request, data.now)
  if (person) await signOut(data.store, person, data.now)
  return json({ signedOut: true }, { headers: { "Set-Cookie": endedSessionCookie() } })
}
