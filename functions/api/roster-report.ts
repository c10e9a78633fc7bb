/**
 * The latest roster change the site refused (src/shared/roster-report.ts).
 * GET: the report, or 204; public, since it holds the content check's words
 * about files public in the repository, and the editor reads it before
 * signing in. PUT and DELETE: the deploy workflow, with `Authorization:
 * Bearer <token>` checked against ROSTER_REPORT_TOKEN_SHA256 (the site keeps
 * only the token's hash). These carry no Origin, so the middleware lets a
 * token-bearing write through (../middleware.ts). Each refusal is in
 * docs/deploy.md.
 */
import { checkRosterReport, type RosterReport } from "../../src/shared/roster-report"
import type { Env, Handler } from "../lib/env"
import { json, problem, readJson } from "../lib/http"
import { hashSecret } from "../lib/secrets"

const BEARER = /^Bearer ([\x21-\x7e]{1,200})$/

/** Equal strings of hex, compared in a time that does not tell how much of them matched. */
function sameHash(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}

/** null when the request carries the workflow's token, else the refusal to send. */
async function refusedWriter(request: Request, env: Env): Promise<Response | null> {
  const expected = env.ROSTER_REPORT_TOKEN_SHA256?.trim().toLowerCase()
  if (!expected || !/^[0-9a-f]{64}$/.test(expected))
    return problem(503, "Roster reports are not set up on this site yet (the owner sets ROSTER_REPORT_TOKEN_SHA256, docs/deploy.md).")
  const token = BEARER.exec(request.headers.get("Authorization") ?? "")?.[1]
  if (!token || !sameHash(await hashSecret(token), expected))
    return problem(401, "Only the deploy workflow, with its token, can change the roster report.", { "WWW-Authenticate": "Bearer" })
  return null
}

export const onRequestGet: Handler = async ({ data }) => {
  const row = await data.store.first<{ body: string }>("SELECT body FROM roster_report WHERE id = 1")
  return row ? json(JSON.parse(row.body) as RosterReport) : new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } })
}

export const onRequestPut: Handler = async ({ request, env, data }) => {
  const refused = await refusedWriter(request, env)
  if (refused) return refused
  const body = await readJson(request)
  if (!body.ok) return problem(body.status ?? 400, body.message)
  const report = checkRosterReport(body.value)
  if (!report.ok) return problem(400, report.message)
  await data.store.run("INSERT INTO roster_report (id, body) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET body = excluded.body", JSON.stringify(report.value))
  return json(report.value)
}

export const onRequestDelete: Handler = async ({ request, env, data }) => {
  const refused = await refusedWriter(request, env)
  if (refused) return refused
  await data.store.run("DELETE FROM roster_report WHERE id = 1")
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } })
}
