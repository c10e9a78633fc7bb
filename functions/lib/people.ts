/**
 * What the status screen is told about the person signed in on the phone:
 * who they are, what hunters see of them now, and what they may do.
 */
import type { Me } from "../../src/status/api"
import { untilChoicesAt } from "../../src/status/until"
import { live, readStatus, type User } from "./store"

export async function describe(kv: KVNamespace, user: User, now: number): Promise<Me> {
  const record = user.role === "tracker" ? await readStatus(kv, user.id) : null
  return { signedIn: true, id: user.id, role: user.role, name: user.name, status: record ? live(record) : null, untilChoices: untilChoicesAt(now), passkeys: user.passkeys.length }
}
