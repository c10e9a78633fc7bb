/** The checks every write starts with, each a clear refusal when it fails. */
import type { Env } from "./env"
import { problem, readJson } from "./http"
import { signedInUser } from "./session"
import type { User } from "./store"

/** The signed-in owner, or the refusal to send. */
export async function owner(request: Request, env: Env): Promise<User | Response> {
  const user = await signedInUser(request, env.STATUS)
  if (!user) return problem(401, "Sign in on the status screen (/status/) first.")
  if (user.role !== "owner") return problem(403, "Only the site's owner can do this.")
  return user
}

/** The secret that signs challenges, or the refusal that says the owner has not set it. */
export function authSecret(env: Env): string | Response {
  const secret = env.AUTH_SECRET
  if (!secret || secret.length < 32) return problem(503, "Sign-in is not set up on this site yet (the owner sets AUTH_SECRET, docs/deploy.md).")
  return secret
}

/** A JSON object body, or the refusal to send. */
export async function objectBody(request: Request): Promise<Record<string, unknown> | Response> {
  const body = await readJson(request)
  if (!body.ok) return problem(400, body.message)
  if (!body.value || typeof body.value !== "object" || Array.isArray(body.value)) return problem(400, "Send a JSON object.")
  return body.value as Record<string, unknown>
}
