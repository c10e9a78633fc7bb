/**
 * Where every page of the site lives, and the links between them. Pages
 * made from records take their address from the content model
 * (src/content/model.ts); the rest are the files in src/pages/.
 */
import { REQUEST_PAGES } from "./requests/api"
export const ROUTES = {
  home: "/",
  bear: "/bear-tracking/",
  elk: "/elk-tracking/",
  sitemap: "/sitemap/",
  terms: "/terms/",
  privacy: "/privacy/",
  accessibility: "/accessibility/",
  /** Where trackers sign in and set their status, and the owner invites them. */
  status: "/status/",
  /** Every tracker on one plain page, in the call order: the roster to read through or print. */
  trackers: "/trackers/",
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
  "api",
  "status",
  "request",
  "tracker",
  "trackers",
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
  "roster.json",
  "build.json",
  "manifest.webmanifest",
  "robots.txt",
  "sitemap-index.xml",
  "sitemap-0.xml",
  "og-image.png",
  "favicon-32x32.png",
  "_headers",
  "_redirects",
  "_routes.json",
]

/** Sections of the home page, in page order: each is an anchor other pages link to (/#trackers). */
export const HOME_ANCHORS = {
  home: "home",
  trackers: "trackers",
  serviceArea: "service-area",
  about: "about",
  reviews: "reviews",
  facebook: "facebook",
  contact: "contact",
  faq: "faq",
  apply: "apply",
} as const

export type HomeAnchor = (typeof HOME_ANCHORS)[keyof typeof HOME_ANCHORS]

export type NavTarget = { label: string; anchor: HomeAnchor } | { label: string; to: string }

/** The navigation bar's links, in order. */
export const NAV_LINKS: readonly NavTarget[] = [
  { label: "Home", anchor: HOME_ANCHORS.home },
  { label: "Our Trackers", anchor: HOME_ANCHORS.trackers },
  { label: "Service Area", anchor: HOME_ANCHORS.serviceArea },
  { label: "Bear Tracking", to: ROUTES.bear },
  { label: "Elk Tracking", to: ROUTES.elk },
  { label: "About", anchor: HOME_ANCHORS.about },
  { label: "Facebook", anchor: HOME_ANCHORS.facebook },
  { label: "Contact", anchor: HOME_ANCHORS.contact },
]

/** Home sections listed by the footer and the sitemap page. */
export const SECTION_LINKS: readonly NavTarget[] = [
  { label: "Our Trackers", anchor: HOME_ANCHORS.trackers },
  { label: "Service Area", anchor: HOME_ANCHORS.serviceArea },
  { label: "About", anchor: HOME_ANCHORS.about },
  { label: "FAQ", anchor: HOME_ANCHORS.faq },
  { label: "Apply to Join", anchor: HOME_ANCHORS.apply },
  { label: "Contact", anchor: HOME_ANCHORS.contact },
]

export const SERVICE_LINKS: readonly NavTarget[] = [
  { label: "Bear Tracking", to: ROUTES.bear },
  { label: "Elk Tracking", to: ROUTES.elk },
]

export const LEGAL_LINKS: readonly NavTarget[] = [
  { label: "Sitemap", to: ROUTES.sitemap },
  { label: "Terms of Service", to: ROUTES.terms },
  { label: "Privacy Policy", to: ROUTES.privacy },
  { label: "Accessibility", to: ROUTES.accessibility },
]

/** Pages that ask robots not to index or follow them (the sitemap, the legal pages, the trackers' status screen and a hunter's request); also left out of sitemap.xml. */
export const NOINDEX_ROUTES: readonly string[] = [ROUTES.sitemap, ROUTES.terms, ROUTES.privacy, ROUTES.accessibility, ROUTES.status, REQUEST_PAGES.sent]

/** The segment after `/<folder>/` in a page's address or its page data's: `/tracker/<slug>/` → `<slug>`; null for any other address. */
const segmentOf = (folder: string, pathname: string): string | null =>
  new RegExp(`^/${folder}/([^/.]+)/?$`).exec(pathname)?.[1] ?? new RegExp(`^/page-data/${folder}/([^/]+)/page-data\\.json$`).exec(pathname)?.[1] ?? null

/** The tracker a profile address (or its page data) names, `/tracker/<slug>/` → `<slug>`; null for any other address. */
export const trackerSlugOf = (pathname: string): string | null => segmentOf("tracker", pathname)

/** The county a county page's address (or its page data) names, `/counties/<slug>/` → `<slug>`; null for any other address. */
export const countySlugOf = (pathname: string): string | null => segmentOf("counties", pathname)
