/**
 * Where every page of the site lives. Pages made from records take their
 * address from the content model (src/content/model.ts); the rest are the
 * files in src/pages/.
 */
export const ROUTES = {
  home: "/",
  bear: "/bear-tracking/",
  elk: "/elk-tracking/",
  sitemap: "/sitemap/",
  terms: "/terms/",
  privacy: "/privacy/",
  accessibility: "/accessibility/",
  tracker: (slug: string) => `/tracker/${slug}/`,
  county: (slug: string) => `/counties/${slug}/`,
  /** A page at the top level, e.g. the bear page or the terms. */
  page: (slug: string) => `/${slug}/`,
} as const

/**
 * First path segments that are not free for a page made from content: the
 * site's own page families and pages, Gatsby's output folders and files, the
 * editor, the offline worker, the contact cards and what the host keeps for itself.
 */
export const RESERVED_SEGMENTS: readonly string[] = [
  "admin",
  "tracker",
  "counties",
  "sitemap",
  "404",
  "404.html",
  "index.html",
  "dev-404-page",
  "page-data",
  "static",
  "icons",
  "_gatsby",
  "~partytown",
  "sw.js",
  "trackers.vcf",
  "manifest.webmanifest",
  "robots.txt",
  "sitemap-index.xml",
  "sitemap-0.xml",
  "og-image.png",
  "favicon-32x32.png",
  "_headers",
  "_redirects",
  ".netlify",
]
