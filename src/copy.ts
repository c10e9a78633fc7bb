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
  skipToContent: "Skip to content",
  menu: "Menu",
  reviewCount: (count: number) => (count === 1 ? "1 review" : `${count} reviews`),
} as const

/** What every page shows when rendering it fails (the spec's error screen). */
export const ERROR_LABELS = {
  title: "Unexpected Application Error!",
  reloadBefore: "Please reload the page. If you need a tracker now, the",
  trackerList: "tracker list",
  reloadAfter: "has every phone number.",
} as const

/** The footer's column titles and closing line. */
export const FOOTER_LABELS = {
  sections: "Sections",
  services: "Services",
  counties: "Counties",
  site: "Site",
  independent: "Trackers are independent; each sets their own rates and availability.",
} as const

/** 'Nearest to me' and what it says as the phone answers. */
export const NEAREST_LABELS = {
  button: "Nearest to me",
  pickCounty: "Or pick your county:",
  messages: {
    idle: "",
    asking: "Finding where you are…",
    known: "Nearest first. Distances are straight lines, not road miles.",
    refused: "Your location is off for this site. Pick your county instead:",
    unavailable: "Your phone could not find where you are. Pick your county instead:",
  },
} as const

/** The offer of the next tracker after a call or a text. */
export const NEXT_LABELS = {
  region: "Next tracker to call",
  /** "No answer? Next nearest, 2 of 8:" */
  next: (nearest: boolean, place: number, count: number) => `No answer? ${nearest ? "Next nearest" : "Next on the list"}, ${place} of ${count}:`,
  end: "That was everyone on this list.",
  everyone: "See every tracker",
  close: "Hide the next tracker",
} as const

/** The one toast: shown after copying the page link, announced to screen readers. */
export const TOAST = {
  durationMs: 5000,
  copiedTitle: "Link Copied!",
  copiedText: "The link has been copied to your clipboard.",
} as const

/** How review cards show: the text clamped to this many lines, each card's entrance a step later than the one before. */
export const REVIEWS = {
  readMore: "Read full review",
  showLess: "Show less",
  clampLines: 6,
  animationStepSeconds: 0.1,
} as const

/** A tracker's card in the directory and their profile page. */
export const TRACKER_LABELS = {
  viewProfile: "View profile",
  profileOf: (name: string) => `of ${name}`,
  basedIn: "Based in",
  /** "about 4 mi from you": `miles` in aboutMiles's words (src/shared/geo.ts). */
  distance: (miles: string, from?: string) => (from ? `${miles} from ${from}` : miles),
} as const

/** The trackers in the first screen of a page that lists trackers (FirstCall). */
export const FIRST_CALL_LABELS = {
  title: "Call a tracker now",
  /** Under the rows: the rest of the page's list. */
  seeAll: (count: number) => (count === 1 ? "See the tracker below" : `See all ${count} below`),
  /** A county no tracker lists: the rows are the nearest to its centre instead. */
  nearestInstead: (county: string) => `No tracker lists ${county} County yet. The nearest to its centre:`,
} as const

/** Beside every call list: the link to one request to every available tracker near the shot (AskTrackersLink). */
export const ASK_TRACKERS_LABEL = "Ask available trackers near me"

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
  someReviews: "The trackers with the most reviews, and the latest of them. Each profile has all of a tracker's reviews.",
  allReviewsOf: (tracker: string, count: number) => `All ${count} reviews of ${tracker}`,
} as const

/** Labels of the in-the-field features: text, save contact, print, shot timer, offline note. */
export const FIELD_LABELS = {
  call: "Call",
  text: "Text",
  saveContact: "Save contact",
  saveAll: "Save all trackers to my phone",
  printRoster: "Print the roster",
  timerTitle: "Shot timer: when can I start tracking?",
  timerCallNow: "Call a tracker now, track later",
  timerNoScript: "The shot timer needs JavaScript; the wait-time table above gives the same guide.",
  rosterTitle: "tracking-dog handlers",
  rosterName: "Tracker",
  rosterBase: "Based in",
  rosterPhone: "Phone",
  /** On the home page, under its list: the page with every tracker. */
  everyTracker: (count: number) => `Every tracker (${count}), to read through or print`,
} as const
