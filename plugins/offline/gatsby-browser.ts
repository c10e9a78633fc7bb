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
 * - ./protocol.ts: the messages between pages and worker.
 *
 * The names the worker shares with the build and the host rules (the
 * worker's address, which files are content-hashed) are in src/built-files.ts.
 * docs/offline.md has the rules and the measurements.
 */
import type { GatsbyBrowser } from "gatsby"
import { registerServiceWorker } from "./register"

export { wrapPageElement } from "./wrap-page"

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  if (process.env.NODE_ENV === "production") registerServiceWorker()
}
