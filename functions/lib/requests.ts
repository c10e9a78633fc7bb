/**
 * Hunters' requests in the store. Every "once" is one conditional statement
 * in a transaction: a request is written only under the hourly limits (per
 * visitor, per number, statewide) and for a number not refused; an answer
 * is taken only while the request is open, numbered in the order the store
 * took it; "handled" happens once. Everything about a request is cleared
 * REQUEST_KEPT_DAYS after it ends (./clean-up.ts).
 */
import { e164 } from "../../src/shared/phone"
import {
  NOT_GENUINE_DAYS,
  REQUEST_OPEN_HOURS,
  REQUESTS_PER_VISITOR_PER_HOUR,
  REQUESTS_STATEWIDE_PER_HOUR,
  type HunterView,
  type RequestState,
  type Sign,
  type TrackerAnswer,
  type TrackerView,
} from "../../src/shared/requests/api"
import { isoInZone } from "../../src/shared/status/until"
import type { NewRequest } from "./request-form"
import type { Recipient } from "./recipients"
import type { SignedIn } from "./sign-ins"
import type { Store } from "./store"

const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000

interface RequestRow {
  id: string
  createdAt: number
  endsAt: number
  handledAt: number | null
  hunterName: string
  hunterPhone: string
  latitude: number | null
  longitude: number | null
  accuracy: number | null
  county: string | null
  place: string | null
  hitAt: string
  signs: string
  note: string
  version: number
}

const REQUEST_COLUMNS = `id, created_at AS createdAt, ends_at AS endsAt, handled_at AS handledAt, hunter_name AS hunterName, hunter_phone AS hunterPhone,
  latitude, longitude, accuracy, county, place, hit_at AS hitAt, signs, note, version`

export const stateOf = (row: Pick<RequestRow, "handledAt" | "endsAt">, now: number): RequestState =>
  row.handledAt !== null ? "handled" : row.endsAt <= now ? "ended" : "open"

export type Refusal = "refused-number" | "visitor" | "number" | "statewide"

/** Writes a request and whom it goes to, under the limits; the refusal when it was not written. */
export async function storeRequest(
  store: Store,
  request: NewRequest & { id: string; keyHash: string; visitor: string },
  recipients: readonly Recipient[],
  now: number,
): Promise<Refusal | null> {
  const hourAgo = now - HOUR_MS
  const [written] = await store.transaction([
    store.statement(
      `INSERT INTO requests (id, key_hash, created_at, ends_at, visitor, hunter_name, hunter_phone, latitude, longitude, accuracy, county, place, hit_at, signs, note, version)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, 1
          WHERE NOT EXISTS (SELECT 1 FROM refused_numbers WHERE phone = ?7 AND until > ?3)
            AND (SELECT count(*) FROM requests WHERE visitor = ?5 AND created_at > ?16) < ?17
            AND (SELECT count(*) FROM requests WHERE hunter_phone = ?7 AND created_at > ?16) < ?17
            AND (SELECT count(*) FROM requests WHERE created_at > ?16) < ?18`,
      request.id,
      request.keyHash,
      now,
      now + REQUEST_OPEN_HOURS * HOUR_MS,
      request.visitor,
      request.hunterName,
      request.hunterPhone,
      request.position?.latitude ?? null,
      request.position?.longitude ?? null,
      request.position?.accuracy ?? null,
      request.county,
      request.place,
      request.hitAt,
      JSON.stringify(request.signs),
      request.note,
      hourAgo,
      REQUESTS_PER_VISITOR_PER_HOUR,
      REQUESTS_STATEWIDE_PER_HOUR,
    ),
    store.statement(
      `INSERT INTO request_recipients (request, tracker, name, phone, miles, direction)
         SELECT ?1, json_extract(value, '$.slug'), json_extract(value, '$.name'), json_extract(value, '$.phone'), json_extract(value, '$.miles'), json_extract(value, '$.direction')
           FROM json_each(?2) WHERE EXISTS (SELECT 1 FROM requests WHERE id = ?1)`,
      request.id,
      JSON.stringify(recipients.map(({ slug, name, phone, miles, direction }) => ({ slug, name, phone, miles, direction }))),
    ),
  ])
  if (written.changes === 1) return null
  const [refused, visitor, number] = await Promise.all([
    store.first("SELECT 1 AS found FROM refused_numbers WHERE phone = ? AND until > ?", request.hunterPhone, now),
    store.first<{ count: number }>("SELECT count(*) AS count FROM requests WHERE visitor = ? AND created_at > ?", request.visitor, hourAgo),
    store.first<{ count: number }>("SELECT count(*) AS count FROM requests WHERE hunter_phone = ? AND created_at > ?", request.hunterPhone, hourAgo),
  ])
  if (refused) return "refused-number"
  if ((visitor?.count ?? 0) >= REQUESTS_PER_VISITOR_PER_HOUR) return "visitor"
  if ((number?.count ?? 0) >= REQUESTS_PER_VISITOR_PER_HOUR) return "number"
  return "statewide"
}

