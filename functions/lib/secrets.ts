/**
 * Random secrets and what the store keeps of them: a secret (a session, an
 * invitation link) is handed to the phone once, and only its SHA-256 is
 * stored, so a copy of the store signs nobody in.
 */

export function base64url(bytes: Uint8Array): string {
  let binary = ""
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")
}

export function fromBase64url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/** 32 random bytes, base64url: 256 bits nobody guesses. */
export function newSecret(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)))
}

/** What the store keeps of a secret. */
export async function hashSecret(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(secret))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("")
}

/** A secret has this shape; anything else is refused before the store is asked. */
export const looksLikeSecret = (value: unknown): value is string => typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value)
