import { SERVICE_WORKER_PATH } from "../site"

/**
 * Registers the offline service worker (written by the build, see
 * src/node/offline/) once the page has finished loading, so its downloads
 * never compete with the first paint. Then asks for a newer one: on load, when
 * the phone gets a signal back, and when the site comes back to the screen
 * (a home-screen app can stay open for days without a navigation).
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return
  const register = () => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_PATH)
      .then((registration) => {
        const update = () => registration.update().catch(() => undefined)
        // On the first visit the worker is still installing: nothing newer to look for yet.
        if (!registration.installing) update()
        window.addEventListener("online", update)
        document.addEventListener("visibilitychange", () => {
          if (document.visibilityState === "visible") update()
        })
      })
      // No service worker (private mode, storage blocked): the site works online as before.
      .catch(() => undefined)
  }
  if (document.readyState === "complete") register()
  else window.addEventListener("load", register, { once: true })
}
