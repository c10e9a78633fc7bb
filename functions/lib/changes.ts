/**
 * The record of changes, as the owner reads it on /status/: every sign-in
 * and sign-out, invitation, withdrawal, revoke and status change, with who,
 * when, from which phone, and the old and new value, in the order they
 * happened, a page at a time. Kept a year and a bit, across one season to
 * the next.
 */
import type { ChangeEntry, ChangesPage } from "../../src/shared/status/api"
import { isoInZone } from "../../src/shared/status/until"
import type { SignedIn } from "./sign-ins"
import type { Store } from "./store"

const CHANGES_PAGE_SIZE = 50
const KEPT_MS = 400 * 86_400_000

interface Row {
  id: number
  at: string
  who: string
  phone: string | null
  action: ChangeEntry["action"]
  subject: string
  old: string | null
  new: string | null
}

/** One page of changes, newest first, before the change with id `before` (all when null). */
export async function readChanges(store: Store, before: number | null): Promise<ChangesPage> {
  const rows = await store.all<Row>(
    "SELECT id, at, who, phone, action, subject, old, new FROM changes WHERE id < ? ORDER BY id DESC LIMIT ?",
    before ?? Number.MAX_SAFE_INTEGER,
    CHANGES_PAGE_SIZE + 1,
  )
  const page = rows.slice(0, CHANGES_PAGE_SIZE)
  return {
    changes: page.map(
      (row) => ({ ...row, old: row.old === null ? null : JSON.parse(row.old), new: row.new === null ? null : JSON.parse(row.new) }) as ChangeEntry,
    ),
    older: rows.length > CHANGES_PAGE_SIZE ? page[page.length - 1].id : null,
  }
}

/** The statement that records what the owner (or anyone signed in) did, with `old` and `new` kept as JSON. */
export function recordStatement(
  store: Store,
  by: SignedIn,
  action: ChangeEntry["action"],
  subject: string,
  old: unknown,
  now: number,
  value: unknown = null,
): D1PreparedStatement {
  return store.statement(
    "INSERT INTO changes (at, at_ms, who, phone, action, subject, old, new) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    isoInZone(now),
    now,
    by.id,
    by.phone,
    action,
    subject,
    old === null ? null : JSON.stringify(old),
    value === null ? null : JSON.stringify(value),
  )
}

/** Drops changes older than the record keeps; reads only the rows it drops (ids follow time). */
export const forgetOldChanges = (store: Store, now: number) =>
  store.statement("DELETE FROM changes WHERE id < (SELECT id FROM changes WHERE at_ms >= ? ORDER BY id LIMIT 1)", now - KEPT_MS)
