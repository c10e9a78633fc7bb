/**
 * GET /api/cms/callback?code&state: GitHub sends the editor's sign-in window
 * back here. With the state checked, the code is exchanged for a token
 * (server to GitHub, with the app's secret, which never reaches a browser),
 * and the window hands the token to the editor that opened it, the way
 * Decap CMS expects ("authorizing:github", then
 * "authorization:github:success:{...}"), to that window's own origin only.
 */
import { EDITOR_SIGN_IN, signInResultText } from "../../../src/shared/editor-sign-in"
import type { Env, Handler } from "../../lib/env"
import { cookie, problem, setCookie } from "../../lib/http"
import { githubOrigin } from "../../lib/test-hooks"
import { OAUTH_STATE_COOKIE } from "./auth"

/**
 * The page that hands the result to the editor window: the result in a data
 * block, and the build's script for it (src/browser/inline/editor-sign-in.ts),
 * inline and allowed by the hash of the bytes served.
 */
async function handOver(result: "success" | "error", content: Record<string, string>, origin: string, env: Env): Promise<Response> {
  const built = await env.ASSETS.fetch(new URL(EDITOR_SIGN_IN.script, origin))
  if (!built.ok) return problem(500, "The editor's sign-in page is missing from this deploy. Build and deploy the site again.")
  const script = await built.text()
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script))
  const hash = btoa(String.fromCharCode(...new Uint8Array(digest)))
  const data = signInResultText({ origin, message: `authorization:github:${result}:${JSON.stringify(content)}` })
  const text = result === "success" ? "Signed in. This window closes by itself." : "The sign-in did not work. Close this window and try again."
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Editor sign-in</title><p>${text}</p><script type="application/json" id="${EDITOR_SIGN_IN.result}">${data}</script><script>${script}</script></html>`
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `default-src 'none'; script-src 'sha256-${hash}'; frame-ancestors 'none'; base-uri 'none'`,
      "Cache-Control": "no-store",
      "Set-Cookie": setCookie(OAUTH_STATE_COOKIE, "", 0, "Lax"),
    },
  })
}

export const onRequestGet: Handler = async ({ request, env }) => {
  const url = new URL(request.url)
  const code = url.searchParams.get("code")
  const state = url.searchParams.get("state")
  if (!code || !state || state !== cookie(request, OAUTH_STATE_COOKIE))
    return problem(400, "This sign-in link is not the one the editor started. Close the window and sign in again.")
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return problem(503, "The editor's GitHub sign-in is not set up yet.")
  const exchange = await fetch(new URL("/login/oauth/access_token", githubOrigin(request, env)), {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json", "User-Agent": "thumb-area-deer-trackers" },
    body: JSON.stringify({ client_id: env.GITHUB_CLIENT_ID, client_secret: env.GITHUB_CLIENT_SECRET, code }),
  })
  const answer = (await exchange.json().catch(() => ({}))) as { access_token?: string; error_description?: string }
  if (!exchange.ok || !answer.access_token) return handOver("error", { message: answer.error_description ?? "GitHub did not sign you in." }, url.origin, env)
  return handOver("success", { token: answer.access_token, provider: "github" }, url.origin, env)
}
