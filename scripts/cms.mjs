// `npm run cms`: the site in development (gatsby develop, port 8000) together
// with decap-server (port 8081), which lets /admin write straight into data/
// without a git host. Both stop when either stops, on Ctrl-C or on a kill, so
// no orphaned server keeps a port busy. No extra dependency: two child processes.
import { spawn } from "node:child_process"
import path from "node:path"

const bin = (name) => path.join("node_modules", ".bin", name)
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", BIND_HOST: "127.0.0.1" }

// Each child leads its own process group (detached), so stopping the group
// also stops whatever it started (gatsby develop runs workers).
const children = [
  spawn(bin("decap-server"), [], { stdio: "inherit", detached: true, env: { ...env, PORT: process.env.DECAP_PORT ?? "8081" } }),
  spawn(bin("gatsby"), ["develop", "--host", "127.0.0.1"], { stdio: "inherit", detached: true, env }),
]

let stopping = false
function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM")
    } catch {
      // already gone
    }
  }
  process.exitCode = code
}

for (const child of children) child.on("exit", (code) => stop(code ?? 0))
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop(0))
console.log("CMS: open http://localhost:8000/admin/ once the site is built (decap-server on 127.0.0.1:%s)", process.env.DECAP_PORT ?? "8081")
