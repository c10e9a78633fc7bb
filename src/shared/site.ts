/** Settings of the built site that are not content: where it lives and the files the build writes for it. */

/** The production origin: canonical links, share tags, structured data, sitemap.xml, robots.txt and the contact cards use it. */
export const SITE_URL = "https://thumbareadeertrackers.com"

/** The social share image, generated at build (src/build/share-image.ts) and served from the site itself. */
export const SHARE_IMAGE = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
} as const

/** The logo every icon and favicon is generated from (gatsby-plugin-manifest). */
export const ICON_SOURCE = "src/images/icon.png"
