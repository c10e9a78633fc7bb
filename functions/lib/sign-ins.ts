/**
 * Who may sign in, with which phone, and for how long: people, their
 * passkeys, sessions and invitations in the store. Every "once" here (an
 * invitation used, a challenge answered) is one conditional statement in
 * the store, and the statements that follow it in the same transaction act
 * only on the row it marked with this request, so two phones at the same
 * moment cannot both pass.
 */
import { MAX_SESSIONS, MAX_SIGN_INS_PER_HOUR, SESSION_DAYS, type Role } from "../../src/shared/status/api"
import { isoInZone } from "../../src/shared/status/until"
import { CHALLENGE_SECONDS } from "./challenge"
import { hashSecret, looksLikeSecret, newSecret } from "./secrets"
import { cookie, setCookie } from "./http"
import type { Store } from "./store"

export const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/** `__Host-`: the browser keeps it only if it is Secure, for this host alone, on every path. */
const SESSION_COOKIE = "__Host-session"

export interface Person {
  id: string
  role: Role
  name: string
}

/** The person signed in on this phone, the session's hash, and the phone's passkey (its id and name). */
export interface SignedIn extends Person {
  session: string
  passkey: string
  phone: string
}

/** The signed-in person, or null (no cookie, an expired or revoked session). */
export async function signedIn(store: Store, request: Request, now: number): Promise<SignedIn | null> {
  const secret = cookie(request, SESSION_COOKIE)
  if (!looksLikeSecret(secret)) return null
  return store.first<SignedIn>(
    `SELECT people.id, people.role, people.name, sessions.hash AS session, passkeys.id AS passkey, passkeys.name AS phone
       FROM sessions JOIN people ON people.id = sessions.person JOIN passkeys ON passkeys.id = sessions.passkey
      WHERE sessions.hash = ? AND sessions.expires_at > ?`,
    await hashSecret(secret),
    now,
  )
}

/** A new session's secret (for the cookie) and hash (for the store). */
export async function newSession(now: number): Promise<{ cookie: string; hash: string; expiresAt: number }> {
  const secret = newSecret()
  return { cookie: setCookie(SESSION_COOKIE, secret, SESSION_DAYS * 86_400), hash: await hashSecret(secret), expiresAt: now + SESSION_DAYS * DAY_MS }
}

export const endedSessionCookie = () => setCookie(SESSION_COOKIE, "", 0)

export interface Invitation extends Person {
  hash: string
  expiresAt: number
  usedBy: string | null
}

export const readInvitation = (store: Store, hash: string) =>
  store.first<Invitation>("SELECT hash, person AS id, role, name, expires_at AS expiresAt, used_by AS usedBy FROM invitations WHERE hash = ?", hash)

export const INVITATION_REFUSALS = {
  gone: "This invitation link is not valid any more: the site's owner withdrew it or signed that tracker out. Ask the owner for a new one.",
  used: "This invitation link was already used, on another phone. Ask the site's owner for a new one if that was not you.",
  expired: "This invitation link has expired (they last 7 days). Ask the site's owner for a new one.",
  offRoster: "This invitation is for a tracker who is no longer on the roster. Ask the site's owner.",
} as const

/** Why an invitation cannot be used now, in words, or null when it can. */
export function invitationRefusal(invitation: Invitation | null, now: number): string | null {
  if (!invitation) return INVITATION_REFUSALS.gone
  if (invitation.usedBy) return INVITATION_REFUSALS.used
  if (invitation.expiresAt <= now) return INVITATION_REFUSALS.expired
  return null
}

export interface NewPasskey {
  credential: string
  name: string
  publicKey: string
  counter: number
  transports: string[]
}

/**
 * Uses up an invitation for one phone's new passkey and signs that phone in,
 * in one transaction; false when the invitation was used (by another phone
 * a moment earlier), withdrawn or had expired, or names a person the store
 * knows in another role, and nothing was written. A person's role is never
 * changed by an invitation: only their name is brought up to date.
 */
