/**
 * The contract between the pages, the status screen and the site's
 * functions (functions/api/): the addresses, what they answer, and the one
 * check of a status change, used by the function that writes it.
 */
import { isStatus, type Status } from "./availability"
import { isUntilChoice, type UntilChoice } from "./until"

export const STATUS_API = {
  /** GET: every tracker's status. POST: a signed-in tracker sets their own. */
  status: "/api/status",
  /** GET: who is signed in on this phone, and what they may do. */
  me: "/api/me",
  signOut: "/api/sign-out",
  passkey: {
    registerOptions: "/api/passkey/register-options",
    register: "/api/passkey/register",
    signInOptions: "/api/passkey/sign-in-options",
    signIn: "/api/passkey/sign-in",
  },
  owner: {
    invite: "/api/owner/invite",
    revoke: "/api/owner/revoke",
    audit: "/api/owner/audit",
  },
} as const

/** The header the offline worker adds to its stored copy of the statuses: the date the copy was stored. */
export const SAVED_COPY_HEADER = "X-Saved-Copy"

/** How long browsers (and the offline worker's copy) may keep `GET /api/status` before asking again. */
export const STATUS_MAX_AGE_SECONDS = 20

/** One tracker's live status, as `GET /api/status` answers it under the tracker's page slug. */
export interface LiveStatus {
  status: Status
  until: string | null
  updatedAt: string
}

export type StatusMap = Record<string, LiveStatus>

/** Trackers set their own status; the owner invites and revokes them. */
export type Role = "tracker" | "owner"

/** `GET /api/me`: who is signed in on the phone, what hunters see of them now, what they may pick; or nobody. */
export type Me = {
  signedIn: true
  id: string
  role: Role
  name: string
  /** A tracker's current status as stored (null before their first change). */
  status: LiveStatus | null
  /** The end times that can be picked now. */
  untilChoices: UntilChoice[]
  passkeys: number
}
export type Nobody = { signedIn: false }

/** One change, as the owner reads it: who did what to whose sign-in or status, when, from what to what. */
export interface AuditEntry {
  /** When, as Michigan's clock read it. */
  at: string
  /** Who did it: a user id (a tracker's slug, or `owner`). */
  who: string
  action: "status" | "invite" | "revoke" | "passkey-added"
  /** Whom it concerns: a tracker's slug or `owner`. */
  subject: string
  old: string | null
  new: string | null
}

/** `GET /api/owner/audit`: each tracker on the roster with the phones that sign in as them, and the newest changes. */
export interface OwnerView {
  trackers: { slug: string; name: string; passkeys: number; sessions: number }[]
  changes: AuditEntry[]
}

/** What the status screen sends to set a status: whose, which, and for "busy" how long. */
export interface StatusChange {
  tracker: string
  status: Status
  until: UntilChoice | null
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string }

/** The one check of a status change, in words a tracker understands. */
export function checkStatusChange(body: unknown): Checked<StatusChange> {
  if (!body || typeof body !== "object" || Array.isArray(body)) return { ok: false, message: "Send the change as a JSON object: tracker, status and, when on a track, until." }
  const { tracker, status, until, ...rest } = body as Record<string, unknown>
  const unknown = Object.keys(rest)
  if (unknown.length > 0) return { ok: false, message: `Unknown field: ${unknown.join(", ")}.` }
  if (typeof tracker !== "string" || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(tracker)) return { ok: false, message: "Say whose status this is (the tracker's page name, e.g. ron-vanderkolk)." }
  if (!isStatus(status)) return { ok: false, message: "The status must be available, busy or off-season." }
  if (status === "busy") {
    if (!isUntilChoice(until)) return { ok: false, message: "On a track: say until when (2h, 11pm or 6am), so the status ends by itself." }
    return { ok: true, value: { tracker, status, until } }
  }
  // "Available" and "off for the season" hold until changed: an end time sent with them is a mistake.
  if (until !== undefined && until !== null) return { ok: false, message: `"${status}" has no end time; send it without until.` }
  return { ok: true, value: { tracker, status, until: null } }
}
