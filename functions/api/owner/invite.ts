/**
 * POST /api/owner/invite `{ tracker }` (owner only): a link that lets a
 * tracker on the roster set up sign-in on their phone, good for 7 days and
 * once. The store keeps only the link's hash. A new link for a tracker who
 * already has passkeys adds a phone; it takes nothing away.
 */
import { INVITATION_DAYS, MAX_LENGTHS } from "../../../src/shared/status/api"
import { isoInZone } from "../../../src/shared/status/until"
import { forgetOldChanges, recordStatement } from "../../lib/changes"
import type { Handler } from "../../lib/env"
import { body, jsonBody, ownerOnly, person, signedInOnly } from "../../lib/guards"
import { json, problem } from "../../lib/http"
import { listed } from "../../lib/roster"
import { hashSecret, newSecret } from "../../lib/secrets"
import { DAY_MS } from "../../lib/sign-ins"

/** Where an invitation link leads: the status screen, the secret after `#` so it never reaches a server log. */
const invitationLink = (origin: string, secret: string) => `${origin}/status/#invite=${secret}`

const invite: Handler = async (context) => {
  const { request, env, data } = context
  const slug = body(context).tracker
  if (typeof slug !== "string" || slug.length > MAX_LENGTHS.tracker) return problem(400, "Name a tracker on the roster (their page name, e.g. ron-vanderkolk).")
  const tracker = await listed(env, request, slug)
  if (!tracker) return problem(404, `${slug} is not on the roster: check the page name (e.g. ron-vanderkolk).`)
  const secret = newSecret()
  const expiresAt = data.now + INVITATION_DAYS * DAY_MS
  await data.store.transaction([
    data.store.statement(
      "INSERT INTO invitations (hash, person, role, name, created_at, expires_at) VALUES (?, ?, 'tracker', ?, ?, ?)",
      await hashSecret(secret),
      tracker.slug,
      tracker.name,
      data.now,
      expiresAt,
    ),
    recordStatement(data.store, person(context), "invite", tracker.slug, null, data.now, { expiresAt: isoInZone(expiresAt) }),
    // Tidying as the owner works: invitations past their end, and changes past what the record keeps.
    data.store.statement("DELETE FROM invitations WHERE expires_at <= ?", data.now),
    forgetOldChanges(data.store, data.now),
  ])
  return json({ tracker: tracker.slug, name: tracker.name, link: invitationLink(new URL(request.url).origin, secret), expiresAt: isoInZone(expiresAt) })
}

export const onRequestPost = [signedInOnly, ownerOnly, jsonBody, invite]
