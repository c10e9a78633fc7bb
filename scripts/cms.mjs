// `npm run cms`: the site in development (gatsby develop, port 8000) together
// with decap-server (port 8081), which lets /admin write straight into data/
// without a git host. Both stop when either stops or on Ctrl-C, so no
// orphaned server keeps the port busy. No extra dependency: two child processes.
import { spawn } from "node:child_process"

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", BIND_HOST: "127.0.0.1", PORT: process.env.DECAP_PORT ?? "8081" }
const children = [
  spawn("npx", ["decap-server"], { stdio: "inherit", env }),
  spawn("npx", ["gatsby", "develop", "--host", "127.0.0.1"], { stdio: "inherit", env: { ...env, PORT: undefined } }),
]

let stopping = false
function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
  process.exitCode = code
}

for (const child of children) child.on("exit", (code) => stop(code ?? 0))
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop(0))
console.log("CMS: open http://localhost:8000/admin/ (decap-server on 127.0.0.1:%s)", env.PORT)
