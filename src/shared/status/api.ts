/**
 * The contract between the pages, the status screen and the site's
 * functions (functions/api/): the addresses, what they answer, and the one
 * check of a status change, used by the function that writes it.
 */
import type { RequestSettings } from "../requests/api"
import { isStatus, type Status } from "./availability"
import { isUntilChoice, type UntilChoice } from "./until"

/** GET: every tracker's status. POST: a signed-in tracker sets their own. Named on its own too: every page's inline script asks it, and carries nothing else of this module. */
export const STATUS_PATH = "/api/status"

export const STATUS_API = {
  status: STATUS_PATH,
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
    /** `{ tracker }` for a tracker on the roster, `{ owner: true }` for another phone of the owner's. */
    invite: "/api/owner/invite",
    /** `{ tracker }`: ends every sign-in, open invitation and the live status of a tracker. `{ phone }`: forgets one of the owner's own phones. */
    revoke: "/api/owner/revoke",
    audit: "/api/owner/audit",
  },
} as const

/**
 * How often an open page asks for the statuses again while it is on screen.
 * The store answers every ask with its latest (no cache in between), so a
 * change is on every open page within this and a round trip; a page opened
 * afterwards has it at once.
 */
export const POLL_SECONDS = 45

/** One tracker's live status, as `GET /api/status` answers it under the tracker's page slug. Every live status has an end (until.ts, statusEnd). */
export interface LiveStatus {
  status: Status
  until: string | null
  updatedAt: string
}

export type StatusMap = Record<string, LiveStatus>

/** A tracker's live status as the store keeps it: which phone set it, and how many changes it has seen (a later one overtook this phone's if higher). */
export interface TrackerStatusRecord extends LiveStatus {
  phone: string
  version: number
}

/** `POST /api/status`'s answer: the status saved, and the one it replaced. */
export interface SavedStatus extends TrackerStatusRecord {
  tracker: string
  replaced: LiveStatus | null
}

/** Trackers set their own status; the owner invites and revokes them. */
export type Role = "tracker" | "owner"

/**
 * The owner's id in the store: "@" is in no tracker's page name (slugs are
 * a-z, 0-9 and "-"), so no roster entry can ever be, or become, the owner.
 */
export const OWNER_ID = "@owner"
/** Who the record names for what a deploy ended (a tracker taken off the roster). */
export const DEPLOY_ID = "@deploy"

/** `GET /api/me`: who is signed in on the phone, what hunters see of them now, what they may pick; or nobody. */
export type Me = {
  signedIn: true
  id: string
  role: Role
  name: string
  /** This phone's passkey name ("iPhone", "Android phone 2"). */
  phone: string
  /** A tracker's live status (null before their first change, or once it was removed). */
  status: TrackerStatusRecord | null
  /** The status the built pages carry, which hunters see while there is no newer live one. */
  built: LiveStatus | null
  /** The end times that can be picked now. */
  untilChoices: UntilChoice[]
  passkeys: number
  /** Hunters' requests, for a tracker on a site with Web Push keys (null otherwise): the key a phone subscribes with, whether this phone takes them, and the tracker's settings. */
  push: { key: string; thisPhone: boolean; settings: RequestSettings | null } | null
}
export type Nobody = { signedIn: false }

/** What a revoke or a withdrawal ended. */
export interface Ended {
  passkeys: number
  sessions: number
  invitations: number
  status: LiveStatus | null
}

interface ChangeBase {
  /** In the order the store took them. */
  id: number
  /** When, as Michigan's clock read it. */
  at: string
  /** Who did it: a user id (a tracker's slug, or OWNER_ID), or DEPLOY_ID for what a deploy ended. */
  who: string
  /** With which phone (its passkey's name). */
  phone: string | null
  /** Whom it concerns: a tracker's slug or OWNER_ID. */
  subject: string
}

/** One change, as the owner reads it: who did what to whose sign-in or status, when, with which phone, from what to what. */
export type ChangeEntry = ChangeBase &
  (
    | { action: "status"; old: LiveStatus | null; new: LiveStatus }
    | { action: "invite"; old: null; new: { expiresAt: string } }
    | { action: "revoke" | "withdraw" | "off-roster"; old: Ended; new: null }
    | { action: "phone-revoked"; old: { phone: string; sessions: number }; new: null }
    | { action: "not-genuine"; old: null; new: { number?: string; until: string } }
    | { action: "passkey-added" | "sign-in" | "sign-out"; old: null; new: null }
  )

