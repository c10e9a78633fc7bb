import { SERVICE_WORKER_PATH } from "../../shared/built-files"
import { OFFLINE_MESSAGES } from "../../shared/offline/protocol"

/**
 * Registers the offline service worker (written by the build, see
 * src/build/offline/) once the page has finished loading, so its downloads
 * never compete with the first paint. Then, on load, when the phone gets a
 * signal back and when the site comes back to the screen (a home-screen app
 * can stay open for days), asks for a newer worker and has the active one
 * store whatever it is still missing (a download that failed, the tiers
 * after the numbers).
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return
  const workers = navigator.serviceWorker
  const fill = () => workers.ready.then((registration) => registration.active?.postMessage({ type: OFFLINE_MESSAGES.fill }))
  const register = () => {
    workers
      .register(SERVICE_WORKER_PATH)
      .then((registration) => {
        const update = () => registration.update().catch(() => undefined)
        // On the first visit the worker is still installing: nothing newer to look for yet.
        if (!registration.installing) update()
        void fill()
        // A new deploy's worker took over: it stores what changed.
        workers.addEventListener("controllerchange", fill)
        window.addEventListener("online", () => {
          update()
          void fill()
        })
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
