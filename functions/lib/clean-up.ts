/**
 * What the store no longer needs, cleared on the Worker's schedule
 * (wrangler.toml, `triggers`) rather than as a side effect of somebody's
 * sign-in or invitation: answered challenges past their cookie's life,
 * sessions and invitations past their end, changes older than the record
 * keeps, hunters' requests a week after they end, and refused numbers at
 * the end of their refusal. Each reads only the rows it removes.
 */
import { NOT_GENUINE_DAYS, REQUEST_KEPT_DAYS } from "../../src/shared/requests/api"
import { forgetOldChanges } from "./changes"
import type { Store } from "./store"

const DAY_MS = 86_400_000

export async function cleanUp(store: Store, now: number): Promise<void> {
  const requestsKept = now - REQUEST_KEPT_DAYS * DAY_MS
  await store.transaction([
    store.statement("DELETE FROM spent_challenges WHERE expires_at <= ?", now),
    store.statement("DELETE FROM sessions WHERE expires_at <= ?", now),
    store.statement("DELETE FROM invitations WHERE expires_at <= ?", now),
    forgetOldChanges(store, now),
    // Hunters' requests, everything about them, a week after they ended.
    store.statement("DELETE FROM request_recipients WHERE request IN (SELECT id FROM requests WHERE ends_at <= ?)", requestsKept),
    store.statement("DELETE FROM requests WHERE ends_at <= ?", requestsKept),
    // A number marked "not genuine", once its refusal is over: off the list, and out of the owner's record.
    store.statement("DELETE FROM refused_numbers WHERE until <= ?", now),
    store.statement(
      "UPDATE changes SET new = json_remove(new, '$.number') WHERE action = 'not-genuine' AND at_ms <= ? AND json_type(new, '$.number') IS NOT NULL",
      now - NOT_GENUINE_DAYS * DAY_MS,
    ),
  ])
}
