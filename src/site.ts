/** Settings of the built site that are not content: where it lives and the files the build writes for it. */

/** The production origin: canonical links, share tags, structured data, sitemap.xml, robots.txt and the contact cards use it. */
export const SITE_URL = "https://thumbareadeertrackers.com"

/** The social share image, generated at build (src/node/share-image.ts) and served from the site itself. */
export const SHARE_IMAGE = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
} as const

/** The logo every icon and favicon is generated from (gatsby-plugin-manifest). */
export const ICON_SOURCE = "src/images/icon.png"

/** Where the build writes the contact cards (src/node/vcards.ts). */
export const VCARD_PATHS = {
  tracker: (slug: string) => `/tracker/${slug}.vcf`,
  all: "/trackers.vcf",
} as const

/**
 * The offline service worker: written by the build (src/node/offline/),
 * registered by the browser (src/startup/service-worker.ts), always revalidated
 * by the host (`_headers`) so a new deploy is found on the next visit.
 */
export const SERVICE_WORKER_PATH = "/sw.js"
