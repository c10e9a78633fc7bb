/**
 * GET /api/owner/audit (owner only): every tracker on the roster with how
 * many phones can sign in as them, and the newest changes (who, when, old
 * and new), newest first.
 */
import type { OwnerView } from "../../../src/status/api"
import type { Handler } from "../../lib/env"
import { owner } from "../../lib/guards"
import { json } from "../../lib/http"
import { rosterTrackers } from "../../lib/roster"
import { readAudit, readUser } from "../../lib/store"

export const onRequestGet: Handler = async ({ request, env }) => {
  const user = await owner(request, env)
  if (user instanceof Response) return user
  const roster = await rosterTrackers(env, request)
  const trackers = await Promise.all(
    roster.map(async ({ slug, name }) => {
      const person = await readUser(env.STATUS, slug)
      return { slug, name, passkeys: person?.passkeys.length ?? 0, sessions: person?.sessions.length ?? 0 }
    }),
  )
  return json({ trackers, changes: await readAudit(env.STATUS) } satisfies OwnerView)
}