/** A page of the record, newest first; `older` is the `before` that asks for the next page, null at the first change. */
export interface ChangesPage {
  changes: ChangeEntry[]
  older: number | null
}

/** A tracker on the roster as the owner sees them: the phones that sign in as them and the invitations still open. */
export interface OwnerTracker {
  slug: string
  name: string
  phones: { name: string; createdAt: string }[]
  sessions: number
  /** When the newest open invitation ends, if one is open. */
  invitationUntil: string | null
}

/** One of the owner's own phones: its passkey and its live sessions; the one in use cannot be revoked from itself. */
export interface OwnerPhone {
  name: string
  createdAt: string
  sessions: number
  inUse: boolean
}

/**
 * `GET /api/owner/audit[?before=<id>]`: each tracker on the roster; those no
 * longer on it who still have a passkey or an open invitation; the owner's
 * own phones; and a page of changes.
 */
export interface OwnerView extends ChangesPage {
  trackers: OwnerTracker[]
  departed: OwnerTracker[]
  ownPhones: OwnerPhone[]
  /** Hunters' numbers a tracker marked "not genuine", refused until `until`, and by whom. */
  refusedNumbers: { phone: string; until: string; by: string }[]
}

/** A tracker's status changes in an hour, at most: enough for a busy evening (set, extend, clear, again); more is a stuck phone or a script. */
export const MAX_CHANGES_PER_HOUR = 20
/** How long an invitation link and a phone's session last. */
export const INVITATION_DAYS = 7
export const SESSION_DAYS = 90

/**
 * Sign-ins an hour: per passkey (one phone) and per person (all their
 * phones). A tracker signs in about once a day; more is a stuck phone or a
 * script, and each sign-in writes rows of the store's daily allowance.
 */
export const MAX_SIGN_INS_PER_HOUR = { passkey: 5, person: 10 } as const
/** Live sessions a person holds at once: a new sign-in beyond this ends their oldest. */
export const MAX_SESSIONS = 5

/**
 * What the tests may ask of the service, honoured only on loopback and only
 * when the local runtime is started for it (functions/lib/test-hooks.ts):
 * the rows a request read and wrote, and a request's clock shifted by minutes.
 */
export const TEST_HEADERS = { rows: "X-Store-Rows", clock: "X-Test-Clock-Offset-Minutes" } as const

/** The longest ids the service takes; anything longer is refused (400) before the store is asked. */
export const MAX_LENGTHS = { tracker: 100, credential: 512, phone: 60 } as const

/** What the status screen sends to set a status: whose, which, and for "busy" how long. */
export interface StatusChange {
  tracker: string
  status: Status
  until: UntilChoice | null
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string }

/** The one check of a status change, in words a tracker understands. */
export function checkStatusChange(body: unknown): Checked<StatusChange> {
  if (!body || typeof body !== "object" || Array.isArray(body))
    return { ok: false, message: "Send the change as a JSON object: tracker, status and, when on a track, until." }
  const { tracker, status, until, ...rest } = body as Record<string, unknown>
  const unknown = Object.keys(rest)
  if (unknown.length > 0) return { ok: false, message: `Unknown field: ${unknown.join(", ")}.` }
  if (typeof tracker !== "string" || tracker.length > MAX_LENGTHS.tracker || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(tracker))
    return { ok: false, message: "Say whose status this is (the tracker's page name, e.g. ron-vanderkolk)." }
  if (!isStatus(status)) return { ok: false, message: "The status must be available, busy or off-season." }
  if (status === "busy") {
    if (!isUntilChoice(until)) return { ok: false, message: "On a track: say until when (2h, 11pm or 6am), so the status ends by itself." }
    return { ok: true, value: { tracker, status, until } }
  }
  // "Available" and "off for the season" end by themselves (until.ts, statusEnd): an end time sent with them is a mistake.
  if (until !== undefined && until !== null) return { ok: false, message: `"${status}" has no end time; send it without until.` }
  return { ok: true, value: { tracker, status, until: null } }
}
