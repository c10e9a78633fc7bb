/**
 * Before and after every /api/ request, in order. answered: a failing handler
 * answers 503 with a sentence, never a stack, and every answer gets the
 * security headers (`_headers` reach only files). oneVisitorAtATime: each
 * visitor's allowance (./lib/visitors.ts), checked before the store is asked
 * anything. fromOwnPages: a write comes from the site's own pages (Origin),
 * or to a route that takes a bearer token, which no browser attaches itself.
 * openStore: the store, in step with the deployed roster (./lib/roster.ts),
 * and the request's moment. Each route adds its own guards (./lib/guards.ts).
 */
import { ROSTER_REPORT_API } from "../src/shared/roster-report"
import { TEST_HEADERS } from "../src/shared/status/api"
import type { Handler } from "./lib/env"
import { API_HEADERS, problem } from "./lib/http"
import { agreeWithRoster } from "./lib/roster"
import { Store } from "./lib/store"
import { meterRows, requestTime } from "./lib/test-hooks"
import { VISITOR_WINDOW_SECONDS, visitorOf } from "./lib/visitors"

const READS = new Set(["GET", "HEAD"])

/** Routes whose writes are authorised by a bearer token, never by a session cookie. */
const TOKEN_ROUTES: ReadonlySet<string> = new Set([ROSTER_REPORT_API])

const answered: Handler = async ({ request, env, data, next }) => {
  let response: Response
  try {
    response = await next()
  } catch (error) {
    console.error(error)
    response = problem(503, "The status service is not answering right now. Try again in a minute.")
  }
  const answer = new Response(request.method === "HEAD" ? null : response.body, response)
  for (const [name, value] of Object.entries(API_HEADERS)) if (!answer.headers.has(name)) answer.headers.set(name, value)
  if (meterRows(request, env)) answer.headers.set(TEST_HEADERS.rows, `read=${data.store?.rows.read ?? 0}; written=${data.store?.rows.written ?? 0}`)
  return answer
}

const oneVisitorAtATime: Handler = async ({ request, env, next }) => {
  const { success } = await env.VISITORS.limit({ key: visitorOf(request) })
  if (success) return next()
  return problem(429, "Too many requests from this connection. Wait a minute, then try again.", { "Retry-After": String(VISITOR_WINDOW_SECONDS) })
}

const fromOwnPages: Handler = async ({ request, next }) => {
  const url = new URL(request.url)
  if (READS.has(request.method) || request.headers.get("Origin") === url.origin || TOKEN_ROUTES.has(url.pathname)) return next()
  return problem(403, "Changes are accepted only from the site's own pages.")
}

const openStore: Handler = async ({ request, env, data, next }) => {
  data.now = requestTime(request, env)
  data.store = new Store(env.STORE, (store) => agreeWithRoster(env, request, store, data.now))
  return next()
}

export const MIDDLEWARE: readonly Handler[] = [answered, oneVisitorAtATime, fromOwnPages, openStore]
