/**
 * The built site as the live host serves it, for the tests: Cloudflare's
 * own local runtime (./platform.ts, `wrangler dev`) applying
 * the generated `_headers` and `_redirects` and running the site's
 * functions, on a fresh local store. In front of it a small proxy lets a
 * test see each request as it arrives and make chosen paths fail with a
 * server error, as a host on a bad day does; everything else passes through
 * untouched (compression, ETags and 304s are the runtime's own).
 */
import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import { parseHeadersFile, type HeaderRule } from "../src/shared/host/headers-file"
import { parseRedirectsFile, type RedirectRule } from "../src/shared/host/redirects-file"
import { startPlatformOnFreePorts, type Platform } from "./platform"
import { PUBLIC_DIR } from "./weight"

export interface HostOptions {
  /** Paths the host answers with 500 instead of the file (a download that fails). */
  failing?: (requestPath: string) => boolean
  /** Called with the path of each request, as it arrives. */
  onRequest?: (requestPath: string) => void
  /** The port to listen on; any free one when absent. */
  port?: number
  /** Further variables for the site's functions (./platform.ts). */
  bindings?: Readonly<Record<string, string>>
  /**
   * One runtime for every host of this process that serves `root` and shares:
   * each host is still a new origin (its own port), so no offline worker or
   * cache is left from another, without the runtime's start (about 2 s) each time.
   */
  shared?: boolean
}

export interface Host {
  origin: string
  /** Where the local store is kept (for `npm run owner-invite -- --local`). */
  stateDir: string
  headerRules: HeaderRule[]
  redirectRules: RedirectRule[]
  close: () => Promise<void>
}

export function readRules(root = PUBLIC_DIR): { headerRules: HeaderRule[]; redirectRules: RedirectRule[] } {
  return {
    headerRules: parseHeadersFile(fs.readFileSync(path.join(root, "_headers"), "utf8")),
    redirectRules: parseRedirectsFile(fs.readFileSync(path.join(root, "_redirects"), "utf8")),
  }
}

interface Runtime {
  platform: Platform
  stateDir: string
}

async function ownRuntime(root: string, bindings?: Readonly<Record<string, string>>): Promise<Runtime> {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), "deer-platform-"))
  const platform = await startPlatformOnFreePorts({ dir: root, persistTo: stateDir, bindings })
  return { platform, stateDir }
}

async function stopRuntime({ platform, stateDir }: Runtime): Promise<void> {
  await platform.close()
  fs.rmSync(stateDir, { recursive: true, force: true })
}

const sharedRuntimes = new Map<string, Promise<Runtime>>()

function sharedRuntime(root: string): Promise<Runtime> {
  let runtime = sharedRuntimes.get(root)
  if (!runtime) {
    runtime = ownRuntime(root)
    sharedRuntimes.set(root, runtime)
    // Stopped with the process: the runtime runs in a process group of its own (./platform.ts).
    void runtime.then((started) =>
      process.once("exit", () => {
        try {
          process.kill(-started.platform.process.pid!, "SIGTERM")
        } catch {
          // Already stopped.
        }
        fs.rmSync(started.stateDir, { recursive: true, force: true })
      }),
    )
  }
  return runtime
}

/**
 * Stops the runtimes shared so far, for a spec done with them: idle, each
 * still takes a few percent of a core (its bundler watches the functions'
 * files), for as long as the test worker lives.
 */
export async function stopSharedRuntimes(): Promise<void> {
  const runtimes = [...sharedRuntimes.values()]
  sharedRuntimes.clear()
  await Promise.all(runtimes.map(async (runtime) => stopRuntime(await runtime)))
}

/** Serves `root` (public/, or a copy of it standing in for a later deploy). */
export async function startHost(
  root = PUBLIC_DIR,
  { failing = () => false, onRequest, port: wanted = 0, bindings, shared = false }: HostOptions = {},
): Promise<Host> {
  const { platform, stateDir } = await (shared ? sharedRuntime(root) : ownRuntime(root, bindings))
  const upstream = new URL(platform.origin)
  const server = http.createServer((request, response) => {
    const requestPath = decodeURIComponent(new URL(request.url ?? "/", "http://host").pathname)
    onRequest?.(requestPath)
    if (failing(requestPath)) {
      response.writeHead(500, { "content-type": "text/plain" })
      return response.end("Internal Server Error")
    }
    const forwarded = http.request(
      // A connection of its own each time: one kept open from an earlier request may have been closed by the
      // runtime, and a request sent on it fails (a 502 here, and a page that never starts its app).
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: request.headers, agent: false },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    forwarded.on("error", () => {
      if (!response.headersSent) response.writeHead(502)
      response.end()
    })
    request.pipe(forwarded)
  })
  // Node closes an idle connection after 5 s; a browser sending on it just then gets an empty answer. Cloudflare keeps it far longer.
  server.keepAliveTimeout = 120_000
  await new Promise<void>((resolve) => server.listen(wanted, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    stateDir,
    ...readRules(root),
    // Drops open keep-alive connections too, so a closed host is really unreachable; closing twice is harmless.
    close: async () => {
      await new Promise<void>((resolve) => {
        if (!server.listening) return resolve()
        server.close(() => resolve())
        server.closeAllConnections()
      })
      if (!shared) await stopRuntime({ platform, stateDir })
    },
  }
}
