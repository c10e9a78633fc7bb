/**
 * The editor at /admin against a throwaway copy of the content, for browser
 * tests that save through the form: decap-server (as `npm run cms` runs it)
 * over a temporary copy of data/, so the checkout's data/ is never touched;
 * the built public/admin served from "localhost" (Decap uses a local backend
 * only on a local host name) without the production policy; and the admin's
 * requests to the local backend's usual port answered by this server.
 */
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import type { Page } from "@playwright/test"
import { LOCAL_BACKEND_URL } from "../../src/shared/cms-backend"
import { PUBLIC_DIR } from "../../test-support/weight"

const ROOT = path.resolve(__dirname, "../..")

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".css": "text/css",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
}

export interface LocalEditor {
  /** The copy decap-server writes into; its data/ is the content the admin edits. */
  project: string
  /** The admin's address, e.g. http://localhost:41234/admin/. */
  adminUrl: string
  /** Answers the admin's local-backend requests from this decap-server. */
  connect: (page: Page) => Promise<void>
  stop: () => Promise<void>
}

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const probe = http.createServer()
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

async function untilAnswering(api: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`decap-server exited (${server.exitCode}) before answering on ${api}`)
    try {
      const response = await fetch(api, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ action: "info" }) })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`decap-server did not answer on ${api} within 20 s`)
}

function copyOfData(): string {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), "deer-admin-"))
  fs.cpSync(path.join(ROOT, "data"), path.join(project, "data"), { recursive: true })
  return project
}

/** Serves the built public/ as files, nothing else: no headers rules, so no CSP. */
async function servePublic(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://host").pathname)
    const file = path.join(PUBLIC_DIR, pathname.endsWith("/") ? `${pathname}index.html` : pathname)
    if (!file.startsWith(PUBLIC_DIR) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404)
      response.end()
      return
    }
    response.writeHead(200, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" })
    response.end(fs.readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return server
}

/**
 * Starts decap-server over a fresh copy of data/ (or over `project`, a copy
 * of the whole project that a test rebuilds) and a plain server for public/.
 */
export async function startLocalEditor(project = copyOfData()): Promise<LocalEditor> {
  if (!fs.existsSync(path.join(PUBLIC_DIR, "admin", "index.html"))) throw new Error("No public/admin: run `npm run build` first.")
  const port = await freePort()
  const api = `http://127.0.0.1:${port}/api/v1`
  const decapServer = spawn(process.execPath, [path.join(ROOT, "node_modules/decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: project, LOG_LEVEL: "error" },
    stdio: ["ignore", "inherit", "inherit"],
  })
  const files = await servePublic()
  try {
    await untilAnswering(api, decapServer)
  } catch (error) {
    decapServer.kill()
    files.close()
    throw error
  }
  const { port: filesPort } = files.address() as AddressInfo
  return {
    project,
    adminUrl: `http://localhost:${filesPort}/admin/`,
    connect: async (page) => {
      await page.route(LOCAL_BACKEND_URL, async (route) => {
        const response = await route.fetch({ url: api })
        await route.fulfill({ response, headers: { ...response.headers(), "access-control-allow-origin": "*" } })
      })
    },
    stop: async () => {
      decapServer.kill()
      files.closeAllConnections()
      await new Promise((resolve) => files.close(resolve))
      fs.rmSync(project, { recursive: true, force: true })
    },
  }
}
