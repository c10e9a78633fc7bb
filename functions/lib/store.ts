/**
 * What the status store (Workers KV, binding STATUS) holds, and the only
 * code that reads or writes it. KV is eventually consistent across
 * Cloudflare's locations (a change can take up to a minute to reach
 * another) and allows one write a second to a key, so:
 *
 * - each tracker's status is its own key, `status:<slug>`, the record of
 *   truth, written only by that tracker; its metadata carries the status, so
 *   one list of `status:` gives them all;
 * - `statuses` is every status in one value, what `GET /api/status` reads
 *   (one read an answer). Each change rebuilds it from that list, with the
 *   change itself laid over it, so a change another tracker made in the same
 *   moment that the list did not show yet is back at the next change;
 * - people who sign in are `user:<id>` (a tracker's id is their page slug,
 *   the owner's `owner`), with their passkeys' public keys and their
 *   sessions; `credential:<id>` finds the person a passkey belongs to;
 * - invitations and sessions are kept under the SHA-256 of their secret,
 *   never the secret itself, and expire by themselves;
 * - every change is an `audit:` key, newest first, its entry in the
 *   metadata so the owner's list is one read;
 * - `roster-report` is the latest roster change the deploy refused
 *   (src/roster/report.ts), until the next good deploy clears it.
 */
import type { RosterReport } from "../../src/roster/report"
import type { AuditEntry, LiveStatus, Role, StatusMap } from "../../src/status/api"

export type { AuditEntry, Role }

export interface Passkey {
  /** base64url, as the browser names it. */
  id: string
  /** The public key, base64url; the private key never leaves the phone. */
  publicKey: string
  counter: number
  transports?: string[]
  createdAt: string
}

export interface User {
  id: string
  role: Role
  name: string
  passkeys: Passkey[]
  /** SHA-256 of each session's secret, so revoking can end them all. */
  sessions: string[]
}

export interface Invitation {
  user: string
  role: Role
  name: string
  expiresAt: number
}

export interface Session {
  user: string
  createdAt: number
}

/** A tracker's status with who set it and when they last did (the rate limit). */
export interface StatusRecord extends LiveStatus {
  by: string
  /** When each of the last changes was made, ms, newest last. */
  recent: number[]
}

export const DAY_SECONDS = 86_400
export const INVITATION_SECONDS = 7 * DAY_SECONDS
export const SESSION_SECONDS = 90 * DAY_SECONDS
/** KV's shortest expiry. */
const MIN_TTL_SECONDS = 60
/** Audit entries are kept a year and a bit, across one season to the next. */
const AUDIT_SECONDS = 400 * DAY_SECONDS

const KEYS = {
  aggregate: "statuses",
  status: (slug: string) => `status:${slug}`,
  user: (id: string) => `user:${id}`,
  passkey: (id: string) => `credential:${id}`,
  invitation: (hash: string) => `invite:${hash}`,
  session: (hash: string) => `session:${hash}`,
  rosterReport: "roster-report",
}

async function readJsonKey<T>(kv: KVNamespace, key: string): Promise<T | null> {
  return (await kv.get<T>(key, "json")) ?? null
}

export const live = ({ status, until, updatedAt }: LiveStatus): LiveStatus => ({ status, until, updatedAt })

export async function readStatuses(kv: KVNamespace): Promise<StatusMap> {
  return (await readJsonKey<StatusMap>(kv, KEYS.aggregate)) ?? {}
}

export const readStatus = (kv: KVNamespace, slug: string) => readJsonKey<StatusRecord>(kv, KEYS.status(slug))

/** Writes one tracker's status and rebuilds the aggregate; returns what hunters now see of everyone. */
export async function writeStatus(kv: KVNamespace, slug: string, record: StatusRecord): Promise<StatusMap> {
  await kv.put(KEYS.status(slug), JSON.stringify(record), { metadata: live(record) })
  const statuses: StatusMap = {}
  let cursor: string | undefined
  do {
    const page: KVNamespaceListResult<LiveStatus, string> = await kv.list<LiveStatus>({ prefix: "status:", cursor })
    for (const key of page.keys) if (key.metadata) statuses[key.name.slice("status:".length)] = live(key.metadata)
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
  statuses[slug] = live(record)
  await kv.put(KEYS.aggregate, JSON.stringify(statuses))
  return statuses
}

export const readUser = (kv: KVNamespace, id: string) => readJsonKey<User>(kv, KEYS.user(id))
export const writeUser = (kv: KVNamespace, user: User) => kv.put(KEYS.user(user.id), JSON.stringify(user))

export const userOfPasskey = (kv: KVNamespace, passkeyId: string) => kv.get(KEYS.passkey(passkeyId))
export const linkPasskey = (kv: KVNamespace, passkeyId: string, userId: string) => kv.put(KEYS.passkey(passkeyId), userId)

/** Ends every session of a user and forgets their passkeys: they must be invited again. */
export async function revokeUser(kv: KVNamespace, user: User): Promise<void> {
  await Promise.all([...user.sessions.map((hash) => kv.delete(KEYS.session(hash))), ...user.passkeys.map((passkey) => kv.delete(KEYS.passkey(passkey.id)))])
  await writeUser(kv, { ...user, passkeys: [], sessions: [] })
}

export const readInvitation = (kv: KVNamespace, hash: string) => readJsonKey<Invitation>(kv, KEYS.invitation(hash))
export const writeInvitation = (kv: KVNamespace, hash: string, invitation: Invitation, now: number) =>
  kv.put(KEYS.invitation(hash), JSON.stringify(invitation), { expirationTtl: Math.max(MIN_TTL_SECONDS, Math.ceil((invitation.expiresAt - now) / 1000)) })
export const deleteInvitation = (kv: KVNamespace, hash: string) => kv.delete(KEYS.invitation(hash))

export const readSession = (kv: KVNamespace, hash: string) => readJsonKey<Session>(kv, KEYS.session(hash))
export const writeSession = (kv: KVNamespace, hash: string, session: Session) => kv.put(KEYS.session(hash), JSON.stringify(session), { expirationTtl: SESSION_SECONDS })
export const deleteSession = (kv: KVNamespace, hash: string) => kv.delete(KEYS.session(hash))

/** Newest first: KV lists keys in ascending order, so the key counts down. */
const auditKey = (at: number) => `audit:${String(9_999_999_999_999 - at).padStart(13, "0")}:${crypto.randomUUID().slice(0, 8)}`

export async function recordChange(kv: KVNamespace, entry: AuditEntry): Promise<void> {
  await kv.put(auditKey(Date.parse(entry.at)), "", { metadata: entry, expirationTtl: AUDIT_SECONDS })
}

/** The newest changes, at most `limit`. */
export async function readAudit(kv: KVNamespace, limit = 200): Promise<AuditEntry[]> {
  const page = await kv.list<AuditEntry>({ prefix: "audit:", limit })
  return page.keys.flatMap((key) => (key.metadata ? [key.metadata] : []))
}

export const readRosterReport = (kv: KVNamespace) => readJsonKey<RosterReport>(kv, KEYS.rosterReport)
export const writeRosterReport = (kv: KVNamespace, report: RosterReport) => kv.put(KEYS.rosterReport, JSON.stringify(report))
export const deleteRosterReport = (kv: KVNamespace) => kv.delete(KEYS.rosterReport)
