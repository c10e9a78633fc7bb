/**
 * The limits the platform applies in front of the site's Worker, as the
 * repository declares them (each once): the Worker's visitors' allowance
 * (wrangler.toml, the VISITORS rate-limiting binding) and the zone's
 * rate-limiting rule the deploy applies (functions/zone-rate-limit.json).
 * Read by the tests that hold the service to them and by the cost table.
 */
import fs from "node:fs"
import path from "node:path"
import { parse } from "smol-toml"

const ROOT = path.resolve(__dirname, "..")

interface WranglerConfig {
  ratelimits?: { name: string; simple: { limit: number; period: number } }[]
}

/** Requests one visitor may make in the binding's window, and the window (seconds). */
export function visitorAllowance(): { limit: number; period: number } {
  const config = parse(fs.readFileSync(path.join(ROOT, "wrangler.toml"), "utf8")) as WranglerConfig
  const binding = config.ratelimits?.find((limit) => limit.name === "VISITORS")
  if (!binding) throw new Error("wrangler.toml declares no VISITORS rate limit.")
  return binding.simple
}

interface ZoneRule {
  ratelimit: { period: number; requests_per_period: number; mitigation_timeout: number }
}

/** The zone's rule: requests an address may make in a period before it is blocked, for how long (seconds). */
export function zoneRule(): ZoneRule["ratelimit"] {
  const { rules } = JSON.parse(fs.readFileSync(path.join(ROOT, "functions", "zone-rate-limit.json"), "utf8")) as { rules: ZoneRule[] }
  return rules[0].ratelimit
}
