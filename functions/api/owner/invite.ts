/**
 * POST /api/owner/invite `{ tracker }` (owner only): a link that lets a
 * tracker on the roster set up sign-in on their phone, good for 7 days and
 * once. The store keeps only the link's hash. A new link for a tracker who
 * already has passkeys adds a phone; it takes nothing away.
 */
import { isoInZone } from "../../../src/status/until"
import type { Handler } from "../../lib/env"
import { objectBody, owner } from "../../lib/guards"
import { json, problem } from "../../lib/http"
import { rosterTrackers } from "../../lib/roster"
import { hashSecret, newSecret } from "../../lib/secrets"
import { INVITATION_SECONDS, recordChange, writeInvitation } from "../../lib/store"

/** Where an invitation link leads: the status screen, the secret after `#` so it never reaches a server log. */
export const invitationLink = (origin: string, secret: string) => `${origin}/status/#invite=${secret}`

export const onRequestPost: Handler = async ({ request, env }) => {
  const user = await owner(request, env)
  if (user instanceof Response) return user
  const body = await objectBody(request)
  if (body instanceof Response) return body
  const tracker = (await rosterTrackers(env, request)).find((listed) => listed.slug === body.tracker)
  if (!tracker) return problem(400, "Name a tracker on the roster (their page name, e.g. ron-vanderkolk).")
  const now = Date.now()
  const secret = newSecret()
  const expiresAt = now + INVITATION_SECONDS * 1000
  await writeInvitation(env.STATUS, await hashSecret(secret), { user: tracker.slug, role: "tracker", name: tracker.name, expiresAt }, now)
  await recordChange(env.STATUS, { at: isoInZone(now), who: user.id, action: "invite", subject: tracker.slug, old: null, new: `invitation until ${isoInZone(expiresAt)}` })
  return json({ tracker: tracker.slug, name: tracker.name, link: invitationLink(new URL(request.url).origin, secret), expiresAt: isoInZone(expiresAt) })
}
