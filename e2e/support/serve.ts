/**
 * `tsx e2e/support/serve.ts <port>`: the browser tests' site (started by
 * e2e/playwright.config.ts): public/ through Cloudflare's local runtime,
 * with its `_headers`, `_redirects` and functions, on a store that starts
 * empty each run (MAIN_STATE_DIR), so every page is tested under the
 * production rules and the live statuses are real.
 */
import fs from "node:fs"
import { startPlatform } from "../../test-support/platform"
import { vapidKeys } from "../../test-support/vapid-keys"
import { MAIN_STATE_DIR } from "./main-site"

const port = Number(process.argv[2] ?? 9321)
fs.rmSync(MAIN_STATE_DIR, { recursive: true, force: true })
// With VAPID keys, as the live site: a hunter's request goes (to nobody on call here).
void startPlatform({ port, persistTo: MAIN_STATE_DIR, bindings: vapidKeys() }).then((platform) => {
  console.log(`Serving public/ with its host rules and functions at ${platform.origin}`)
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void platform.close().then(() => process.exit(0)))
})