/** Takes off a request the trackers its pushes never reached (every phone of theirs gone or failing). */
export async function forgetUnreached(store: Store, id: string, unreached: readonly string[]): Promise<void> {
  if (unreached.length === 0) return
  await store.run("DELETE FROM request_recipients WHERE request = ? AND tracker IN (SELECT value FROM json_each(?))", id, JSON.stringify(unreached))
}

interface RecipientRow {
  tracker: string
  name: string
  phone: string
  miles: number
  direction: string
  answer: TrackerAnswer | null
  etaMinutes: number | null
  answeredAt: number | null
  answerOrder: number | null
}

const recipientsOf = (store: Store, id: string) =>
  store.all<RecipientRow>(
    `SELECT tracker, name, phone, miles, direction, answer, eta_minutes AS etaMinutes, answered_at AS answeredAt, answer_order AS answerOrder
       FROM request_recipients WHERE request = ? ORDER BY miles`,
    id,
  )

/** Where the hunter said the deer was hit: what their page's call list is ordered from. */
export type RequestShot = Pick<RequestRow, "latitude" | "longitude" | "county">

/** The hunter's view of their request and its shot, by the SHA-256 of their key; null when there is none (any more). */
export async function hunterRequest(store: Store, keyHash: string, now: number): Promise<{ view: HunterView; shot: RequestShot } | null> {
  const request = await store.first<RequestRow>(`SELECT ${REQUEST_COLUMNS} FROM requests WHERE key_hash = ?`, keyHash)
  if (!request) return null
  const recipients = await recipientsOf(store, request.id)
  const view: HunterView = {
    state: stateOf(request, now),
    endsAt: isoInZone(request.endsAt),
    reached: recipients.map(({ tracker, name, miles }) => ({ slug: tracker, name, miles: Math.round(miles) })),
    offers: recipients
      .filter((recipient) => recipient.answer === "offer")
      .sort((a, b) => (a.answerOrder ?? 0) - (b.answerOrder ?? 0))
      .map((recipient) => ({
        slug: recipient.tracker,
        name: recipient.name,
        phone: e164(recipient.phone),
        etaMinutes: recipient.etaMinutes,
        at: isoInZone(recipient.answeredAt ?? now),
      })),
    version: request.version,
  }
  return { view, shot: { latitude: request.latitude, longitude: request.longitude, county: request.county } }
}

/** The hunter's view of their request alone. */
export const hunterView = async (store: Store, keyHash: string, now: number): Promise<HunterView | null> =>
  (await hunterRequest(store, keyHash, now))?.view ?? null

/** The request's version, by the hunter's key hash: one row, for the page waiting on news. */
export const requestVersion = async (store: Store, keyHash: string) =>
  (await store.first<{ version: number }>("SELECT version FROM requests WHERE key_hash = ?", keyHash))?.version ?? null

/** Marks a request handled, once, while open; the request and its recipients when it was this call that did it. */
export async function markHandled(store: Store, keyHash: string, now: number): Promise<{ id: string; recipients: string[] } | "not-open" | null> {
  const [marked] = await store.transaction([
    store.statement(
      "UPDATE requests SET handled_at = ?2, version = version + 1 WHERE key_hash = ?1 AND handled_at IS NULL AND ends_at > ?2 RETURNING id",
      keyHash,
      now,
    ),
  ])
  const id = (marked.results[0] as { id?: string } | undefined)?.id
  if (!id) return (await store.first("SELECT 1 AS found FROM requests WHERE key_hash = ?", keyHash)) ? "not-open" : null
  return { id, recipients: (await store.all<{ tracker: string }>("SELECT tracker FROM request_recipients WHERE request = ?", id)).map((row) => row.tracker) }
}

/** The request as a tracker it reached sees it; null when it was not sent to them (or is gone). */
export async function trackerView(store: Store, id: string, tracker: string, now: number): Promise<TrackerView | null> {
  const [request, recipients] = await Promise.all([
    store.first<RequestRow>(`SELECT ${REQUEST_COLUMNS} FROM requests WHERE id = ?`, id),
    recipientsOf(store, id),
  ])
  const mine = recipients.find((recipient) => recipient.tracker === tracker)
  if (!request || !mine) return null
  const offered = mine.answer === "offer"
  return {
    id,
    state: stateOf(request, now),
    endsAt: isoInZone(request.endsAt),
    miles: Math.round(mine.miles),
    direction: mine.direction,
    county: request.county,
    place: request.place,
    hitAt: request.hitAt,
    signs: JSON.parse(request.signs) as Sign[],
    note: request.note,
    answer: mine.answer,
    offers: recipients.filter((recipient) => recipient.answer === "offer").length,
    hunter: offered
      ? {
          name: request.hunterName,
          phone: e164(request.hunterPhone),
          shotSite:
            request.latitude !== null && request.longitude !== null
              ? { latitude: request.latitude, longitude: request.longitude, accuracy: request.accuracy }
              : null,
        }
      : null,
  }
}

