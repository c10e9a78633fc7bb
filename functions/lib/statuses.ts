/**
 * Trackers' live statuses in the store. A change is one transaction: the
 * tracker's row (only while the session stands and under the hourly limit),
 * its entry in the record of changes with the value it replaced, and the
 * snapshot every page reads. Two phones saving at once are two
 * transactions, one after the other: both recorded, each with the value it
 * replaced.
 */
import { MAX_CHANGES_PER_HOUR, type LiveStatus, type TrackerStatusRecord } from "../../src/shared/status/api"
import type { Status } from "../../src/shared/status/availability"
import { isoInZone } from "../../src/shared/status/until"
import type { SignedIn } from "./sign-ins"
import type { Store } from "./store"

const HOUR_MS = 3_600_000

/** The snapshot's JSON path of one tracker (slugs are [a-z0-9-], safe inside quotes). */
const pathOf = (tracker: string) => `$."${tracker}"`
const STATUS_JSON = "json_object('status', status, 'until', until, 'updatedAt', updated_at)"

/** What `GET /api/status` answers, and its version (the ETag): one row read. */
export async function readSnapshot(store: Store): Promise<{ body: string; version: number }> {
  return (await store.first<{ body: string; version: number }>("SELECT body, version FROM status_snapshot WHERE id = 1")) ?? { body: "{}", version: 0 }
}

/** Every tracker's live status, by slug (for who is available now). */
export async function readLiveStatuses(store: Store): Promise<Record<string, LiveStatus>> {
  const rows = await store.all<LiveStatus & { tracker: string }>("SELECT tracker, status, until, updated_at AS updatedAt FROM statuses")
  return Object.fromEntries(rows.map(({ tracker, ...status }) => [tracker, status]))
}

export async function readStatus(store: Store, tracker: string): Promise<TrackerStatusRecord | null> {
  return store.first<TrackerStatusRecord>("SELECT status, until, updated_at AS updatedAt, phone, version FROM statuses WHERE tracker = ?", tracker)
}

export interface StatusChange {
  tracker: string
  status: Status
  until: string
  /** The status the built pages show, recorded as what the first live change replaced. */
  built: LiveStatus | null
}

export type ChangeOutcome =
  | { saved: TrackerStatusRecord; replaced: LiveStatus | null }
  | { refused: "signed-out" }
  | { refused: "too-many"; retryAfterSeconds: number }

export async function changeStatus(store: Store, by: SignedIn, change: StatusChange, now: number): Promise<ChangeOutcome> {
  const request = crypto.randomUUID()
  const updatedAt = isoInZone(now)
  const mine = "FROM statuses WHERE tracker = ?1 AND request = ?2"
  const [written] = await store.transaction([
    store.statement(
      `INSERT INTO statuses (tracker, status, until, updated_at, phone, version, request, replaced)
         SELECT ?1, ?3, ?4, ?5, ?6, 1, ?2, ?7
          WHERE EXISTS (SELECT 1 FROM sessions WHERE hash = ?8 AND expires_at > ?9)
            AND (SELECT count(*) FROM changes WHERE subject = ?1 AND action = 'status' AND at_ms > ?10) < ?11
       ON CONFLICT (tracker) DO UPDATE SET status = excluded.status, until = excluded.until, updated_at = excluded.updated_at,
         phone = excluded.phone, version = statuses.version + 1, request = excluded.request,
         replaced = json_object('status', statuses.status, 'until', statuses.until, 'updatedAt', statuses.updated_at)
       RETURNING status, until, updated_at AS updatedAt, phone, version, replaced`,
      change.tracker,
      request,
      change.status,
      change.until,
      updatedAt,
      by.phone,
      change.built ? JSON.stringify(change.built) : null,
      by.session,
      now,
      now - HOUR_MS,
      MAX_CHANGES_PER_HOUR,
    ),
    store.statement(
      `INSERT INTO changes (at, at_ms, who, phone, action, subject, old, new) SELECT ?3, ?4, ?5, phone, 'status', tracker, replaced, ${STATUS_JSON} ${mine}`,
      change.tracker,
      request,
      updatedAt,
      now,
      by.id,
    ),
    store.statement(
      `UPDATE status_snapshot SET body = json_set(body, ?3, json((SELECT ${STATUS_JSON} ${mine}))), version = version + 1 WHERE EXISTS (SELECT 1 ${mine})`,
      change.tracker,
      request,
      pathOf(change.tracker),
    ),
  ])
  const row = written.results[0] as unknown as (TrackerStatusRecord & { replaced: string | null }) | undefined
  if (row) {
    const { replaced, ...saved } = row
    return { saved, replaced: replaced ? (JSON.parse(replaced) as LiveStatus) : null }
  }
  if (!(await store.first("SELECT 1 AS found FROM sessions WHERE hash = ? AND expires_at > ?", by.session, now))) return { refused: "signed-out" }
  const oldest = await store.first<{ at: number }>(
    "SELECT min(at_ms) AS at FROM changes WHERE subject = ? AND action = 'status' AND at_ms > ?",
    change.tracker,
    now - HOUR_MS,
  )
  return { refused: "too-many", retryAfterSeconds: Math.max(1, Math.ceil(((oldest?.at ?? now) + HOUR_MS - now) / 1000)) }
}

/** The statements that take a tracker's live status off every page (part of a revoke). */
export function removeStatus(store: Store, tracker: string): D1PreparedStatement[] {
  return [
    store.statement("DELETE FROM statuses WHERE tracker = ?", tracker),
    store.statement("UPDATE status_snapshot SET body = json_remove(body, ?1), version = version + 1 WHERE json_type(body, ?1) IS NOT NULL", pathOf(tracker)),
  ]
}
