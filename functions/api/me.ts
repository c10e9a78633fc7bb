/** GET /api/me: who is signed in on this phone (./lib/people.ts), or 401. */
import type { Handler } from "../lib/env"
import { json, problem } from "../lib/http"
import { describe } from "../lib/people"
import { signedInUser } from "../lib/session"

export const onRequestGet: Handler = async ({ request, env }) => {
  const user = await signedInUser(request, env.STATUS)
  if (!user) return problem(401, "Not signed in on this phone.")
  return json(await describe(env.STATUS, user, Date.now()))
}
