/**
 * What Cloudflare hands the site's Worker, typed once. The bindings are
 * declared in wrangler.toml (the store, the built files, the visitors'
 * allowance) and set as secrets by the owner (docs/deploy.md); `npm run
 * preview` and the tests give local ones.
 */
import type { SignedIn } from "./sign-ins"
import type { Store } from "./store"

export interface Env {
  /** Statuses, sign-ins, invitations, the record of changes (functions/migrations/). */
  STORE: D1Database
  /** The built site (public/), to read the roster the build wrote (./roster.ts). */
  ASSETS: Fetcher
  /** Each visitor's allowance of /api/ requests (./visitors.ts). */
  VISITORS: RateLimit
  /** Signs the one-time challenges of a passkey sign-in (./challenge.ts): a random string of 32 characters or more. */
  AUTH_SECRET?: string
  /** The editor's GitHub sign-in (functions/api/cms/): the OAuth app's id and secret. */
  GITHUB_CLIENT_ID?: string
  GITHUB_CLIENT_SECRET?: string
  /** The SHA-256 (hex) of the token the deploy workflow sends to publish and clear a roster refusal (functions/api/roster-report.ts). */
  ROSTER_REPORT_TOKEN_SHA256?: string
  /** The site's VAPID key pair (base64url; `npm run vapid-keys`): phones subscribe with the public one, pushes are signed with the private one (./push.ts). */
  VAPID_PUBLIC_KEY?: string
  VAPID_PRIVATE_KEY?: string
  /** Tests only, honoured on loopback alone (./test-hooks.ts): stand-ins for github.com and for a push service, a clock a request may shift, the rows each request used. */
  TEST_GITHUB_ORIGIN?: string
  TEST_PUSH_ORIGIN?: string
  TEST_CLOCK?: string
  TEST_METER_ROWS?: string
}

/** What the middleware (functions/middleware.ts) and the guards (./guards.ts) hand on to a handler. */
export type Data = {
  store: Store
  /** The request's moment, ms (./test-hooks.ts shifts it in tests). */
  now: number
  /** Set by the guards a route asks for. */
  body?: Record<string, unknown>
  signedIn?: SignedIn
  secret?: string
}

/** What each handler of a route is given (functions/router.ts): `next()` runs the route's next handler. */
export interface Context {
  request: Request
  env: Env
  data: Data
  next: () => Promise<Response>
  waitUntil: (promise: Promise<unknown>) => void
}

export type Handler = (context: Context) => Promise<Response>