export type AnswerOutcome = "taken" | "not-open" | "not-yours" | "already-offered"

/**
 * A tracker's answer, taken once the store checks the request is open and
 * theirs: an offer is numbered after every offer before it and bumps the
 * hunter's page; "not genuine" also refuses the number for NOT_GENUINE_DAYS
 * and puts it on the owner's record. An offer cannot be taken back here
 * (the tracker calls the hunter instead).
 */
export async function answerRequest(
  store: Store,
  by: SignedIn,
  id: string,
  answer: TrackerAnswer,
  etaMinutes: number | null,
  now: number,
): Promise<AnswerOutcome> {
  const request = crypto.randomUUID()
  const mine = "FROM request_recipients WHERE request = ?1 AND tracker = ?2 AND answer_request = ?3"
  const [taken] = await store.transaction([
    store.statement(
      `UPDATE request_recipients SET answer = ?4, eta_minutes = ?5, answered_at = ?6, answer_request = ?3,
              answer_order = (SELECT coalesce(max(answer_order), 0) + 1 FROM request_recipients WHERE request = ?1)
        WHERE request = ?1 AND tracker = ?2 AND (answer IS NULL OR answer = 'decline')
          AND EXISTS (SELECT 1 FROM requests WHERE id = ?1 AND handled_at IS NULL AND ends_at > ?6)`,
      id,
      by.id,
      request,
      answer,
      answer === "offer" ? etaMinutes : null,
      now,
    ),
    store.statement(`UPDATE requests SET version = version + 1 WHERE id = ?1 AND EXISTS (SELECT 1 ${mine} AND answer = 'offer')`, id, by.id, request),
    store.statement(
      `INSERT INTO refused_numbers (phone, until, marked_by, marked_at) SELECT hunter_phone, ?4, ?2, ?5 FROM requests
         WHERE id = ?1 AND EXISTS (SELECT 1 ${mine} AND answer = 'not-genuine')
       ON CONFLICT (phone) DO UPDATE SET until = excluded.until, marked_by = excluded.marked_by, marked_at = excluded.marked_at`,
      id,
      by.id,
      request,
      now + NOT_GENUINE_DAYS * DAY_MS,
      now,
    ),
    store.statement(
      `INSERT INTO changes (at, at_ms, who, phone, action, subject, new)
         SELECT ?4, ?5, ?2, ?6, 'not-genuine', ?2, json_object('number', hunter_phone, 'until', ?7) FROM requests
          WHERE id = ?1 AND EXISTS (SELECT 1 ${mine} AND answer = 'not-genuine')`,
      id,
      by.id,
      request,
      isoInZone(now),
      now,
      by.phone,
      isoInZone(now + NOT_GENUINE_DAYS * DAY_MS),
    ),
  ])
  if (taken.changes === 1) return "taken"
  const row = await store.first<{ answer: string | null; handledAt: number | null; endsAt: number }>(
    `SELECT answer, handled_at AS handledAt, ends_at AS endsAt FROM request_recipients JOIN requests ON requests.id = request_recipients.request
      WHERE request = ? AND tracker = ?`,
    id,
    by.id,
  )
  if (!row) return "not-yours"
  if (stateOf(row, now) !== "open") return "not-open"
  return "already-offered"
}

/** A request's details a push needs, and each recipient's phones, by id. */
export async function pushTargets(store: Store, id: string, trackers: readonly string[]) {
  const [request, phones] = await Promise.all([
    store.first<RequestRow>(`SELECT ${REQUEST_COLUMNS} FROM requests WHERE id = ?`, id),
    store.all<{ person: string; passkey: string; endpoint: string; p256dh: string; auth: string }>(
      "SELECT person, passkey, endpoint, p256dh, auth FROM push_phones WHERE person IN (SELECT value FROM json_each(?))",
      JSON.stringify(trackers),
    ),
  ])
  return { request, phones }
}

/** The numbers marked "not genuine" and still refused, for the owner. */
export const refusedNumbers = (store: Store, now: number) =>
  store.all<{ phone: string; until: number; by: string }>(
    "SELECT phone, until, marked_by AS by FROM refused_numbers WHERE until > ? ORDER BY marked_at DESC",
    now,
  )
