/**
 * GET /api/me: who is signed in on this phone (./lib/people.ts), or
 * `{ signedIn: false }`: nobody signed in is an answer, not an error.
 */
import type { Handler } from "../lib/env"
import { json } from "../lib/http"
import { describe } from "../lib/people"
import { signedInUser } from "../lib/session"

export const onRequestGet: Handler = async ({ request, env }) => {
  const user = await signedInUser(request, env.STATUS)
  return json(user ? await describe(env.STATUS, user, Date.now()) : { signedIn: false })
}
