/**
 * Interface values and the site's route table, typed once. Content (names,
 * numbers, copy) lives in data/; this module holds only what the interface
 * itself is made of.
 */

/** Sections of the home page, in page order (SPEC section 2 'Home anchors'). */
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
} as const

/** The eight navigation bar links, in SPEC order. */
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

/** Toast shown after copying the page link (DECISIONS.md: one toast system). */
export const TOAST = {
  durationMs: 5000,
  copiedTitle: "Link Copied!",
  copiedText: "The link has been copied to your clipboard.",
} as const

export const REVIEWS = {
  clampLines: 6,
  animationStepSeconds: 0.1,
} as const

export const TOOLTIP = { openDelayMs: 700, skipDelayMs: 300 } as const

/** Shown wherever the spec says a tracker's service area is displayed. */
export const SERVICE_AREA_LABEL = "Thumb Region"

/** SPEC: pages that ask robots not to index them; also left out of sitemap.xml. */
export const NOINDEX_ROUTES: readonly string[] = [ROUTES.sitemap, ROUTES.terms, ROUTES.privacy, ROUTES.accessibility]

/** The social share image, generated at build (src/node/share-image.ts) and served from the site itself. */
export const SHARE_IMAGE = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
} as const

/** The logo every icon and favicon is generated from (gatsby-plugin-manifest). */
export const ICON_SOURCE = "src/images/icon.png"

/** The production origin: canonical links, share tags, structured data, sitemap.xml and robots.txt use it. */
export const SITE_URL = "https://thumbareadeertrackers.com"
