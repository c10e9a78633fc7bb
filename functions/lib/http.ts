/**
 * Answers of the site's functions. Cloudflare applies `_headers` only to
 * files, so every function answer gets its security headers in the
 * middleware (functions/middleware.ts); errors are JSON with a
 * sentence a person can act on.
 */
import type { Checked } from "../../src/shared/status/api"

/** On every answer of a function: nothing to run, nothing to frame, nothing cached unless a handler says so. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Resource-Policy": "same-origin",
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers)
  headers.set("Content-Type", "application/json; charset=utf-8")
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store")
  return new Response(JSON.stringify(body), { ...init, headers })
}

/** A refusal: the status code and what to do about it. */
export function problem(status: number, message: string, headers?: HeadersInit): Response {
  return json({ error: message }, { status, headers })
}

/** The largest body any function reads: a passkey answer is about 1.5 KB. */
const MAX_BODY_BYTES = 8 * 1024

/** The request's JSON body, or the refusal to send (400, or 413 when it is too large). */
export async function readJson(request: Request): Promise<Checked<unknown> & { status?: number }> {
  const type = request.headers.get("Content-Type") ?? ""
  if (!/^application\/json\b/i.test(type)) return { ok: false, message: "Send the body as JSON (Content-Type: application/json)." }
  const declared = Number(request.headers.get("Content-Length") ?? 0)
  if (declared > MAX_BODY_BYTES) return { ok: false, status: 413, message: `The body is too large (at most ${MAX_BODY_BYTES} bytes).` }
  const text = await request.text()
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES)
    return { ok: false, status: 413, message: `The body is too large (at most ${MAX_BODY_BYTES} bytes).` }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, message: "The body is not valid JSON." }
  }
}

/** Whether a body is a plain HTML form's (the hunter's request with scripting off). */
export const isFormPost = (request: Request) => /^application\/x-www-form-urlencoded\b/i.test(request.headers.get("Content-Type") ?? "")

/** A plain form's fields, a name given several times as a list; or the refusal to send (413 when too large). */
export async function readForm(request: Request): Promise<Checked<Record<string, string | string[]>> & { status?: number }> {
  const declared = Number(request.headers.get("Content-Length") ?? 0)
  if (declared > MAX_BODY_BYTES) return { ok: false, status: 413, message: `The form is too large (at most ${MAX_BODY_BYTES} bytes).` }
  const text = await request.text()
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES)
    return { ok: false, status: 413, message: `The form is too large (at most ${MAX_BODY_BYTES} bytes).` }
  const fields: Record<string, string | string[]> = {}
  for (const [name, value] of new URLSearchParams(text)) {
    const earlier = fields[name]
    fields[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value]
  }
  return { ok: true, value: fields }
}

/** A 303 to a page of the site: where a plain form's post lands, so a reload asks for the page, not the post again. */
export const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } })

/** A value of the Cookie header, by name. */
export function cookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=")
    if (key === name) return value.join("=")
  }
  return null
}

/**
 * A cookie only this site reads, only over HTTPS, never to script. Strict:
 * never sent with a request another site starts (which is what stops a
 * forged form from setting a status). Lax: also sent when another site
 * sends the browser here with a plain link or redirect, which is how
 * GitHub hands the editor's sign-in back (functions/api/cms/).
 */
export function setCookie(name: string, value: string, maxAgeSeconds: number, sameSite: "Strict" | "Lax" = "Strict"): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=${sameSite}`
}

/**
 * Whether an If-None-Match header names this ETag: any of a list, weak or
 * strong (Cloudflare weakens an ETag when it compresses the answer, and the
 * browser sends back what it was given).
 */
export function matchesETag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim()
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag
  })
}
