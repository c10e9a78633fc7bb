/**
 * Production stand-in for Gatsby's `.cache/register-service-worker.js` (see
 * ../webpack.ts). Gatsby bundles that file on every page but only runs it
 * when a plugin answers its `registerServiceWorker` hook, and none does: the
 * site registers its own worker (src/utils/service-worker.ts). If a plugin
 * ever does, this says so instead of silently registering nothing.
 */
// Short: every visitor downloads this message, and no visitor should ever see it.
throw new Error("Gatsby's own service worker was asked for; the site replaces it (src/node/webpack.ts).")

export {}
