/**
 * The offline subsystem, a local Gatsby plugin (this folder; gatsby-config.ts
 * lists it), everything about working with no signal in one place:
 *
 * - ./worker/: the service worker itself, bundled into public/sw.js;
 * - ./build/: which files it stores, in which order, and the bundling, a
 *   step after the build (src/node/post-build);
 * - ./register-early.ts and ./register.ts: how pages register it (the inline
 *   script from ./gatsby-ssr.tsx after the first paint, and below, once the
 *   app has started);
 * - ./note/, ./saved-copy.ts and ./wrap-page.tsx: what it shows,
 *   "Available offline" under the directory and "Saved copy from …" on a
 *   stored page;
 * - ./fresh/: an open page learning that the host serves a newer build
 *   than the one it was drawn from (Gatsby keeps page data in memory for
 *   the whole session, out of the worker's reach), and then loading the
 *   page afresh or saying so;
 * - ./protocol.ts: the messages between pages and worker.
 *
 * The names the worker shares with the build and the host rules (the
 * worker's address, which files are content-hashed) are in src/built-files.ts.
 * docs/offline.md has the rules and the measurements.
 */
import type { GatsbyBrowser } from "gatsby"
import type * as Check from "./fresh/check"
import { registerServiceWorker } from "./register"

export { wrapPageElement } from "./wrap-page"

/**
 * The check for a newer build: fetched once the page has started, so the
 * first load carries none of it. A chunk that cannot load (no signal) is no
 * news; left unhandled, Gatsby would take it for a failed page change and
 * load the page again.
 */
const withCheck = (run: (check: typeof Check) => unknown) => import(/* webpackChunkName: "newer-build" */ "./fresh/check").then(run, () => undefined)

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  if (process.env.NODE_ENV !== "production") return
  registerServiceWorker()
  void withCheck((check) => check.watchForNewerBuild())
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ prevLocation }) => {
  // Not the first render: that page has just come from the host.
  if (process.env.NODE_ENV === "production" && prevLocation) void withCheck((check) => check.checkAfterPageChange())
}
