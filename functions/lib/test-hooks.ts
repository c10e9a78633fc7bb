/**
 * What the tests may change in the functions, and only on loopback: a
 * request to the live site's host name never reaches these, whatever the
 * variables say, so a stray setting cannot send the GitHub secret elsewhere
 * or move the clock.
 */
import { TEST_HEADERS } from "../../src/shared/status/api"
import type { Env } from "./env"

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"])

const onLoopback = (request: Request) => LOOPBACK.has(new URL(request.url).hostname)

/** The moment of the request: on loopback with TEST_CLOCK set, shifted by the request's clock header (minutes, e.g. to "10:45 PM" or "8 days later"); else the real one. */
export function requestTime(request: Request, env: Env): number {
  const offset = env.TEST_CLOCK === "1" && onLoopback(request) ? Number(request.headers.get(TEST_HEADERS.clock) ?? 0) : 0
  return Date.now() + (Number.isFinite(offset) ? offset * 60_000 : 0)
}

/** github.com, or the tests' stand-in for its OAuth endpoints, itself on loopback. */
export function githubOrigin(request: Request, env: Env): string {
  const standIn = env.TEST_GITHUB_ORIGIN
  if (standIn && onLoopback(request) && LOOPBACK.has(new URL(standIn).hostname)) return new URL(standIn).origin
  return "https://github.com"
}

/** Whether to tell the test how many rows the request read and wrote. */
export const meterRows = (request: Request, env: Env) => env.TEST_METER_ROWS === "1" && onLoopback(request)

/** The host the tests' push subscriptions name (".test" is reserved for testing, RFC 2606): no push service has it. */
export const STAND_IN_PUSH_HOST = "push.stand-in.test"

/**
 * Where a push to `endpoint` is delivered: the tests' stand-in push service
 * on loopback, for a subscription on STAND_IN_PUSH_HOST, when TEST_PUSH_ORIGIN
 * names one and the request is on loopback; null otherwise (the endpoint
 * itself).
 */
export function pushDelivery(request: Request, env: Env, endpoint: URL): string | null {
  const standIn = env.TEST_PUSH_ORIGIN
  if (!standIn || !onLoopback(request) || endpoint.hostname !== STAND_IN_PUSH_HOST || !LOOPBACK.has(new URL(standIn).hostname)) return null
  return new URL(endpoint.pathname, standIn).toString()
}
