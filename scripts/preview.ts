/**
 * `npm run preview`: serves the built site (public/, after `npm run build`)
 * through Cloudflare's local runtime on http://127.0.0.1:8788 (or $PORT):
 * the `_headers` and `_redirects` applied and the site's functions running
 * on a local status store kept in .wrangler/state. To sign in as the owner,
 * `npm run owner-invite -- --local .wrangler/state --origin http://localhost:8788`
 * prints a link (passkeys need the name localhost, not 127.0.0.1).
 */
import path from "node:path"
import { startPlatform } from "../test-support/platform"

const port = Number(process.env.PORT ?? 8788)

startPlatform({ port, persistTo: path.resolve(__dirname, "..", ".wrangler", "state"), verbose: true }).then(
  (platform) => {
    console.log(`Serving public/ with its functions at ${platform.origin}/ (Ctrl-C stops it)`)
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void platform.close().then(() => process.exit(0)))
  },
  (error: Error) => {
    console.error(error.message)
    process.exit(1)
  },
)
