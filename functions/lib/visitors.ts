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
