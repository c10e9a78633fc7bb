/**
 * GET /api/owner/audit[?before=<id>] (owner only): every tracker on the
 * roster with the phones that sign in as them and any open invitation;
 * anyone the store still knows who is no longer on the roster (so the owner
 * can revoke them); the owner's own phones, the one in use marked; and a
 * page of the record of changes, newest first.
 */
import { OWNER_ID, type OwnerTracker, type OwnerView } from "../../../src/shared/status/api"
import { isoInZone } from "../../../src/shared/status/until"
import { readChanges } from "../../lib/changes"
import type { Handler } from "../../lib/env"
import { ownerOnly, person, signedInOnly } from "../../lib/guards"
import { json, problem } from "../../lib/http"
import { refusedNumbers } from "../../lib/requests"
import { rosterTrackers } from "../../lib/roster"

interface PhoneRow {
  person: string
  name: string
  createdAt: number
  sessions: number
}

const view: Handler = async (context) => {
  const { request, env, data } = context
  const before = new URL(request.url).searchParams.get("before")
  if (before !== null && !/^[1-9]\d{0,15}$/.test(before)) return problem(400, "before must be the id of a change.")
  const [roster, people, phones, invitations, page, refused] = await Promise.all([
    rosterTrackers(env, request),
    data.store.all<{ id: string; name: string }>("SELECT id, name FROM people WHERE role = 'tracker'"),
    data.store.all<PhoneRow>(
      `SELECT person, name, created_at AS createdAt, (SELECT count(*) FROM sessions WHERE passkey = passkeys.id AND expires_at > ?) AS sessions
         FROM passkeys ORDER BY created_at`,
      data.now,
    ),
    data.store.all<{ person: string; name: string; until: number }>(
      "SELECT person, name, max(expires_at) AS until FROM invitations WHERE used_by IS NULL AND expires_at > ? GROUP BY person",
      data.now,
    ),
    readChanges(data.store, before === null ? null : Number(before)),
    refusedNumbers(data.store, data.now),
  ])
  const describe = (slug: string, name: string): OwnerTracker => {
    const own = phones.filter((row) => row.person === slug)
    const open = invitations.find((row) => row.person === slug)
    return {
      slug,
      name,
      phones: own.map((row) => ({ name: row.name, createdAt: isoInZone(row.createdAt) })),
      sessions: own.reduce((total, row) => total + row.sessions, 0),
      invitationUntil: open ? isoInZone(open.until) : null,
    }
  }
  const onRoster = new Set(roster.map((tracker) => tracker.slug))
  const names = new Map([...people.map((row) => [row.id, row.name] as const), ...invitations.map((row) => [row.person, row.name] as const)])
  const departed = [...new Set([...phones.map((row) => row.person), ...invitations.map((row) => row.person)])]
    .filter((slug) => slug !== OWNER_ID && !onRoster.has(slug))
    .map((slug) => describe(slug, names.get(slug) ?? slug))
  const inUse = person(context).phone
  return json({
    trackers: roster.map(({ slug, name }) => describe(slug, name)),
    departed,
    ownPhones: phones
      .filter((row) => row.person === OWNER_ID)
      .map((row) => ({ name: row.name, createdAt: isoInZone(row.createdAt), sessions: row.sessions, inUse: row.name === inUse })),
    refusedNumbers: refused.map(({ phone, until, by }) => ({ phone, until: isoInZone(until), by })),
    ...page,
  } satisfies OwnerView)
}

export const onRequestGet = [signedInOnly, ownerOnly, view]
