/**
 * What the status screen is told about the person signed in on the phone:
 * who they are, with which phone, what hunters see of them now (the live
 * status, and the built one the pages fall back to), and what they may do.
 */
import type { LiveStatus, Me } from "../../src/shared/status/api"
import { isStatus } from "../../src/shared/status/availability"
import { untilChoicesAt } from "../../src/shared/status/until"
import type { Env } from "./env"
import { listed } from "./roster"
import type { Person } from "./sign-ins"
import { readSettings, settingsView } from "./settings"
import { readStatus } from "./statuses"
import type { Store } from "./store"

/** A built status in the shape of a live one, when it is one the site knows. */
export function builtStatus(status: { status: string; until?: string | null; updatedAt: string } | null | undefined): LiveStatus | null {
  return status && isStatus(status.status) ? { status: status.status, until: status.until ?? null, updatedAt: status.updatedAt } : null
}

export async function describe(store: Store, env: Env, request: Request, person: Person & { phone: string; passkey: string }, now: number): Promise<Me> {
  const tracker = person.role === "tracker"
  const takesRequests = tracker && Boolean(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
  const [status, entry, phones, subscribed, settings] = await Promise.all([
    tracker ? readStatus(store, person.id) : null,
    tracker ? listed(env, request, person.id) : null,
    store.first<{ count: number }>("SELECT count(*) AS count FROM passkeys WHERE person = ?", person.id),
    takesRequests ? store.first("SELECT 1 AS found FROM push_phones WHERE passkey = ?", person.passkey) : null,
    takesRequests ? readSettings(store, person.id) : null,
  ])
  return {
    signedIn: true,
    id: person.id,
    role: person.role,
    name: person.name,
    phone: person.phone,
    status,
    built: builtStatus(entry?.availability),
    untilChoices: untilChoicesAt(now),
    passkeys: phones?.count ?? 0,
    push: takesRequests ? { key: env.VAPID_PUBLIC_KEY!, thisPhone: subscribed !== null, settings: settingsView(settings?.get(person.id)) } : null,
  }
}
