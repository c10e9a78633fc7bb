/**
 * `npm run preview`: serves the built site (public/, after `npm run build`)
 * through Cloudflare's local runtime on http://127.0.0.1:8788 (or $PORT):
 * the `_headers` and `_redirects` applied and the site's functions running
 * on a local status store kept in .wrangler/state. To sign in as the owner,
 * `npm run owner-invite -- --local .wrangler/state --origin http://localhost:8788`
 * prints a link (passkeys need the name localhost, not 127.0.0.1). Hunters'
 * requests are signed with a key pair of the preview's own, made on its
 * first start and kept beside its store (.wrangler/vapid.json).
 */
import fs from "node:fs"
import path from "node:path"
import { startPlatform } from "../test-support/platform"
import { vapidKeys } from "../test-support/vapid-keys"

const port = Number(process.env.PORT ?? 8788)
const STATE = path.resolve(__dirname, "..", ".wrangler")
const KEYS = path.join(STATE, "vapid.json")

if (!fs.existsSync(KEYS)) {
  fs.mkdirSync(STATE, { recursive: true })
  fs.writeFileSync(KEYS, JSON.stringify(vapidKeys()))
}
const bindings = JSON.parse(fs.readFileSync(KEYS, "utf8")) as Record<string, string>

startPlatform({ port, persistTo: path.join(STATE, "state"), verbose: true, bindings }).then(
  (platform) => {
    console.log(`Serving public/ with its functions at ${platform.origin}/ (Ctrl-C stops it)`)
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void platform.close().then(() => process.exit(0)))
  },
  (error: Error) => {
    console.error(error.message)
    process.exit(1)
  },
)
