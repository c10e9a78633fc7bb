/**
 * The roster as the build wrote it (public/roster.json, the compact file the
 * pages rank from): who may have a status, and the status each built page
 * shows. Read from the deployed files, so it changes with each deploy, and
 * the store agrees with it from the first request after one
 * (agreeWithRoster): a tracker taken off the roster loses their live status
 * and every session at once, recorded for the owner, who still sees their
 * phones, to revoke them.
 */
import { ROSTER_FILE, readRosterFile, type RosterFile, type RosterTracker } from "../../src/shared/roster-file"
import { DEPLOY_ID } from "../../src/shared/status/api"
import { isoInZone } from "../../src/shared/status/until"
import type { Env } from "./env"
import type { Store } from "./store"

export type Listed = Pick<RosterTracker, "slug" | "name" | "phone" | "availability" | "baseTown" | "counties">

/** The deployed roster file, whole. */
export async function rosterFileOf(env: Env, request: Request): Promise<RosterFile> {
  const response = await env.ASSETS.fetch(new URL(ROSTER_FILE, request.url))
  if (!response.ok) throw new Error(`The build's roster (${ROSTER_FILE}) answered ${response.status}.`)
  const roster = readRosterFile(await response.json())
  if (!roster) throw new Error(`The build's roster (${ROSTER_FILE}) is not one this service reads.`)
  return roster
}

export const listedOf = (roster: RosterFile): Listed[] =>
  roster.trackers.map(({ slug, name, phone, availability, baseTown, counties }) => ({ slug, name, phone, availability, baseTown, counties }))

export async function rosterTrackers(env: Env, request: Request): Promise<Listed[]> {
  return listedOf(await rosterFileOf(env, request))
}

export async function listed(env: Env, request: Request, slug: string): Promise<Listed | null> {
  return (await rosterTrackers(env, request)).find((tracker) => tracker.slug === slug) ?? null
}

/** The deployed roster's version: its ETag, asked without its body. */
async function deployedRoster(env: Env, request: Request): Promise<string> {
  const response = await env.ASSETS.fetch(new URL(ROSTER_FILE, request.url), { method: "HEAD" })
  const etag = response.headers.get("ETag")
  if (!response.ok || !etag) throw new Error(`The build's roster (${ROSTER_FILE}) answered ${response.status} without an ETag.`)
  return etag
}

/**
 * The roster this isolate has seen the store agree with. A deploy starts
 * new isolates (and a changed file restarts the local runtime's), so an
 * isolate checks once, at its first request that asks the store, and
 * never again.
 */
let agreed: string | null = null

/** Brings the store in line with the deployed roster, once per deploy (the first request after it does it, in one transaction). */
export async function agreeWithRoster(env: Env, request: Request, store: Store, now: number): Promise<void> {
  if (agreed) return
  const version = await deployedRoster(env, request)
  const stored = await store.first<{ roster: string }>("SELECT roster FROM status_snapshot WHERE id = 1")
  if (stored?.roster !== version) {
    const slugs = JSON.stringify((await rosterTrackers(env, request)).map((tracker) => tracker.slug))
    const departed = "SELECT id FROM people WHERE role = 'tracker' AND id NOT IN (SELECT value FROM json_each(?1))"
    await store.transaction([
      // What each departed tracker loses, on the record, only where there is something to end (a second request doing this at the same moment finds nothing).
      store.statement(
        `INSERT INTO changes (at, at_ms, who, action, subject, old)
           SELECT ?2, ?3, ?4, 'off-roster', id, json_object(
             'passkeys', (SELECT count(*) FROM passkeys WHERE person = people.id),
             'sessions', (SELECT count(*) FROM sessions WHERE person = people.id AND expires_at > ?3),
             'invitations', 0,
             'status', (SELECT json_object('status', status, 'until', until, 'updatedAt', updated_at) FROM statuses WHERE tracker = people.id))
             FROM people WHERE id IN (${departed})
              AND (EXISTS (SELECT 1 FROM sessions WHERE person = people.id) OR EXISTS (SELECT 1 FROM statuses WHERE tracker = people.id))`,
        slugs,
        isoInZone(now),
        now,
        DEPLOY_ID,
      ),
      store.statement(`DELETE FROM sessions WHERE person IN (${departed})`, slugs),
      store.statement(`DELETE FROM push_phones WHERE person IN (${departed})`, slugs),
      store.statement("DELETE FROM statuses WHERE tracker NOT IN (SELECT value FROM json_each(?1))", slugs),
      store.statement(
        `UPDATE status_snapshot SET roster = ?2, version = version + 1,
           body = (SELECT json_group_object(tracker, json_object('status', status, 'until', until, 'updatedAt', updated_at)) FROM statuses)
         WHERE id = 1 AND roster <> ?2`,
        slugs,
        version,
      ),
    ])
  }
  agreed = version
}
