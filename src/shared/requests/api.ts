/**
 * Hunters' requests to every available tracker near the shot: the contract
 * between the hunter's pages (/request/), the trackers' status app
 * (/status/), its offline worker and the service (functions/): addresses,
 * the form's fields, what each answer holds, the push message, and the
 * limits. docs/requests.md says how it all fits.
 */
import type { Point } from "../geo"

export const REQUEST_API = {
  /** POST (a form or JSON, no sign-in): a hunter's request; answers whom it reached. */
  send: "/api/requests",
  /** GET ?r=<hunter's key>[&after=<version>]: the hunter's view; with `after`, held open until something newer (REQUEST_WAIT_SECONDS). */
  hunter: "/api/requests/hunter",
  /** POST { r } (a form or JSON): the hunter has help; every other tracker is told. */
  handled: "/api/requests/handled",
  /** GET ?id=<request id> (a tracker it was sent to, signed in): the request as that tracker may see it. */
  tracker: "/api/requests/tracker",
  /** POST { id, answer, eta? } (a tracker it was sent to, signed in): "I can come", "Can't tonight", or "not genuine". */
  answer: "/api/requests/answer",
  /** PUT { subscription } / DELETE (signed in): this phone takes hunters' requests, or no longer does. */
  phone: "/api/push/phone",
  /** PUT RequestSettings (a tracker, signed in): how far they travel, and their quiet hours. */
  settings: "/api/push/settings",
  /** POST (signed in, with this phone's subscription): a test request to this phone only. */
  test: "/api/push/test",
} as const

/** The hunter's pages: the form, and a request's page (the Worker fills it in; `?r=` names the request). */
export const REQUEST_PAGES = { form: "/request/", sent: "/request/sent/" } as const

/** How long a request stays open, and how long anything about it is kept after it ends. */
export const REQUEST_OPEN_HOURS = 4
export const REQUEST_KEPT_DAYS = 7
/** How long a hunter's page waits on the service for news before asking again. */
export const REQUEST_WAIT_SECONDS = 20
/** Requests one visitor (an address) may send in an hour, and the whole state. */
export const REQUESTS_PER_VISITOR_PER_HOUR = 3
export const REQUESTS_STATEWIDE_PER_HOUR = 30
/** At most this many trackers get one request, nearest first: the platform allows 50 outgoing requests per Worker request. */
export const MAX_RECIPIENTS = 20
/** A number a tracker marked "not genuine" is refused this long. */
export const NOT_GENUINE_DAYS = 30
/** The longest free text a hunter may send, and the longest name or place. */
export const MAX_REQUEST_TEXT = { note: 500, name: 80, place: 120 } as const

/** What the hunter saw, as the form offers it: a tracker's first questions. */
export const SIGNS = {
  "bright-blood": "Bright red blood, maybe bubbles",
  "dark-blood": "Dark red blood",
  "green-matter": "Green or brown matter, gut smell",
  "little-blood": "Little or no blood",
  "ran-hunched": "Ran off hunched or slowly",
  "ran-hard": "Ran off hard",
  "saw-it-fall": "Saw or heard it go down",
} as const
export type Sign = keyof typeof SIGNS

/**
 * The form's fields, by the names the HTML form posts (a plain form with
 * scripting off; the page's script sends the same as JSON). Where: the
 * phone's position (latitude, longitude, accuracy in metres), or a county
 * (its page slug) and the nearest town or road.
 */
export interface RequestForm {
  latitude?: string
  longitude?: string
  accuracy?: string
  county?: string
  place?: string
  /** When the deer was hit: "HH:MM" on the hunter's clock, today or last night (the service reads it in Michigan time). */
  hitAt: string
  signs?: Sign[]
  note?: string
  name: string
  phone: string
  /** "yes": the hunter agrees to give their name, number and the shot site to the trackers it reaches. */
  consent: string
}

/** A tracker a request reached, as the hunter's page names them. */
export interface Reached {
  slug: string
  name: string
  /** Straight-line miles from their base town to the shot site, rounded. */
  miles: number
}

/** A tracker's "I can come", as the hunter sees it, in the order they came. */
export interface Offer {
  slug: string
  name: string
  /** E.164, for the Call button. */
  phone: string
  /** Minutes they expect to take to arrive, if they said. */
  etaMinutes: number | null
  at: string
}

export type RequestState = "open" | "handled" | "ended"

/** `GET REQUEST_API.hunter`: the hunter's request as their page shows it. */
export interface HunterView {
  state: RequestState
  /** When it ends by itself (Michigan's clock, ISO with offset). */
  endsAt: string
  reached: Reached[]
  offers: Offer[]
  /** Bumped by each offer and by "handled": the page waits for a newer one. */
  version: number
}

/** The answer to a request sent: the hunter's key (for their page) and whom it reached. */
export interface SentRequest extends HunterView {
  /** The hunter's key to their request: only they hold it (it is in their page's address). */
  key: string
}

/** What a tracker may say to a request. */
export type TrackerAnswer = "offer" | "decline" | "not-genuine"

/** `GET REQUEST_API.tracker`: the request as a tracker it reached sees it; the hunter's details only once they offered. */
export interface TrackerView {
  id: string
  state: RequestState
  endsAt: string
  /** From this tracker's base town to the shot site: miles and a compass direction ("NE"). */
  miles: number
  direction: string
  county: string | null
  place: string | null
  hitAt: string
  signs: Sign[]
  note: string
  /** This tracker's answer so far. */
  answer: TrackerAnswer | null
  /** How many trackers have offered (names are the hunter's to see). */
  offers: number
  /** Given to a tracker who offered. */
  hunter: { name: string; phone: string; shotSite: (Point & { accuracy: number | null }) | null } | null
}

/** How far a tracker travels for a request: within `miles` of their base town, or into the counties they serve. */
export type Reach = { kind: "miles"; miles: number } | { kind: "counties" }

/** `PUT REQUEST_API.settings`: a tracker's reach and quiet hours ("22:00" to "06:00" on Michigan's clock; none: always). */
export interface RequestSettings {
  reach: Reach
  quiet: { from: string; until: string } | null
}

/**
 * The push message a request sends, in Declarative Web Push's form (WebKit,
 * Safari 18.4): a browser that reads it shows the notification itself, even
 * when the worker fails; the offline worker shows the same from it
 * elsewhere (src/worker/). `navigate` opens the request in the status app.
 */
export interface RequestPush {
  web_push: 8030
  notification: {
    title: string
    body: string
    navigate: string
    tag: string
    lang: "en-US"
    silent: false
  }
  mutable: true
  /** The request it is about, and whether it still wants answers. */
  request: { id: string; state: RequestState; test: boolean }
}
