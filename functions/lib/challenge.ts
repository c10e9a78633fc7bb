/**
 * The one-time challenge a passkey signs. It is handed to the phone in a
 * short-lived cookie signed with the site's AUTH_SECRET, rather than kept
 * in the store: asking for a challenge costs the store nothing, so nobody
 * can use up its daily writes by asking again and again. Once answered,
 * the store remembers it until it would have expired (./sign-ins.ts,
 * signIn), so the same answer cannot sign a phone in twice.
 */
import { cookie, setCookie } from "./http"
import { base64url, fromBase64url } from "./secrets"

const CHALLENGE_COOKIE = "__Host-challenge"
/** Long enough to find the phone's passkey prompt and answer it. */
export const CHALLENGE_SECONDS = 300

async function key(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"])
}

/** The cookie that carries a new challenge to the answer. */
export async function challengeCookie(secret: string, challenge: string, now: number): Promise<string> {
  const payload = `${challenge}.${now + CHALLENGE_SECONDS * 1000}`
  const mac = await crypto.subtle.sign("HMAC", await key(secret), new TextEncoder().encode(payload))
  return setCookie(CHALLENGE_COOKIE, `${payload}.${base64url(new Uint8Array(mac))}`, CHALLENGE_SECONDS)
}

/** The challenge this phone was given, if the cookie is ours and still fresh. */
export async function issuedChallenge(request: Request, secret: string, now: number): Promise<string | null> {
  const [challenge, expires, mac] = (cookie(request, CHALLENGE_COOKIE) ?? "").split(".")
  if (!challenge || !expires || !mac || !(Number(expires) > now)) return null
  try {
    const valid = await crypto.subtle.verify("HMAC", await key(secret), fromBase64url(mac), new TextEncoder().encode(`${challenge}.${expires}`))
    return valid ? challenge : null
  } catch {
    return null
  }
}

/** Clears the challenge once used. */
export const spentChallenge = () => setCookie(CHALLENGE_COOKIE, "", 0)
