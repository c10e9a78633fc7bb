/**
 * The form sent with scripting on: its fields as the JSON the service reads
 * (the same names the plain form posts, src/shared/requests/api.ts), and
 * what came back. A weak signal can hold an answer for a long time; past
 * SEND_TIMEOUT_MS the hunter is given the group text and the call list.
 */
import { REQUEST_API, type RequestForm, type Sign } from "../../shared/requests/api"

export type SendOutcome = { kind: "sent"; key: string } | { kind: "refused"; status: number; message: string | null } | { kind: "unreachable" }

const SEND_TIMEOUT_MS = 20_000

/** The form's fields, by their names. */
export function formValues(form: HTMLFormElement): RequestForm {
  const data = new FormData(form)
  const text = (name: keyof RequestForm) => {
    const value = data.get(name)
    return typeof value === "string" ? value : ""
  }
  return {
    latitude: text("latitude"),
    longitude: text("longitude"),
    accuracy: text("accuracy"),
    county: text("county"),
    place: text("place"),
    hitAt: text("hitAt"),
    signs: data.getAll("signs").filter((sign): sign is Sign => typeof sign === "string"),
    note: text("note"),
    name: text("name"),
    phone: text("phone"),
    consent: text("consent"),
  }
}

/** Sends the request; never throws. */
export async function sendRequest(values: RequestForm): Promise<SendOutcome> {
  try {
    const response = await fetch(REQUEST_API.send, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(values),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    const body = (await response.json().catch(() => null)) as { key?: unknown; error?: unknown } | null
    if (response.ok && typeof body?.key === "string") return { kind: "sent", key: body.key }
    return { kind: "refused", status: response.status, message: typeof body?.error === "string" ? body.error : null }
  } catch {
    return { kind: "unreachable" }
  }
}
