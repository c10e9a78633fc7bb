/**
 * What the status screen is told about the person signed in on the phone:
 * who they are, what hunters see of them now, and what they may do.
 */
import type { LiveStatus } from "../../src/status/api"
import { untilChoicesAt, type UntilChoice } from "../../src/status/until"
import { live, readStatus, type Role, type User } from "./store"

export interface Me {
  id: string
  role: Role
  name: string
  /** A tracker's current status as stored (null before their first change). */
  status: LiveStatus | null
  /** The end times that can be picked now. */
  untilChoices: UntilChoice[]
  passkeys: number
}

export async function describe(kv: KVNamespace, user: User, now: number): Promise<Me> {
  const record = user.role === "tracker" ? await readStatus(kv, user.id) : null
  return { id: user.id, role: user.role, name: user.name, status: record ? live(record) : null, untilChoices: untilChoicesAt(now), passkeys: user.passkeys.length }
}
