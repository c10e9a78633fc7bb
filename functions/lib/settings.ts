/**
 * A tracker's settings for hunters' requests (one for all their phones):
 * how far they travel and their quiet hours, as the status screen sends
 * them (RequestSettings) and as the store and the choice of recipients
 * keep them (minutes after midnight on Michigan's clock).
 */
import type { RequestSettings } from "../../src/shared/requests/api"
import type { Checked } from "../../src/shared/status/api"
import type { StoredSettings } from "./recipients"
import type { Store } from "./store"

/** The miles a tracker may name: a short drive to a long one. */
export const REACH_MILES = { min: 5, max: 150 } as const

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/
const minutesOf = (clock: string) => {
  const [, hours, minutes] = CLOCK.exec(clock)!
  return Number(hours) * 60 + Number(minutes)
}
const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`

export function checkSettings(body: Record<string, unknown>): Checked<StoredSettings> {
  const { reach, quiet } = body as Partial<RequestSettings>
  let miles: number | null
  if (reach?.kind === "counties") miles = null
  else if (reach?.kind === "miles" && Number.isInteger(reach.miles) && reach.miles >= REACH_MILES.min && reach.miles <= REACH_MILES.max) miles = reach.miles
  else return { ok: false, message: `Say how far you travel: ${REACH_MILES.min} to ${REACH_MILES.max} miles from your base town, or the counties you serve.` }
  if (quiet === null || quiet === undefined) return { ok: true, value: { miles, quietFrom: null, quietUntil: null } }
  if (typeof quiet !== "object" || !CLOCK.test(String(quiet.from)) || !CLOCK.test(String(quiet.until)))
    return { ok: false, message: "Give quiet hours as two times, like 22:00 to 06:00, or none." }
  return { ok: true, value: { miles, quietFrom: minutesOf(quiet.from), quietUntil: minutesOf(quiet.until) } }
}

/** As the status screen shows them; null when the tracker has none yet. */
export function settingsView(stored: StoredSettings | undefined): RequestSettings | null {
  if (!stored) return null
  return {
    reach: stored.miles === null ? { kind: "counties" } : { kind: "miles", miles: stored.miles },
    quiet: stored.quietFrom === null || stored.quietUntil === null ? null : { from: clockOf(stored.quietFrom), until: clockOf(stored.quietUntil) },
  }
}

export async function readSettings(store: Store, person?: string): Promise<Map<string, StoredSettings>> {
  const rows = await store.all<StoredSettings & { person: string }>(
    `SELECT person, miles, quiet_from AS quietFrom, quiet_until AS quietUntil FROM request_settings${person ? " WHERE person = ?" : ""}`,
    ...(person ? [person] : []),
  )
  return new Map(rows.map(({ person: who, ...settings }) => [who, settings]))
}

export async function saveSettings(store: Store, person: string, settings: StoredSettings): Promise<void> {
  await store.run(
    `INSERT INTO request_settings (person, miles, quiet_from, quiet_until) VALUES (?, ?, ?, ?)
       ON CONFLICT (person) DO UPDATE SET miles = excluded.miles, quiet_from = excluded.quiet_from, quiet_until = excluded.quiet_until`,
    person,
    settings.miles,
    settings.quietFrom,
    settings.quietUntil,
  )
}
