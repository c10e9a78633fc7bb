/**
 * The site's Worker: Cloudflare serves the built site (public/, with its
 * `_headers` and `_redirects`) and calls this only for /api/ and a hunter's
 * request page (wrangler.toml, `run_worker_first`), where every request
 * passes the service's middleware (./middleware.ts) and then its route's
 * handlers (./router.ts). On a schedule it clears what the store no longer
 * needs (./lib/clean-up.ts).
 */
import { MIDDLEWARE } from "./middleware"
import { routeOf, runChain } from "./router"
import { cleanUp } from "./lib/clean-up"
import type { Data, Env } from "./lib/env"
import { Store } from "./lib/store"

export default {
  fetch(request, env, context) {
    const route = routeOf(request)
    const handlers = [...MIDDLEWARE, ...(route instanceof Response ? [async () => route] : route)]
    return runChain(handlers, { request, env, data: {} as Data, waitUntil: (promise) => context.waitUntil(promise) })
  },
  // Awaited, not left to waitUntil: the run's outcome is the clean-up's, and the tests' trigger waits for it.
  async scheduled(controller, env) {
    await cleanUp(new Store(env.STORE), controller.scheduledTime)
  },
} satisfies ExportedHandler<Env>
