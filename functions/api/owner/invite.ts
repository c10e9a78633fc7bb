/**
 * POST /api/owner/invite (owner only): a link that sets up sign-in on one
 * phone, good for 7 days and once. `{ tracker }` invites a tracker on the
 * roster; `{ owner: true }` adds a phone of the owner's own, so only a
 * signed-in owner phone can give owner rights to another. The store keeps
 * only the link's hash. A new link for someone who already has passkeys
 * adds a phone; it takes nothing away.
 */
import { INVITATION_DAYS, MAX_LENGTHS, OWNER_ID } from "../../../src/shared/status/api"
import { isoInZone } from "../../../src/shared/status/until"
import { recordStatement } from "../../lib/changes"
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
  const owner = person(context)
  const { tracker: slug, owner: forOwner } = body(context)
  let invited: { id: string; role: "tracker" | "owner"; name: string }
  if (forOwner === true) invited = { id: OWNER_ID, role: "owner", name: owner.name }
  else {
    if (typeof slug !== "string" || slug.length > MAX_LENGTHS.tracker)
      return problem(400, "Name a tracker on the roster (their page name, e.g. ron-vanderkolk).")
    const tracker = await listed(env, request, slug)
    if (!tracker) return problem(404, `${slug} is not on the roster: check the page name (e.g. ron-vanderkolk).`)
    invited = { id: tracker.slug, role: "tracker", name: tracker.name }
  }
  const secret = newSecret()
  const expiresAt = data.now + INVITATION_DAYS * DAY_MS
  await data.store.transaction([
    data.store.statement(
      "INSERT INTO invitations (hash, person, role, name, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
      await hashSecret(secret),
      invited.id,
      invited.role,
      invited.name,
      data.now,
      expiresAt,
    ),
    recordStatement(data.store, owner, "invite", invited.id, null, data.now, { expiresAt: isoInZone(expiresAt) }),
  ])
  return json({ tracker: invited.id, name: invited.name, link: invitationLink(new URL(request.url).origin, secret), expiresAt: isoInZone(expiresAt) })
}

export const onRequestPost = [signedInOnly, ownerOnly, jsonBody, invite]