export async function spendInvitation(
  store: Store,
  hash: string,
  passkey: NewPasskey,
  session: { hash: string; expiresAt: number },
  now: number,
): Promise<boolean> {
  const mine = "FROM invitations WHERE hash = ?1 AND used_by = ?2"
  const [taken] = await store.transaction([
    store.statement(
      `UPDATE invitations SET used_by = ?2 WHERE hash = ?1 AND used_by IS NULL AND expires_at > ?3
          AND NOT EXISTS (SELECT 1 FROM people WHERE people.id = invitations.person AND people.role <> invitations.role)`,
      hash,
      passkey.credential,
      now,
    ),
    store.statement(
      `INSERT INTO people (id, role, name) SELECT person, role, name ${mine} ON CONFLICT (id) DO UPDATE SET name = excluded.name WHERE people.role = excluded.role`,
      hash,
      passkey.credential,
    ),
    store.statement(
      `INSERT INTO passkeys (id, person, name, public_key, counter, transports, created_at) SELECT ?2, person, ?3, ?4, ?5, ?6, ?7 ${mine}`,
      hash,
      passkey.credential,
      passkey.name,
      passkey.publicKey,
      passkey.counter,
      JSON.stringify(passkey.transports),
      now,
    ),
    store.statement(
      `INSERT INTO sessions (hash, person, passkey, created_at, expires_at) SELECT ?3, person, ?2, ?4, ?5 ${mine}`,
      hash,
      passkey.credential,
      session.hash,
      now,
      session.expiresAt,
    ),
    store.statement(
      `INSERT INTO changes (at, at_ms, who, phone, action, subject) SELECT ?3, ?4, person, ?5, 'passkey-added', person ${mine}`,
      hash,
      passkey.credential,
      isoInZone(now),
      now,
      passkey.name,
    ),
  ])
  return taken.changes === 1
}

export interface StoredPasskey {
  /** The credential's id, as the browser names it. */
  credential: string
  person: Person
  phone: string
  publicKey: string
  counter: number
  transports: string[]
  /** When this passkey and this person may sign in again, ms; 0 while under the hourly limits. */
  limitedUntil: number
}

/** The hour a moment falls in, as sign-ins are counted. */
const hourOf = (now: number) => Math.floor(now / HOUR_MS)

/** When a count of `count` sign-ins in hour `hour` allows the next, or 0 when it allows one now. */
const nextAllowed = (hour: number, count: number, limit: number, now: number) => (hour === hourOf(now) && count >= limit ? (hour + 1) * HOUR_MS : 0)

export async function readPasskey(store: Store, id: string, now: number): Promise<StoredPasskey | null> {
  const row = await store.first<
    Person & {
      phone: string
      publicKey: string
      counter: number
      transports: string
      keyHour: number
      keyCount: number
      personHour: number
      personCount: number
    }
  >(
    `SELECT passkeys.name AS phone, public_key AS publicKey, counter, transports, people.id, people.role, people.name,
            passkeys.sign_in_hour AS keyHour, passkeys.sign_ins AS keyCount, people.sign_in_hour AS personHour, people.sign_ins AS personCount
       FROM passkeys JOIN people ON people.id = passkeys.person WHERE passkeys.id = ?`,
    id,
  )
  if (!row) return null
  const { phone, publicKey, counter, transports, keyHour, keyCount, personHour, personCount, ...person } = row
  const limitedUntil = Math.max(
    nextAllowed(keyHour, keyCount, MAX_SIGN_INS_PER_HOUR.passkey, now),
    nextAllowed(personHour, personCount, MAX_SIGN_INS_PER_HOUR.person, now),
  )
  return { credential: id, person, phone, publicKey, counter, transports: JSON.parse(transports) as string[], limitedUntil }
}

/** Names already given to a person's phones, to number a second "iPhone". */
export const phoneNames = async (store: Store, person: string) =>
  (await store.all<{ name: string }>("SELECT name FROM passkeys WHERE person = ?", person)).map((row) => row.name)

export const passkeyExists = async (store: Store, id: string) => (await store.first("SELECT 1 AS found FROM passkeys WHERE id = ?", id)) !== null

export type SignInOutcome = "signed-in" | "limited" | "answered-before"

/**
 * Signs a phone in with a checked passkey answer, in one transaction: it is
 * counted against the passkey's and the person's hourly limits, its
 * challenge is spent, and a session starts, ending the person's oldest
 * beyond MAX_SESSIONS. Each statement after the first acts only if the one
 * before it did for this request, so "limited" (an hourly limit reached,
 * perhaps by another phone a moment earlier, or the passkey revoked
 * meanwhile) and "answered-before" (the same answer sent again) write
 * nothing.
 */
