/**
 * The benchmark builds a throwaway copy of the project
 * (test-support/project-copy.ts), so timing a cold build (`gatsby clean`
 * first) and a content edit never touches the working tree: Gatsby run and
 * timed in the copy, an edit to one tracker, the copy served.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { ROOT } from "../../test-support/project-copy"

const GATSBY = path.join(ROOT, "node_modules", ".bin", "gatsby")
const ENV = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }

/** Runs a Gatsby command in `cwd`, its output in `logFile`; returns the wall-clock seconds. */
export function timedGatsby(cwd: string, args: string[], logFile: string): number {
  const started = performance.now()
  const log = fs.openSync(logFile, "a")
  try {
    const result = spawnSync(GATSBY, args, { cwd, env: ENV, stdio: ["ignore", log, log] })
    if (result.status !== 0) throw new Error(`\`gatsby ${args.join(" ")}\` failed (exit ${result.status}); see ${logFile}`)
  } finally {
    fs.closeSync(log)
  }
  return (performance.now() - started) / 1000
}

/** A different but still valid number (10 digits, same exchange), so the edit passes the content check. */
export function changedPhone(phone: string): string {
  const last = Number(phone.slice(-2))
  return `${phone.slice(0, -2)}${String((last + 37) % 100).padStart(2, "0")}`
}

/** Changes one tracker's phone number in the copy and returns the new number. */
export function editPhone(projectDir: string, trackerFile: string): string {
  const file = path.join(projectDir, trackerFile)
  const tracker = JSON.parse(fs.readFileSync(file, "utf8")) as { phone: string }
  tracker.phone = changedPhone(tracker.phone)
  fs.writeFileSync(file, `${JSON.stringify(tracker, null, 2)}\n`)
  return tracker.phone
}

/** `gatsby serve` of the copy's public/ on its own port; resolves once it answers. */
export async function serve(cwd: string, port: number, logFile: string): Promise<ChildProcess> {
  const log = fs.openSync(logFile, "a")
  // detached: the server gets its own process group, so stopping it ends its children too.
  const server = spawn(GATSBY, ["serve", "--port", String(port), "--host", "127.0.0.1"], {
    cwd,
    env: ENV,
    stdio: ["ignore", log, log],
    detached: true,
  })
  fs.closeSync(log)
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`gatsby serve exited (${server.exitCode}); see ${logFile}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`)
      if (response.ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  stop(server)
  throw new Error(`gatsby serve did not answer on port ${port} within 60 s; is the port taken?`)
}

export function stop(server: ChildProcess): void {
  if (server.pid === undefined || server.exitCode !== null) return
  try {
    process.kill(-server.pid, "SIGTERM")
  } catch {
    // already gone
  }
}
