/**
 * The editor's GitHub sign-in across GitHub's own site: /api/cms/auth sends
 * the sign-in window to GitHub with a one-time state in a cookie, GitHub
 * sends it back to /api/cms/callback from its own host name, and the state
 * must still be there. GitHub is stood in for by a small server on
 * loopback under another host name (`localhost`, while the site is
 * `127.0.0.1`: two sites to the browser), reached through the functions'
 * test-only GitHub origin (functions/lib/test-hooks.ts).
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import { expect, test, type Page } from "@playwright/test"
import { startHost, type Host } from "../test-support/host"

const CLIENT = { id: "test-client-id", secret: "test-client-secret" }
const CODE = "code-from-github"
const TOKEN = "token-for-the-editor"
/** What GitHub says when it refuses a code, with markup in it: the callback must hand it over as text. */
const REFUSAL = { code: "code-github-refuses", description: "The code </script><script>document.title='run'</script> is not valid." }

let github: http.Server
let githubOrigin: string
let host: Host
/** What the site sent to GitHub's token endpoint. */
const exchanges: Record<string, string>[] = []

test.beforeAll(async () => {
  github = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost")
    if (url.pathname === "/login/oauth/authorize" && request.method === "GET") {
      // GitHub's page asking the editor to agree: a form on GitHub's own host.
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
      return response.end(
        `<!doctype html><title>Authorize</title><form method="post"><input type="hidden" name="back" value="${url.searchParams.get("redirect_uri")}"><input type="hidden" name="state" value="${url.searchParams.get("state")}"><button>Authorize</button><button name="code" value="${REFUSAL.code}">Authorize with a stale code</button></form>`,
      )
    }
    if (url.pathname === "/login/oauth/authorize" && request.method === "POST") {
      // Once the editor agrees, GitHub sends the window back to the site, from its own host.
      let body = ""
      request.on("data", (chunk) => (body += chunk))
      request.on("end", () => {
        const form = new URLSearchParams(body)
        const back = new URL(form.get("back") ?? "")
        back.searchParams.set("code", form.get("code") ?? CODE)
        back.searchParams.set("state", form.get("state") ?? "")
        response.writeHead(302, { Location: back.toString() })
        response.end()
      })
      return
    }
    if (url.pathname === "/login/oauth/access_token" && request.method === "POST") {
      let body = ""
      request.on("data", (chunk) => (body += chunk))
      request.on("end", () => {
        const exchange = JSON.parse(body) as Record<string, string>
        exchanges.push(exchange)
        response.writeHead(200, { "Content-Type": "application/json" })
        // GitHub answers a refused code with 200 and an error, as its OAuth documentation shows.
        if (exchange.code === REFUSAL.code) return response.end(JSON.stringify({ error: "bad_verification_code", error_description: REFUSAL.description }))
        response.end(JSON.stringify({ access_token: TOKEN, token_type: "bearer", scope: "repo" }))
      })
      return
    }
    response.writeHead(404)
    response.end()
  })
  await new Promise<void>((resolve) => github.listen(0, "127.0.0.1", resolve))
  githubOrigin = `http://localhost:${(github.address() as AddressInfo).port}`
  host = await startHost(undefined, { bindings: { GITHUB_CLIENT_ID: CLIENT.id, GITHUB_CLIENT_SECRET: CLIENT.secret, TEST_GITHUB_ORIGIN: githubOrigin } })
})

test.afterAll(async () => {
  await host?.close()
  await new Promise((resolve) => github?.close(resolve))
})

test("comes back from GitHub's host with its state, and the code is exchanged for a token", async ({ page }) => {
  const hosts: string[] = []
  page.on("request", (request) => request.isNavigationRequest() && hosts.push(new URL(request.url()).host))
  await page.goto(`${host.origin}/api/cms/auth`)
  await page.getByRole("button", { name: "Authorize", exact: true }).click()
  await expect(page.getByText("Signed in. This window closes by itself.")).toBeVisible()
  // The window went to the stand-in's host and was sent back from its page, across sites.
  expect(hosts.map((each) => each.split(":")[0])).toEqual(["127.0.0.1", "localhost", "localhost", "127.0.0.1"])
  expect(exchanges).toEqual([{ client_id: CLIENT.id, client_secret: CLIENT.secret, code: CODE }])
})

/**
 * Signs in as Decap's editor does, from /admin/ (whose opener policy lets its sign-in window keep it as its opener
 * across GitHub's host): opens the sign-in window, answers its first message, taps `button` on GitHub's page and
 * resolves to what the editor was told, and any policy refusal in the window.
 */
async function signInFromEditor(page: Page, button: string): Promise<{ told: string[]; refused: string[] }> {
  await page.goto(`${host.origin}/admin/`)
  const told = page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const received: string[] = []
        window.addEventListener("message", (event: MessageEvent<string>) => {
          received.push(event.data)
          if (event.data === "authorizing:github") (event.source as Window).postMessage(event.data, event.origin)
          else resolve(received)
        })
        window.open("/api/cms/auth")
      }),
  )
  const popup = await page.waitForEvent("popup")
  const refused: string[] = []
  popup.on("console", (message) => /Content Security Policy/.test(message.text()) && refused.push(message.text()))
  await popup.getByRole("button", { name: button, exact: true }).click()
  return { told: await told, refused }
}

test("hands the token to the editor window that opened the sign-in, its script allowed by the answer's own policy", async ({ page }) => {
  const { told, refused } = await signInFromEditor(page, "Authorize")
  expect(told).toEqual(["authorizing:github", `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`])
  expect(refused).toEqual([])
})

test("hands GitHub's refusal to the editor that opened it, as text, whatever markup it holds", async ({ page }) => {
  const { told, refused } = await signInFromEditor(page, "Authorize with a stale code")
  expect(told).toEqual(["authorizing:github", `authorization:github:error:${JSON.stringify({ message: REFUSAL.description })}`])
  expect(refused).toEqual([])
})

test("refuses a callback the editor did not start", async ({ page }) => {
  const response = await page.goto(`${host.origin}/api/cms/callback?code=${CODE}&state=${"x".repeat(43)}`)
  expect(response?.status()).toBe(400)
  await expect(page.getByText(/not the one the editor started/)).toBeVisible()
})
