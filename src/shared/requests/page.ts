/**
 * A hunter's request page, `/request/sent/?r=<key>`: what the Worker fills
 * the built shell with (functions/lib/request-page.ts), for a request sent,
 * refused, or not known; the shell's slots it fills; and what the page's own
 * script reads to wait for news (src/browser/request/). The service, the
 * shell and the script share these, so each part is named once.
 */
import type { HunterView } from "./api"

/** One tracker of the one-by-one call list under a request, as the hunter reads them. */
export interface CallListEntry {
  slug: string
  name: string
  /** E.164. */
  phone: string
  /** The words hunters read (STATUS_WORDS in src/shared/status/availability.ts), e.g. "Available". */
  status: string
  /** Straight-line miles from the shot site (or the county's centre); null when the hunter gave neither. */
  miles: number | null
}

/** One text to every available tracker near the shot, with the details typed out (./group-text.ts). */
export interface GroupText {
  /** The `sms:` link in the form the hunter's phone reads. */
  href: string
  /** Whom it goes to, as the page names them. */
  names: string[]
}

/**
 * What a request's page shows. A sent request's page carries no group text:
 * its address can be passed on, and the text holds the hunter's number and
 * position, which go only to the trackers the request reached. The refusal
 * is the answer to the form's post itself, which no address reaches again.
 */
export type RequestPageContent =
  | { kind: "sent"; key: string; view: HunterView; callList: CallListEntry[] }
  | { kind: "refused"; status: number; message: string; callList: CallListEntry[]; groupText: GroupText | null }
  | { kind: "unknown" }
  /** The store did not answer: what became of the request cannot be read, the calls still can. */
  | { kind: "unavailable"; callList: CallListEntry[] }

/** The attribute that names each slot of the shell; the Worker fills or removes each, the page's script updates some. */
export const REQUEST_PART_ATTRIBUTE = "data-request-part"

/**
 * The slots, in page order. `handled` is the "I have help" form (a real
 * form, kept only while the request is open); every other slot is an empty
 * container, filled with its heading and text or removed.
 */
export const REQUEST_PARTS = {
  title: "title",
  state: "state",
  reached: "reached",
  offers: "offers",
  handled: "handled",
  groupText: "group-text",
  callList: "call-list",
} as const

export type RequestPart = (typeof REQUEST_PARTS)[keyof typeof REQUEST_PARTS]

/** On the offers slot: the version of the view shown, which the page's script waits for a newer one of, and when the request ends by itself (ISO). */
export const REQUEST_VERSION_ATTRIBUTE = "data-request-version"
export const REQUEST_ENDS_ATTRIBUTE = "data-request-ends"

/** The name of the handled form's hidden field: the hunter's key (REQUEST_API.handled reads `r`). */
export const HANDLED_KEY_FIELD = "r"

/** The query parameter that names a request by the hunter's key: on its page (REQUEST_PAGES.sent) and to REQUEST_API.hunter. */
export const REQUEST_KEY_PARAMETER = "r"
