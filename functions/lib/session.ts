/**
 * Who is signed in on this phone: a session cookie, made at a passkey
 * sign-in and good for 90 days, so a tracker signs in once a season. The
 * store keeps the session under the cookie's hash and lists it on the
 * user, so the owner's "revoke" ends it at once.
 */
import { cookie, setCookie } from "./http"
import { hashSecret, looksLikeSecret, newSecret } from "./secrets"
import { SESSION_SECONDS, deleteSession, readSession, readUser, writeSession, writeUser, type User } from "./store"

/** `__Host-`: the browser keeps it only if it is Secure, for this host alone, on every path. */
const SESSION_COOKIE = "__Host-session"

/** The signed-in user, or null (no cookie, an expired or revoked session). */
export async function signedInUser(request: Request, kv: KVNamespace): Promise<User | null> {
  const secret = cookie(request, SESSION_COOKIE)
  if (!looksLikeSecret(secret)) return null
  const hash = await hashSecret(secret)
  const session = await readSession(kv, hash)
  if (!session) return null
  const user = await readUser(kv, session.user)
  return user && user.sessions.includes(hash) ? user : null
}

/** Starts a session for a user; returns the Set-Cookie header for the answer. */
export async function startSession(kv: KVNamespace, user: User, now: number): Promise<string> {
  const secret = newSecret()
  const hash = await hashSecret(secret)
  await writeSession(kv, hash, { user: user.id, createdAt: now })
  // Sessions that expired by themselves are dropped from the list as new ones are added.
  const alive = (await Promise.all(user.sessions.map(async (existing) => ((await readSession(kv, existing)) ? existing : null)))).filter((existing): existing is string => existing !== null)
  await writeUser(kv, { ...user, sessions: [...alive, hash] })
  return setCookie(SESSION_COOKIE, secret, SESSION_SECONDS)
}

/** Ends this phone's session; returns the Set-Cookie header that clears the cookie. */
export async function endSession(request: Request, kv: KVNamespace): Promise<string> {
  const secret = cookie(request, SESSION_COOKIE)
  if (looksLikeSecret(secret)) {
    const hash = await hashSecret(secret)
    const session = await readSession(kv, hash)
    await deleteSession(kv, hash)
    const user = session ? await readUser(kv, session.user) : null
    if (user) await writeUser(kv, { ...user, sessions: user.sessions.filter((existing) => existing !== hash) })
  }
  return setCookie(SESSION_COOKIE, "", 0)
}
