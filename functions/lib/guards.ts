/**
 * The checks a route asks for before its handler, each a small Pages
 * middleware (`export const onRequestPost = [signedInOnly, jsonBody, handler]`)
 * that either refuses clearly or hands on what it found in `data`.
 */
import type { Context, Env, Handler } from "./env"
import { problem, readJson } from "./http"
import { signedIn, type SignedIn } from "./sign-ins"

/** Someone signed in on this phone (`data.signedIn`), or 401. */
export const signedInOnly: Handler = async (context) => {
  const person = await signedIn(context.data.store, context.request, context.data.now)
  if (!person) return problem(401, "Sign in on the status screen (/status/) first.")
  context.data.signedIn = person
  return context.next()
}

/** The site's owner, or 403 (after signedInOnly). */
export const ownerOnly: Handler = async (context) => {
  if (person(context).role !== "owner") return problem(403, "Only the site's owner can do this.")
  return context.next()
}

/** The secret that signs challenges (`data.secret`), or 503 while the owner has not set it. */
export const signInSetUp: Handler = async (context) => {
  const secret = context.env.AUTH_SECRET
  if (!secret || secret.length < 32) return problem(503, "Sign-in is not set up on this site yet (the owner sets AUTH_SECRET, docs/deploy.md).")
  context.data.secret = secret
  return context.next()
}

/** Whether the owner has set the Web Push keys (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY): hunters' requests need them. */
export const pushKeysSet = (env: Env) => Boolean(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)

/** Web Push keys set, or 503. */
export const pushSetUp: Handler = async (context) => {
  if (!pushKeysSet(context.env))
    return problem(503, "Requests to every tracker are not set up on this site yet (the owner sets the VAPID keys, docs/deploy.md). Call or text the trackers.")
  return context.next()
}

/** A JSON object body (`data.body`), or 400 (413 when too large). */
export const jsonBody: Handler = async (context) => {
  const body = await readJson(context.request)
  if (!body.ok) return problem(body.status ?? 400, body.message)
  if (!body.value || typeof body.value !== "object" || Array.isArray(body.value)) return problem(400, "Send a JSON object.")
  context.data.body = body.value as Record<string, unknown>
  return context.next()
}

/** What the guards found, for a handler that asked for them. */
export function person(context: Context): SignedIn {
  if (!context.data.signedIn) throw new Error("signedInOnly must run before this handler.")
  return context.data.signedIn
}

export function body(context: Context): Record<string, unknown> {
  if (!context.data.body) throw new Error("jsonBody must run before this handler.")
  return context.data.body
}

export function secret(context: Context): string {
  if (!context.data.secret) throw new Error("signInSetUp must run before this handler.")
  return context.data.secret
}