export async function signIn(
  store: Store,
  passkey: StoredPasskey,
  challenge: string,
  counter: number,
  session: { hash: string; expiresAt: number },
  now: number,
): Promise<SignInOutcome> {
  const request = crypto.randomUUID()
  const hour = hourOf(now)
  const underLimit = (limit: number) => `(sign_in_hour <> ?2 OR sign_ins < ${limit})`
  const count = "sign_ins = CASE WHEN sign_in_hour = ?2 THEN sign_ins + 1 ELSE 1 END, sign_in_hour = ?2, sign_in_request = ?3"
  const spentHere = "EXISTS (SELECT 1 FROM spent_challenges WHERE challenge = ?2 AND request = ?3)"
  const [counted, , spent] = await store.transaction([
    // Counted only under both limits and for a challenge not answered before, so a refusal writes nothing.
    store.statement(
      `UPDATE passkeys SET ${count} WHERE id = ?1 AND ${underLimit(MAX_SIGN_INS_PER_HOUR.passkey)}
          AND (SELECT ${underLimit(MAX_SIGN_INS_PER_HOUR.person)} FROM people WHERE people.id = passkeys.person)
          AND NOT EXISTS (SELECT 1 FROM spent_challenges WHERE challenge = ?4)`,
      passkey.credential,
      hour,
      request,
      challenge,
    ),
    store.statement(
      `UPDATE people SET ${count} WHERE id = (SELECT person FROM passkeys WHERE id = ?1 AND sign_in_request = ?3)`,
      passkey.credential,
      hour,
      request,
    ),
    store.statement(
      `INSERT INTO spent_challenges (challenge, request, expires_at) SELECT ?2, ?3, ?4
        WHERE EXISTS (SELECT 1 FROM people WHERE id = ?1 AND sign_in_request = ?3) ON CONFLICT (challenge) DO NOTHING`,
      passkey.person.id,
      challenge,
      request,
      now + CHALLENGE_SECONDS * 1000,
    ),
    store.statement(`UPDATE passkeys SET counter = ?4 WHERE id = ?1 AND ?4 > counter AND ${spentHere}`, passkey.credential, challenge, request, counter),
    store.statement(
      `INSERT INTO sessions (hash, person, passkey, created_at, expires_at) SELECT ?4, person, id, ?5, ?6 FROM passkeys WHERE id = ?1 AND ${spentHere}`,
      passkey.credential,
      challenge,
      request,
      session.hash,
      now,
      session.expiresAt,
    ),
    store.statement(
      `DELETE FROM sessions WHERE person = ?1 AND ${spentHere}
          AND hash NOT IN (SELECT hash FROM sessions WHERE person = ?1 ORDER BY created_at DESC, hash LIMIT ${MAX_SESSIONS})`,
      passkey.person.id,
      challenge,
      request,
    ),
    store.statement(
      `INSERT INTO changes (at, at_ms, who, phone, action, subject) SELECT ?4, ?5, person, name, 'sign-in', person FROM passkeys WHERE id = ?1 AND ${spentHere}`,
      passkey.credential,
      challenge,
      request,
      isoInZone(now),
      now,
    ),
  ])
  if (spent.changes === 1) return "signed-in"
  if (counted.changes === 1) return "answered-before"
  // Not counted: the challenge was answered before, or a limit was reached (perhaps by another phone a moment earlier).
  return (await store.first("SELECT 1 AS found FROM spent_challenges WHERE challenge = ?", challenge)) ? "answered-before" : "limited"
}

/** Ends this phone's session and records it; the caller has checked the session. */
export async function signOut(store: Store, signedInAs: SignedIn, now: number): Promise<void> {
  await store.transaction([
    store.statement("DELETE FROM sessions WHERE hash = ?", signedInAs.session),
    store.statement(
      "INSERT INTO changes (at, at_ms, who, phone, action, subject) VALUES (?, ?, ?, ?, 'sign-out', ?)",
      isoInZone(now),
      now,
      signedInAs.id,
      signedInAs.phone,
      signedInAs.id,
    ),
  ])
}
