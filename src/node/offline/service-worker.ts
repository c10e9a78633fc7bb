/**
 * Writes the offline service worker, `public/sw.js`, with Workbox's
 * generateSW: the Workbox modules configured here, no hand-written fetch
 * handling. README, "Offline", explains the strategy; in short:
 *
 * - Precache (precache.ts): the pages, their data, the JavaScript and the
 *   critical images, each with a content hash. Workbox answers these from
 *   the cache first, so a page opens at once with no signal or one bar.
 * - Updates: every deploy changes the hashes and so `sw.js`; the browser
 *   fetches `sw.js` (served `max-age=0, must-revalidate`) on each visit and
 *   when the page registers it; a changed one downloads only the changed
 *   files, then takes over at once (skipWaiting + clientsClaim) and deletes
 *   the old copies. An install that loses the signal half-way is thrown away
 *   and the old copy stays whole.
 * - Runtime: images that are not precached (gallery photos, the map) are
 *   kept once seen; a page that is not stored (a mistyped address) asked
 *   for with no signal gets the stored not-found page and its links.
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { generateSW } from "workbox-build"
import { SERVICE_WORKER_PATH } from "../../site"
import { listFiles } from "../deploy/write-deploy-files"
import { criticalImagesInPage } from "./critical-images"
import { isHashedAsset } from "../deploy/headers"
import { currentAssets, isPrecached, pagesOf, selectPrecache, type PrecacheChoice } from "./precache"

const SERVICE_WORKER_FILE = SERVICE_WORKER_PATH.slice(1)

/** Offline copies of photos seen but not precached: at most this many, for this long. */
const IMAGE_CACHE = { name: "images", maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60 }

export interface ServiceWorkerReport {
  file: string
  /** Files in the precache. */
  count: number
  /** Their size as stored on the phone. */
  bytes: number
  /** What the first visit downloads for them, text gzipped as hosts send it. */
  transferBytes: number
  criticalImages: number
  warnings: string[]
}

const TEXT = /\.(?:html|js|css|json|vcf)$/

/**
 * `imageNames`: the source files (names without extension) whose pictures
 * are critical: each tracker's photo, the placeholder photo and the
 * wait-time guide.
 */
export async function writeServiceWorker(publicDir: string, imageNames: readonly string[]): Promise<ServiceWorkerReport> {
  const files = listFiles(publicDir).filter((file) => file !== SERVICE_WORKER_FILE)
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8")
  const pages = pagesOf(files).map(read)
  const names = new Set(imageNames)
  const choice: PrecacheChoice = {
    criticalImages: new Set(pages.flatMap((html) => criticalImagesInPage(html, names))),
    currentAssets: currentAssets(files.filter(isHashedAsset), pages, read),
  }
  const { count, size, warnings } = await generateSW({
    swDest: path.join(publicDir, SERVICE_WORKER_FILE),
    globDirectory: publicDir,
    globPatterns: ["**/*"],
    // The editor's 4.4 MB bundle and the source maps never go near the precache (and would only raise size warnings).
    globIgnores: ["admin/**", "**/*.map"],
    manifestTransforms: [(entries) => ({ manifest: selectPrecache(entries, choice) })],
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // One file: nothing else to cache-bust or list in _headers, and the CSP's script-src 'self' covers it.
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: "production",
    runtimeCaching: [
      {
        // Content-hashed, so a copy never goes stale.
        urlPattern: ({ request, sameOrigin, url }) => sameOrigin && request.destination === "image" && url.pathname.startsWith("/static/"),
        handler: "CacheFirst",
        options: {
          cacheName: IMAGE_CACHE.name,
          expiration: { maxEntries: IMAGE_CACHE.maxEntries, maxAgeSeconds: IMAGE_CACHE.maxAgeSeconds, purgeOnQuotaError: true },
        },
      },
      {
        urlPattern: ({ request, url }) => request.mode === "navigate" && !url.pathname.startsWith("/admin"),
        handler: "NetworkOnly",
        options: { precacheFallback: { fallbackURL: "/404.html" } },
      },
    ],
  })
  const precached = files.filter((file) => isPrecached(file, choice))
  const transferBytes = precached.reduce((total, file) => {
    const content = fs.readFileSync(path.join(publicDir, file))
    return total + (TEXT.test(file) ? zlib.gzipSync(content).length : content.length)
  }, 0)
  return { file: path.join(publicDir, SERVICE_WORKER_FILE), count, bytes: size, transferBytes, criticalImages: choice.criticalImages.size, warnings }
}
