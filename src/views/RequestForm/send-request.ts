/**
 * The form sent with scripting on: its fields as the JSON the service reads
 * (the same names the plain form posts, src/shared/requests/api.ts), and
 * what came back. A weak signal can hold an answer for a long time; past
 * SEND_TIMEOUT_MS the hunter is given the group text and the call list.
 */
import { REQUEST_API, REQUEST_PAGES, type RequestForm, type Sign } from "../../shared/requests/api"
import { REQUEST_KEY_PARAMETER } from "../../shared/requests/page"

export type SendOutcome =
  | { kind: "sent"; key: string }
  /** Sent, but no tracker near takes requests: nobody will answer it. */
  | { kind: "nobody" }
  | { kind: "refused"; status: number; message: string | null }
  | { kind: "unreachable" }

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
      // Where the phone's browser has no timeout signal (Safari before 16), it waits as long as the browser does.
      signal: typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(SEND_TIMEOUT_MS) : undefined,
    })
    const body = (await response.json().catch(() => null)) as { key?: unknown; reached?: unknown; error?: unknown } | null
    if (response.ok && typeof body?.key === "string")
      return Array.isArray(body.reached) && body.reached.length === 0 ? { kind: "nobody" } : { kind: "sent", key: body.key }
    return { kind: "refused", status: response.status, message: typeof body?.error === "string" ? body.error : null }
  } catch {
    return { kind: "unreachable" }
  }
}

/** Opens the request's page: a full load, since the service fills it in and it runs no app. */
export function openRequestPage(key: string): void {
  window.location.assign(`${REQUEST_PAGES.sent}?${REQUEST_KEY_PARAMETER}=${encodeURIComponent(key)}`)
}
