/**
 * GET /api/me: who is signed in on this phone (../lib/people.ts), or
 * `{ signedIn: false }`: nobody signed in is an answer, not an error.
 */
import type { Handler } from "../lib/env"
import { json } from "../lib/http"
import { describe } from "../lib/people"
import { signedIn } from "../lib/sign-ins"

export const onRequestGet: Handler = async ({ request, env, data }) => {
  const person = await signedIn(data.store, request, data.now)
  return json(person ? await describe(data.store, env, request, person, data.now) : { signedIn: false })
}
