/**
 * What the store no longer needs, cleared on the Worker's schedule
 * (wrangler.toml, `triggers`) rather than as a side effect of somebody's
 * sign-in or invitation: answered challenges past their cookie's life,
 * sessions and invitations past their end, and changes older than the
 * record keeps. Each delete reads only the rows it removes (indexed by
 * their end).
 */
import { forgetOldChanges } from "./changes"
import type { Store } from "./store"

export async function cleanUp(store: Store, now: number): Promise<void> {
  await store.transaction([
    store.statement("DELETE FROM spent_challenges WHERE expires_at <= ?", now),
    store.statement("DELETE FROM sessions WHERE expires_at <= ?", now),
    store.statement("DELETE FROM invitations WHERE expires_at <= ?", now),
    forgetOldChanges(store, now),
  ])
}
