/**
 * The interface's own words: labels, headings and messages that are part of
 * the site's design rather than its content. Everything a tracker or the
 * owner edits (names, numbers, page text) lives in data/.
 */

/** Words used in several places. */
export const COMMON_LABELS = {
  breadcrumb: "Breadcrumb",
  newTab: "(opens in a new tab)",
  reviewCount: (count: number) => (count === 1 ? "1 review" : `${count} reviews`),
} as const

/** The one toast: shown after copying the page link, announced to screen readers. */
export const TOAST = {
  durationMs: 5000,
  copiedTitle: "Link Copied!",
  copiedText: "The link has been copied to your clipboard.",
} as const

/** How review cards show: the text clamped to this many lines, each card's entrance a step later than the one before. */
export const REVIEWS = {
  clampLines: 6,
  animationStepSeconds: 0.1,
} as const

/** A tracker's service area, as the profile shows it. */
export const SERVICE_AREA_LABEL = "Thumb Region"

/** A tracker's card in the directory and their profile page. */
export const TRACKER_LABELS = {
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
  gallery: "Recovery gallery",
  viewProfile: "View profile",
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
} as const

/** The sitemap page: its head tags and the titles of its link groups. */
export const SITEMAP_PAGE = {
  title: "Sitemap",
  description:
    "Every page of the site: the tracker list and home sections, bear and elk tracking, the eight county pages and the legal pages.",
  keywords: ["sitemap", "deer tracking dog", "Michigan tracker directory", "county pages"],
  heading: "Sitemap",
  intro: "Every page of the site in one place.",
  mainPages: "Main pages",
  services: "Specialized services",
  counties: "Counties we serve",
  legal: "Legal",
  elsewhere: "Elsewhere",
} as const

/** The not-found page's head tags. */
export const NOT_FOUND_PAGE = {
  title: "Page not found",
  description: "This page does not exist. The tracker list and every county page are linked from the home page.",
  keywords: ["page not found", "deer tracking dog", "Michigan tracker directory"],
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
} as const

/** Headings and labels of a county page; the county's own words come from data/counties/. */
export const COUNTY_LABELS = {
  heading: (county: string) => `Deer Tracking in ${county} County`,
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
