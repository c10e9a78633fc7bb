/**
 * Who a request comes from, for the allowance each visitor has (the
 * rate-limiting binding VISITORS, wrangler.toml): the address Cloudflare
 * saw. An IPv6 address counts as its /64, the block one phone or one home
 * is given, so a visitor cannot step around the allowance by changing the
 * last half of the address.
 */
import ipaddr from "ipaddr.js"

/** The binding's window: its allowance is per minute (wrangler.toml, `period`). */
export const VISITOR_WINDOW_SECONDS = 60

export function visitorOf(request: Request): string {
  const address = request.headers.get("CF-Connecting-IP") ?? ""
  if (!ipaddr.isValid(address)) return "unknown"
  const parsed = ipaddr.process(address)
  if (parsed.kind() === "ipv4") return parsed.toString()
  return `${(parsed as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":")}::/64`
}

/** What a request keeps of its visitor, to count their requests: a keyed hash (AUTH_SECRET), never the address. */
export async function visitorKey(request: Request, env: { AUTH_SECRET?: string }): Promise<string> {
  if (!env.AUTH_SECRET) throw new Error("AUTH_SECRET is not set: a request's visitor cannot be counted.")
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(env.AUTH_SECRET), { name: "HMAC", hash: "SHA-256" }, false, ["sign"])
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`visitor:${visitorOf(request)}`))
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, "0")).join("")
}
