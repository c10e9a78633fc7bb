/**
 * Before and after every function under /api/:
 * - a write must come from the site's own pages (its Origin), so another
 *   site cannot post to it with a signed-in tracker's cookie. The one
 *   exception is a route that takes no cookie but a bearer token (the
 *   deploy workflow's roster report, which that function checks): a
 *   browser never attaches the token by itself, so a forged request cannot
 *   carry it, and the workflow, not being a browser, sends no Origin;
 * - a function that fails answers 503 with a sentence, never a stack, and
 *   the pages carry on with the statuses they were built with;
 * - every answer gets the security headers (Cloudflare's `_headers` reach
 *   only files), unless the function set its own.
 */
import { ROSTER_REPORT_API } from "../../src/roster/report"
import type { Handler } from "../lib/env"
import { API_HEADERS, problem } from "../lib/http"

const READS = new Set(["GET", "HEAD"])

/** Routes whose writes are authorised by a bearer token, never by a session cookie. */
const TOKEN_ROUTES: ReadonlySet<string> = new Set([ROSTER_REPORT_API])

const fromOwnPages = (request: Request) => request.headers.get("Origin") === new URL(request.url).origin
const byToken = (request: Request) => TOKEN_ROUTES.has(new URL(request.url).pathname)

export const onRequest: Handler = async ({ request, next }) => {
  let response: Response
  if (!READS.has(request.method) && !fromOwnPages(request) && !byToken(request)) {
    response = problem(403, "Changes are accepted only from the site's own pages.")
  } else {
    try {
      response = await next()
    } catch (error) {
      console.error(error)
      response = problem(503, "The status service is not answering right now. Try again in a minute.")
    }
  }
  const answer = new Response(response.body, response)
  for (const [name, value] of Object.entries(API_HEADERS)) if (!answer.headers.has(name)) answer.headers.set(name, value)
  return answer
}
