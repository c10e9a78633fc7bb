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

import { ROUTES } from "./routes"

export { ROUTES }

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

/** Interface labels of the tracker profile page (SPEC 'Tracker profile'). */
export const PROFILE_LABELS = {
  breadcrumb: "Breadcrumb",
  home: "Home",
  trackers: "Our Trackers",
  callNow: "Call Now",
  contactForm: "Contact Form",
  contactActions: "Contact this tracker",
  details: "Tracker details",
  phone: "Phone",
  serviceArea: "Service area",
  yearsTracking: "Years tracking",
  homeCounty: "Home county",
  certifications: "Certifications",
  dog1: "Dog 1",
  dog2: "Dog 2",
  about: (firstName: string) => `About ${firstName}`,
  trackRecord: "Track record",
  reviews: "Client reviews",
  reviewCount: (count: number) => (count === 1 ? "1 review" : `${count} reviews`),
  gallery: "Recovery gallery",
} as const

/** The recovery photo viewer (a modal dialog over the gallery's links). */
export const GALLERY_LABELS = {
  position: (number: number, total: number) => `Photo ${number} of ${total}`,
  previous: "Previous photo",
  next: "Next photo",
  close: "Close photo viewer",
} as const

/** Headings the bear, elk and legal pages add around their data. */
export const INFO_PAGE_LABELS = {
  facts: "At a glance",
  lastUpdated: "Last updated:",
  contents: "On this page",
  newTab: "(opens in a new tab)",
} as const

/** The sitemap page: its head tags and the titles of its link groups (SPEC 'Sitemap page'). */
export const SITEMAP_PAGE = {
  title: "Sitemap",
  description:
    "Every page of the site: the tracker list and home sections, bear and elk tracking, the eight county pages and the legal pages.",
  heading: "Sitemap",
  intro: "Every page of the site in one place.",
  mainPages: "Main pages",
  services: "Specialized services",
  counties: "Counties we serve",
  legal: "Legal",
  elsewhere: "Elsewhere",
} as const

/** Headings of the home page sections (the FAQ's comes from its data file). */
export const HOME_SECTION_TITLES = {
  trackers: "Our Trackers",
  serviceArea: "Service Area",
  about: "About Us",
  reviews: "Client Reviews",
  contact: "Contact and Tips",
  apply: "Apply to Join",
} as const

/** Labels of the hero, the service area's share row and the home page's smaller headings. */
export const HOME_LABELS = {
  findTracker: "Find a Tracker",
  viewServiceAreas: "View Service Areas",
  heroTipsTitle: "While you wait",
  rating: (rating: number, count: number) => `${rating.toFixed(1)} from ${count} combined reviews`,
  shareOnFacebook: "Share on Facebook",
  shareOnX: "Share on X",
  copyLink: "Copy link",
  copyFailedTitle: "Could not copy the link",
  copyFailedText: "Copy this address instead:",
  newTab: " (opens in a new tab)",
  countiesCovered: "Counties covered",
  coverage: "Typical reach from a tracker's home",
  followers: "Followers",
  successStories: "Success stories",
  support: "Support",
  visitSocialPage: "Visit our Facebook page",
  messageSocialPage: "Message us on Facebook",
  reachTitle: "How to reach a tracker",
  readyTitle: "What to have ready when you call",
  waitTitle: "How long to wait before tracking",
  waitHit: "Where it was hit",
  waitTime: "Wait before tracking",
  waitGuideCaption: "The wait-time guide as a picture, to save or print.",
  reviewsFor: (tracker: string) => `Reviews for ${tracker}`,
  reviewCount: (count: number) => `${count} ${count === 1 ? "review" : "reviews"}`,
} as const

/** Labels of a tracker card in the directory. */
export const TRACKER_CARD_LABELS = {
  years: "Years tracking",
  homeCounty: "Home county",
  certifications: "Certifications",
  dog1: "Dog 1",
  dog2: "Dog 2",
  viewProfile: "View profile",
} as const

/** Headings and labels of a county page; the county's own words come from data/counties/. */
export const COUNTY_LABELS = {
  heading: (county: string) => `Deer Tracking in ${county} County`,
  breadcrumb: "Breadcrumb",
  areasTitle: (county: string) => `Areas We Cover in ${county} County`,
  northern: (county: string) => `Northern ${county} County`,
  central: (county: string) => `Central ${county} County`,
  southern: (county: string) => `Southern ${county} County`,
  statsTitle: (county: string) => `${county} County at a Glance`,
  activeTrackers: "Active trackers",
  availability: "Availability",
  squareMiles: "Square miles",
  recoveries: "Recoveries",
  reasonsTitle: (county: string) => `Why Choose Our Trackers in ${county} County`,
  ctaTitle: (county: string) => `Need a Tracker in ${county} County?`,
  findAvailable: "Find Available Trackers",
  trackersTitle: (county: string) => `Trackers Serving ${county} County`,
  basedHere: (county: string) => `Based in ${county} County`,
  servesHere: (county: string) => `Also covering ${county} County`,
  noTrackers: (county: string) => `No tracker lists ${county} County yet. The full list has every tracker's number.`,
  allTrackers: "See all trackers",
} as const

/** "Lapeer" → "Lapeer County", wherever a county is named. */
export const countyName = (county: string) => `${county} County`
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

export { SITE_URL } from "./site"

/** Where the build writes the contact cards (src/node/vcards.ts). */
export const VCARD_PATHS = {
  tracker: (slug: string) => `/tracker/${slug}.vcf`,
  all: "/trackers.vcf",
} as const

/**
 * The offline service worker: written by the build (src/node/offline/),
 * registered by the browser (src/utils/service-worker.ts), always revalidated
 * by the host (`_headers`) so a new deploy is found on the next visit.
 */
export const SERVICE_WORKER_PATH = "/sw.js"

/** Labels of the in-the-field features: text, save contact, print, shot timer, offline note. */
export const FIELD_LABELS = {
  text: "Text",
  saveContact: "Save contact",
  saveAll: "Save all trackers to my phone",
  printRoster: "Print the roster",
  offline: "Available offline",
  offlineDetail: "saved on this device",
  offlineUpdated: "A newer roster is saved.",
  offlineReload: "Show it",
  timerTitle: "Shot timer: when can I start tracking?",
  timerHit: "Where was the deer hit?",
  timerNotSure: "Not sure",
  timerShotTime: "Time of the shot",
  timerShotHint: "Set to now; change it if you shot earlier.",
  timerEarliest: "Start tracking at",
  timerLeft: (left: string) => `That is ${left} from now.`,
  timerReady: "The wait is over: you can start tracking now.",
  timerAsap: "Call a tracker right away: this hit needs a dog as soon as possible.",
  timerNotSureNote: "Not sure where it hit: wait as long as for a gut shot, and ask the tracker when you call.",
  timerLatest: (time: string) => `The guide's longer wait ends at ${time}.`,
  timerCallNow: "Call a tracker now, track later",
  timerNoScript: "The shot timer needs JavaScript; the wait-time table above gives the same guide.",
  rosterTitle: "tracking-dog handlers",
  rosterName: "Tracker",
  rosterCounty: "Home county",
  rosterPhone: "Phone",
} as const
