/**
 * The report of a refused roster change (functions/api/roster-report.ts) on
 * Cloudflare's own local runtime, with a fresh local store: the deploy
 * workflow publishes it with its token (a request with no Origin, as a
 * workflow's is) and clears it after a good deploy; anyone reads it; every
 * other write is refused and changes nothing. The editor's banner that
 * shows it: e2e/admin.spec.ts.
 */
import { createHash, randomBytes } from "node:crypto"
import { expect, test } from "@playwright/test"
import { ROSTER_REPORT_API, type RosterReport } from "../src/shared/roster-report"
import { startHost, type Host } from "../test-support/host"

const TOKEN = randomBytes(32).toString("base64url")
const REPORT: RosterReport = {
  refusedAt: "2026-11-23T21:15:00.000Z",
  commit: "0123456789abcdef0123456789abcdef01234567",
  problems: [
    {
      file: "data/trackers/ron-vanderkolk.json",
      field: "phone",
      message: "(810) 555-0142 is also the number of Wes Haskell (data/trackers/wes-haskell.json).",
    },
  ],
}

let host: Host
let url: string

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  host = await startHost(undefined, { bindings: { ROSTER_REPORT_TOKEN_SHA256: createHash("sha256").update(TOKEN).digest("hex") } })
  url = `${host.origin}${ROSTER_REPORT_API}`
})
test.afterAll(async () => {
  await host?.close()
})

const write = (method: "PUT" | "DELETE", { token, body, origin }: { token?: string; body?: string; origin?: string } = {}) =>
  fetch(url, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { "Content-Type": "application/json" } : {}),
      ...(origin ? { Origin: origin } : {}),
    },
    body,
  })

test("answers 204 while no change has been refused", async () => {
  const response = await fetch(url)
  expect(response.status).toBe(204)
  expect(response.headers.get("cache-control")).toBe("no-store")
})

test("keeps the report the workflow sends with its token, and hands it to anyone, uncached, with the functions' security headers", async () => {
  const put = await write("PUT", { token: TOKEN, body: JSON.stringify(REPORT) })
  expect(put.status).toBe(200)
  const response = await fetch(url)
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual(REPORT)
  expect(response.headers.get("cache-control")).toBe("no-store")
  expect(response.headers.get("x-content-type-options")).toBe("nosniff")
  expect(response.headers.get("content-security-policy")).toContain("default-src 'none'")
})

test("refuses a write without the token, with another token, from another site or malformed, and changes nothing", async () => {
  const body = JSON.stringify({ ...REPORT, commit: "fedcba9" })
  const refusals = [
    { why: "no token", response: await write("PUT", { body }), status: 401 },
    { why: "another token", response: await write("PUT", { token: randomBytes(32).toString("base64url"), body }), status: 401 },
    { why: "a delete without the token", response: await write("DELETE"), status: 401 },
    { why: "another site's page, without the token", response: await write("PUT", { body, origin: "https://evil.example" }), status: 401 },
    { why: "no problems", response: await write("PUT", { token: TOKEN, body: JSON.stringify({ ...REPORT, problems: [] }) }), status: 400 },
    { why: "a field it does not take", response: await write("PUT", { token: TOKEN, body: JSON.stringify({ ...REPORT, token: TOKEN }) }), status: 400 },
    { why: "not JSON", response: await write("PUT", { token: TOKEN, body: "{" }), status: 400 },
  ]
  for (const { why, response, status } of refusals) {
    expect({ why, status: response.status }).toEqual({ why, status })
    expect((await response.json()).error).toEqual(expect.any(String))
  }
  expect(await (await fetch(url)).json()).toEqual(REPORT)
})

test("is cleared by the workflow's delete after a good deploy", async () => {
  expect((await write("DELETE", { token: TOKEN })).status).toBe(204)
  expect((await fetch(url)).status).toBe(204)
})
