/**
 * Cloudflare's own local runtime (`wrangler dev`, from the project's
 * dependencies): the built site as the Worker's static assets, with its
 * `_headers` and `_redirects` applied, and the site's Worker (functions/)
 * on a local status store (D1) with the migrations applied and the
 * visitors' allowance simulated, as the live site runs them (wrangler.toml).
 * Used by `npm run preview` and the tests; never a stand-in for the platform.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process"
import { createHash, randomBytes } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { freePort } from "./free-port"

const ROOT = path.resolve(__dirname, "..")
const WRANGLER = path.join(ROOT, "node_modules", ".bin", "wrangler")
const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: "false", NO_UPDATE_NOTIFIER: "1", FORCE_COLOR: "0" }
const MIGRATIONS = path.join(ROOT, "functions", "migrations")
/** The store's name in wrangler.toml. */
export const STORE_NAME = "thumb-status"

/**
 * Gives `persistTo` a store with every migration applied, unless it has one:
 * migrated once per set of migrations into a template and copied from
 * there, since each test starts several runtimes.
 */
export function prepareStore(persistTo: string): void {
  if (fs.existsSync(path.join(persistTo, "v3", "d1"))) {
    execFileSync(WRANGLER, ["d1", "migrations", "apply", STORE_NAME, "--local", "--persist-to", persistTo], { cwd: ROOT, env: WRANGLER_ENV, stdio: "ignore" })
    return
  }
  const migrations = fs.readdirSync(MIGRATIONS).sort()
  const digest = createHash("sha256")
  for (const file of migrations) digest.update(file).update(fs.readFileSync(path.join(MIGRATIONS, file)))
  const template = path.join(ROOT, ".wrangler", `store-template-${digest.digest("hex").slice(0, 12)}`)
  if (!fs.existsSync(template)) {
    const building = `${template}-${process.pid}`
    execFileSync(WRANGLER, ["d1", "migrations", "apply", STORE_NAME, "--local", "--persist-to", building], { cwd: ROOT, env: WRANGLER_ENV, stdio: "ignore" })
    // Another process may have made it meanwhile: either copy is the same.
    try {
      fs.renameSync(building, template)
    } catch {
      fs.rmSync(building, { recursive: true, force: true })
    }
  }
  fs.cpSync(template, persistTo, { recursive: true })
}

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
  /** false: leave the store without its schema, as a store that does not answer. */
  migrate?: boolean
  /** Further variables for the functions (functions/lib/env.ts), e.g. a test's ROSTER_REPORT_TOKEN_SHA256. */
  bindings?: Readonly<Record<string, string>>
}

export interface Platform {
  origin: string
  process: ChildProcess
  close: () => Promise<void>
}

/** Starts the runtime and resolves once it serves (wrangler prints "Ready on"). */
export function startPlatform({
  dir = path.join(ROOT, "public"),
  port,
  persistTo,
  verbose = false,
  inspectorPort,
  migrate = true,
  bindings = {},
}: PlatformOptions): Promise<Platform> {
  if (migrate) prepareStore(persistTo)
  const args = [
    "dev",
    "--assets",
    dir,
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--persist-to",
    persistTo,
    "--show-interactive-dev-session=false",
    ...(inspectorPort ? ["--inspector-port", String(inspectorPort)] : []),
    // The scheduled clean-up, on demand (/__scheduled), as the tests run it.
    "--test-scheduled",
    // A line per request costs the runtime's own process time the tests' crowds need; `npm run preview` prints them.
    "--log-level",
    verbose ? "info" : "warn",
    // A fresh secret each start: it only signs sign-in challenges, which live five minutes.
    "--var",
    `AUTH_SECRET:${randomBytes(32).toString("base64url")}`,
    ...Object.entries(bindings).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ]
  const child = spawn(WRANGLER, args, {
    cwd: ROOT,
    env: WRANGLER_ENV,
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
    let ready = false
    const read = (chunk: Buffer) => {
      const text = chunk.toString()
      if (!ready) log += text
      if (verbose) process.stdout.write(text)
      // Cloudflare drops `_headers` lines it cannot apply with only a warning; a test server must not.
      if (/invalid header rule|invalid redirect rule/i.test(text)) {
        void close()
        reject(new Error(`wrangler refused part of the host rules:\n${log}`))
      }
    }
    child.stdout!.on("data", read)
    child.stderr!.on("data", read)
    child.once("exit", (code) => reject(new Error(`wrangler dev stopped (${code}) before it served:\n${log}`)))
    // Served once it answers anything (a quiet runtime prints no "Ready on").
    const poll = async () => {
      while (child.exitCode === null) {
        try {
          await fetch(origin, { method: "HEAD" })
          ready = true
          return resolve({ origin, process: child, close })
        } catch {
          await new Promise((wait) => setTimeout(wait, 100))
        }
      }
    }
    void poll()
  })
}

/**
 * Starts the runtime on two ports free a moment before. Another process
 * (a browser's connection, the other test worker) may take one first: the
 * runtime then stops with "Address already in use", and starts again on
 * others.
 */
export async function startPlatformOnFreePorts(options: Omit<PlatformOptions, "port" | "inspectorPort">): Promise<Platform> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    let inspectorPort = await freePort()
    while (inspectorPort === port) inspectorPort = await freePort()
    try {
      return await startPlatform({ ...options, port, inspectorPort })
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("Address already in use")) throw error
    }
  }
}
