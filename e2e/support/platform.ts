/**
 * Cloudflare's own local runtime (`wrangler pages dev`, from the project's
 * dependencies): the built site with its `_headers` and `_redirects`
 * applied and the site's functions (functions/) on a local status store,
 * as the live site runs them. Used by `npm run preview` and the browser
 * tests; never a stand-in for the platform.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import path from "node:path"

const ROOT = path.resolve(__dirname, "../..")

export interface PlatformOptions {
  /** The folder served: public/, or a copy of it standing in for another deploy. */
  dir?: string
  port: number
  /** Where the local store is kept; a fresh folder starts from an empty store. */
  persistTo: string
  /** Print what the runtime logs. */
  verbose?: boolean
  /**
   * The runtime's devtools port. Without one, every runtime takes 9230, so two
   * started at once (the browser tests' two workers) fail with "Address already in use".
   */
  inspectorPort?: number
  /** Further variables for the functions (functions/lib/env.ts), e.g. a test's ROSTER_REPORT_TOKEN_SHA256. */
  bindings?: Readonly<Record<string, string>>
}

export interface Platform {
  origin: string
  process: ChildProcess
  close: () => Promise<void>
}

/** Starts the runtime and resolves once it serves (wrangler prints "Ready on"). */
export function startPlatform({ dir = path.join(ROOT, "public"), port, persistTo, verbose = false, inspectorPort, bindings = {} }: PlatformOptions): Promise<Platform> {
  const args = [
    "pages",
    "dev",
    dir,
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--persist-to",
    persistTo,
    "--show-interactive-dev-session=false",
    ...(inspectorPort ? ["--inspector-port", String(inspectorPort)] : []),
    // A fresh secret each start: it only signs sign-in challenges, which live five minutes.
    "--binding",
    `AUTH_SECRET=${randomBytes(32).toString("base64url")}`,
    ...Object.entries(bindings).flatMap(([name, value]) => ["--binding", `${name}=${value}`]),
  ]
  const child = spawn(path.join(ROOT, "node_modules", ".bin", "wrangler"), args, {
    cwd: ROOT,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_UPDATE_NOTIFIER: "1", FORCE_COLOR: "0" },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: wrangler runs a second node process and the runtime, and close() stops them all.
    detached: true,
  })
  const origin = `http://127.0.0.1:${port}`
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once("exit", () => resolve())
      try {
        process.kill(-child.pid!, "SIGTERM")
      } catch {
        resolve()
      }
    })
  return new Promise((resolve, reject) => {
    let log = ""
    const read = (chunk: Buffer) => {
      const text = chunk.toString()
      log += text
      if (verbose) process.stdout.write(text)
      if (/Ready on http/.test(log)) resolve({ origin, process: child, close })
      // Cloudflare drops `_headers` lines it cannot apply with only a warning; a test server must not.
      if (/invalid header rule|invalid redirect rule/i.test(text)) {
        void close()
        reject(new Error(`wrangler refused part of the host rules:\n${log}`))
      }
    }
    child.stdout!.on("data", read)
    child.stderr!.on("data", read)
    child.once("exit", (code) => reject(new Error(`wrangler pages dev stopped (${code}) before it served:\n${log}`)))
  })
}
