/**
 * GET /api/cms/auth: the editor's (Decap CMS, /admin/) "Login with GitHub"
 * window starts here. It is sent to GitHub's OAuth page for the site's own
 * OAuth app, with a one-time `state` kept in a cookie that the callback
 * checks. GitHub sends the window back from its own site, so the cookie is
 * SameSite=Lax: a Strict one would not come back with it. No third-party
 * login service sits in between.
 */
import type { Handler } from "../../lib/env"
import { problem, setCookie } from "../../lib/http"
import { newSecret } from "../../lib/secrets"
import { githubOrigin } from "../../lib/test-hooks"

export const OAUTH_STATE_COOKIE = "__Host-cms-oauth-state"
/** The repository scope lets the editor commit to it; GitHub asks the editor once. */
const OAUTH_SCOPE = "repo"

export const onRequestGet: Handler = async ({ request, env }) => {
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET)
    return problem(503, "The editor's GitHub sign-in is not set up yet (the owner sets GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET, docs/deploy.md).")
  const state = newSecret()
  const authorize = new URL("/login/oauth/authorize", githubOrigin(request, env))
  authorize.searchParams.set("client_id", env.GITHUB_CLIENT_ID)
  authorize.searchParams.set("redirect_uri", new URL("/api/cms/callback", request.url).toString())
  authorize.searchParams.set("scope", OAUTH_SCOPE)
  authorize.searchParams.set("state", state)
  return new Response(null, {
    status: 302,
    headers: { Location: authorize.toString(), "Set-Cookie": setCookie(OAUTH_STATE_COOKIE, state, 600, "Lax"), "Cache-Control": "no-store" },
  })
}
