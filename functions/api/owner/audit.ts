/**
 * GET /api/owner/audit[?before=<id>] (owner only): every tracker on the
 * roster with the phones that sign in as them and any open invitation, and
 * a page of the record of changes, newest first.
 */
import type { OwnerView } from "../../../src/shared/status/api"
import { isoInZone } from "../../../src/shared/status/until"
import { readChanges } from "../../lib/changes"
import type { Handler } from "../../lib/env"
import { ownerOnly, signedInOnly } from "../../lib/guards"
import { json, problem } from "../../lib/http"
import { rosterTrackers } from "../../lib/roster"

const view: Handler = async ({ request, env, data }) => {
  const before = new URL(request.url).searchParams.get("before")
  if (before !== null && !/^[1-9]\d{0,15}$/.test(before)) return problem(400, "before must be the id of a change.")
  const [roster, phones, sessions, invitations, page] = await Promise.all([
    rosterTrackers(env, request),
    data.store.all<{ person: string; name: string; createdAt: number }>("SELECT person, name, created_at AS createdAt FROM passkeys ORDER BY created_at"),
    data.store.all<{ person: string; count: number }>("SELECT person, count(*) AS count FROM sessions WHERE expires_at > ? GROUP BY person", data.now),
    data.store.all<{ person: string; until: number }>(
      "SELECT person, max(expires_at) AS until FROM invitations WHERE used_by IS NULL AND expires_at > ? GROUP BY person",
      data.now,
    ),
    readChanges(data.store, before === null ? null : Number(before)),
  ])
  const trackers = roster.map(({ slug, name }) => {
    const open = invitations.find((row) => row.person === slug)
    return {
      slug,
      name,
      phones: phones.filter((row) => row.person === slug).map((row) => ({ name: row.name, createdAt: isoInZone(row.createdAt) })),
      sessions: sessions.find((row) => row.person === slug)?.count ?? 0,
      invitationUntil: open ? isoInZone(open.until) : null,
    }
  })
  return json({ trackers, ...page } satisfies OwnerView)
}

export const onRequestGet = [signedInOnly, ownerOnly, view]
