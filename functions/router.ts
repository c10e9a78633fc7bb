/**
 * Which handler answers which address the Worker runs for (/api/, and a
 * hunter's request page, REQUEST_PAGES.sent): one module per route
 * (functions/api/), each exporting a handler or a chain of guards and a
 * handler per method (`onRequestGet`, `onRequestPost`, …), run after the
 * service's own middleware (./middleware.ts). A method the route does not
 * have is 405 with the ones it has; `HEAD` is the route's `GET` without its
 * body; an address no route has is 404.
 */
import { ROSTER_REPORT_API } from "../src/shared/roster-report"
import { STATUS_API } from "../src/shared/status/api"
import { REQUEST_API, REQUEST_PAGES } from "../src/shared/requests/api"
import * as cmsAuth from "./api/cms/auth"
import * as cmsCallback from "./api/cms/callback"
import * as me from "./api/me"
import * as audit from "./api/owner/audit"
import * as invite from "./api/owner/invite"
import * as revoke from "./api/owner/revoke"
import * as register from "./api/passkey/register"
import * as registerOptions from "./api/passkey/register-options"
import * as signIn from "./api/passkey/sign-in"
import * as signInOptions from "./api/passkey/sign-in-options"
import * as pushPhone from "./api/push/phone"
import * as pushSettings from "./api/push/settings"
import * as pushTest from "./api/push/send-test"
import * as requestAnswer from "./api/requests/answer"
import * as requestHandled from "./api/requests/handled"
import * as requestHunter from "./api/requests/hunter"
import * as requestPage from "./api/requests/page"
import * as requestSend from "./api/requests/send"
import * as requestTracker from "./api/requests/tracker"
import * as rosterReport from "./api/roster-report"
import * as signOut from "./api/sign-out"
import * as status from "./api/status"
import type { Context, Handler } from "./lib/env"
import { problem } from "./lib/http"

type Chain = Handler | readonly Handler[]

/** What a route module exports: a handler, or guards then a handler, per method. */
interface RouteModule {
  onRequestGet?: Chain
  onRequestPost?: Chain
  onRequestPut?: Chain
  onRequestDelete?: Chain
}

const ROUTES: Readonly<Record<string, RouteModule>> = {
  [STATUS_API.status]: status,
  [STATUS_API.me]: me,
  [STATUS_API.signOut]: signOut,
  [STATUS_API.passkey.registerOptions]: registerOptions,
  [STATUS_API.passkey.register]: register,
  [STATUS_API.passkey.signInOptions]: signInOptions,
  [STATUS_API.passkey.signIn]: signIn,
  [STATUS_API.owner.invite]: invite,
  [STATUS_API.owner.revoke]: revoke,
  [STATUS_API.owner.audit]: audit,
  [ROSTER_REPORT_API]: rosterReport,
  [REQUEST_API.send]: requestSend,
  [REQUEST_API.hunter]: requestHunter,
  [REQUEST_API.handled]: requestHandled,
  [REQUEST_API.tracker]: requestTracker,
  [REQUEST_API.answer]: requestAnswer,
  [REQUEST_PAGES.sent]: requestPage,
  [REQUEST_API.phone]: pushPhone,
  [REQUEST_API.settings]: pushSettings,
  [REQUEST_API.test]: pushTest,
  "/api/cms/auth": cmsAuth,
  "/api/cms/callback": cmsCallback,
}

const METHODS = { GET: "onRequestGet", POST: "onRequestPost", PUT: "onRequestPut", DELETE: "onRequestDelete" } as const

/** Runs handlers in order: each may answer, or hand on with `context.next()`. */
export function runChain(handlers: readonly Handler[], context: Omit<Context, "next">): Promise<Response> {
  const step = (index: number): Promise<Response> => {
    const handler = handlers[index]
    if (!handler) return Promise.reject(new Error("The last handler of a route called next()."))
    return handler({ ...context, next: () => step(index + 1) })
  }
  return step(0)
}

/** The route's handlers for the request's method, or the refusal to send. */
export function routeOf(request: Request): readonly Handler[] | Response {
  const route = ROUTES[new URL(request.url).pathname]
  if (!route) return problem(404, "There is nothing at this address.")
  const method = request.method === "HEAD" ? "GET" : request.method
  const chain = method in METHODS ? route[METHODS[method as keyof typeof METHODS]] : undefined
  if (!chain) {
    const allowed = Object.entries(METHODS).flatMap(([name, key]) => (route[key] ? (name === "GET" ? ["GET", "HEAD"] : [name]) : []))
    return problem(405, `This address answers ${allowed.join(", ")}.`, { Allow: allowed.join(", ") })
  }
  return Array.isArray(chain) ? chain : [chain as Handler]
}
