/**
 * The interface's own words: labels, headings and messages that are part of
 * the site's design rather than its content, used in more than one place.
 * Everything a tracker or the owner edits (names, numbers, page text) lives
 * in data/. Words only one page shows sit beside that page's view
 * (`*.copy.ts`), so each page's script carries its own words and no other's.
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

/** A tracker's card in the directory and their profile page. */
export const TRACKER_LABELS = {
  yearsTracking: "Years tracking",
  certifications: "Certifications",
  dog1: "Dog 1",
  dog2: "Dog 2",
  viewProfile: "View profile",
  basedIn: "Based in",
} as const

/** Headings the bear, elk and legal pages add around their data. */
export const INFO_PAGE_LABELS = {
  facts: "At a glance",
  lastUpdated: "Last updated:",
  contents: "On this page",
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
  timerCallNow: "Call a tracker now, track later",
  timerNoScript: "The shot timer needs JavaScript; the wait-time table above gives the same guide.",
  rosterTitle: "tracking-dog handlers",
  rosterName: "Tracker",
  rosterCounty: "Home county",
  rosterPhone: "Phone",
} as const
