/**
 * What Cloudflare hands the site's functions, typed once. The bindings are
 * declared in wrangler.toml (the store) and set as secrets by the owner
 * (docs/deploy.md); `npm run preview` and the tests give local ones.
 */
export interface Env {
  /** Trackers' statuses, sign-ins, invitations and the record of changes (./store.ts). */
  STATUS: KVNamespace
  /** The built site (public/), to read the roster the build wrote (./roster.ts). */
  ASSETS: Fetcher
  /** Signs the one-time challenges of a passkey sign-in (./challenge.ts): a random string of 32 characters or more. */
  AUTH_SECRET?: string
  /** The editor's GitHub sign-in (functions/api/cms/): the OAuth app's id and secret. */
  GITHUB_CLIENT_ID?: string
  GITHUB_CLIENT_SECRET?: string
  /**
   * The SHA-256 (hex) of the token the deploy workflow sends to publish and
   * clear a roster refusal (functions/api/roster-report.ts). The token itself
   * is a secret of the GitHub repository; a copy of this one signs nothing.
   */
  ROSTER_REPORT_TOKEN_SHA256?: string
}

export type Handler = PagesFunction<Env>
