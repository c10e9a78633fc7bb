/**
 * A request page's words and what fills each slot of its shell (./page.ts),
 * as plain trees (./markup.ts): built here once for the Worker that fills
 * the page, for the page's own script that shows the trackers' answers as
 * they come, and for the form's fallback, which draws the group text and the
 * call list the same way. Times are on Michigan's clock.
 */
import { aboutMiles } from "../geo"
import { formatPhone, nationalDigits, telHref } from "../phone"
import { ROUTES } from "../routes"
import { clockWords } from "../status/availability"
import { isoInZone } from "../status/until"
import { REQUEST_KEPT_DAYS, REQUEST_PAGES, type HunterView, type Offer, type RequestState } from "./api"
import { groupTextOf } from "./group-text"
import { element, type Markup } from "./markup"
import type { CallListEntry, GroupText, RequestPageContent } from "./page"

const REACHED_NOBODY = "No available tracker near you takes requests right now, so it reached no one."

export const REQUEST_PAGE_WORDS = {
  title: {
    open: "Your request is out",
    handled: "You have help",
    ended: "Your request has ended",
    refused: "Your request did not go",
    unknown: "No request at this address",
    unavailable: "Your request cannot be shown right now",
  },
  state: {
    open: "Each tracker who can come answers here, within seconds of their tap: keep this page open. Meanwhile, call down the list below.",
    ends: (time: string) => `It ends by itself at ${time}.`,
    handled: "You marked it handled: every tracker it reached has been told you have help.",
    ended: (time: string) => `It ended at ${time}: trackers can no longer answer it. Call down the list below.`,
    refusedNext: "Text the trackers near you at once instead, or call them one by one below.",
    refusedCall: "Call the trackers below one by one.",
    unknown: `It may have ended more than ${REQUEST_KEPT_DAYS} days ago, or the address was cut short.`,
    unavailable:
      "The service is not answering, so who it reached and who answered cannot show. Call down the list below, and open this page again in a minute.",
    askAgain: "Ask every available tracker near you",
    everyTracker: "Every tracker, to call",
  },
  reached: {
    some: (count: number) => (count === 1 ? "Sent to 1 available tracker:" : `Sent to ${count} available trackers:`),
    /** A plain form's request that reached nobody: its refused page says so, then offers the group text. */
    nobody: REACHED_NOBODY,
    none: `${REACHED_NOBODY} Call down the list below.`,
    away: (miles: number) => `${aboutMiles(miles)} away`,
  },
  offers: {
    title: "Who can come",
    none: "No answer yet. Each answer shows here as it comes.",
    noneAfter: "No tracker offered to come.",
    arrives: (time: string) => `Can be there about ${time}`,
    noTime: "Did not say when they can be there",
    call: "Call",
  },
  groupText: {
    title: "Text every available tracker near you",
    to: (names: string) => `One text to ${names}, with your details typed out.`,
    button: (count: number) => (count === 1 ? "Text the available tracker" : `Text all ${count} available trackers`),
    read: "Read the text first",
    how: "Your phone opens the message: check it, then send. A text often gets through on one bar where a call drops.",
  },
  callList: {
    title: "Call them one by one",
    away: (miles: number) => `${aboutMiles(miles)} from the shot`,
    call: "Call",
  },
} as const

/** What fills the shell: each slot's content, or null to remove the slot. */
export interface FilledParts {
  /** The heading's text. */
  title: string
  state: Markup[]
  reached: Markup[] | null
  offers: Markup[] | null
  /** The hunter's key, kept in the "I have help" form while the request is open; null removes the form. */
  handled: string | null
  groupText: Markup[] | null
  callList: Markup[] | null
  /** The view's version, which the page's script waits for a newer one of, and when it ends by itself; null for no request. */
  version: number | null
  endsAt: string | null
}

/** A moment as the trackers' clock in Michigan reads it, "10:15 PM", wherever the Worker or the phone is. */
export function michiganClock(moment: number): string {
  return clockWords(isoInZone(moment).slice("2026-11-24T".length, "2026-11-24T23:00".length))
}

/** A request open past its end has ended, whatever the service last said. */
export const shownState = (view: Pick<HunterView, "state" | "endsAt">, now: number): RequestState =>
  view.state === "open" && Date.parse(view.endsAt) <= now ? "ended" : view.state

const paragraph = (...text: Markup[]) => element("p", undefined, ...text)

/** A Call link: the button's look, the number shown, whom it calls read out. */
const callLink = (name: string, phone: string, label: string) =>
  element(
    "a",
    { class: "call", href: telHref(phone) },
    `${label} `,
    element("span", { class: "visually-hidden" }, `${name}, `),
    formatPhone(nationalDigits(phone)),
  )

function offerItem(offer: Offer): Markup {
  const arrives = offer.etaMinutes === null ? null : Date.parse(offer.at) + offer.etaMinutes * 60_000
  const words = REQUEST_PAGE_WORDS.offers
  return element(
    "li",
    undefined,
    element("strong", { class: "who" }, offer.name),
    element("span", { class: "eta" }, arrives === null || !Number.isFinite(arrives) ? words.noTime : words.arrives(michiganClock(arrives))),
    callLink(offer.name, offer.phone, words.call),
  )
}

/** The parts that change as the request does (the page's script draws these again on news). */
export function hunterViewParts(
  view: HunterView,
  key: string,
  now: number,
): Pick<FilledParts, "title" | "state" | "reached" | "offers" | "handled" | "version" | "endsAt"> {
  const state = shownState(view, now)
  const words = REQUEST_PAGE_WORDS
  const ends = michiganClock(Date.parse(view.endsAt))
  const stateText = {
    open: [paragraph(words.state.open), paragraph(words.state.ends(ends))],
    handled: [paragraph(words.state.handled)],
    ended: [paragraph(words.state.ended(ends))],
  }[state]
  const reached =
    view.reached.length === 0
      ? [paragraph(words.reached.none)]
      : [
          paragraph(element("strong", undefined, words.reached.some(view.reached.length))),
          element(
            "ul",
            { class: "names" },
            ...view.reached.map((tracker) => element("li", undefined, `${tracker.name}, ${words.reached.away(tracker.miles)}`)),
          ),
        ]
  const offers = [
    element("h2", undefined, words.offers.title),
    view.offers.length > 0
      ? element("ol", { class: "offers" }, ...view.offers.map(offerItem))
      : paragraph(state === "open" ? words.offers.none : words.offers.noneAfter),
  ]
  return { title: words.title[state], state: stateText, reached, offers, handled: state === "open" ? key : null, version: view.version, endsAt: view.endsAt }
}

/** The group text's section: to whom, the one link that opens it, and what it says. */
export function groupTextPart(groupText: GroupText): Markup[] {
  const words = REQUEST_PAGE_WORDS.groupText
  return [
    element("h2", undefined, words.title),
    paragraph(words.to(groupText.names.join(", "))),
    element("a", { class: "text-all", href: groupText.href }, words.button(groupText.names.length)),
    paragraph(words.how),
    element("details", undefined, element("summary", undefined, words.read), element("p", { class: "text" }, groupTextOf(groupText.href))),
  ]
}

/** The one-by-one call list: name, status, distance and a Call button each, in the order to call. */
export function callListPart(callList: readonly CallListEntry[]): Markup[] | null {
  if (callList.length === 0) return null
  const words = REQUEST_PAGE_WORDS.callList
  return [
    element("h2", undefined, words.title),
    element(
      "ol",
      { class: "calls" },
      ...callList.map((entry) =>
        element(
          "li",
          undefined,
          element("strong", { class: "who" }, entry.name),
          element("span", { class: "status" }, entry.status),
          entry.miles !== null && element("span", { class: "miles" }, words.away(entry.miles)),
          callLink(entry.name, entry.phone, words.call),
        ),
      ),
    ),
  ]
}

/** Everything the Worker fills the shell with, for a request sent, refused or not known, at `now`. */
export function requestPageParts(content: RequestPageContent, now: number): FilledParts {
  const words = REQUEST_PAGE_WORDS
  if (content.kind === "sent") return { ...hunterViewParts(content.view, content.key, now), groupText: null, callList: callListPart(content.callList) }
  if (content.kind === "refused") {
    return {
      title: words.title.refused,
      state: [paragraph(content.message), paragraph(content.groupText ? words.state.refusedNext : words.state.refusedCall)],
      reached: null,
      offers: null,
      handled: null,
      groupText: content.groupText && groupTextPart(content.groupText),
      callList: callListPart(content.callList),
      version: null,
      endsAt: null,
    }
  }
  if (content.kind === "unavailable") {
    return {
      title: words.title.unavailable,
      state: [paragraph(words.state.unavailable)],
      reached: null,
      offers: null,
      handled: null,
      groupText: null,
      callList: callListPart(content.callList),
      version: null,
      endsAt: null,
    }
  }
  return {
    title: words.title.unknown,
    state: [
      paragraph(words.state.unknown),
      element(
        "ul",
        { class: "links" },
        element("li", undefined, element("a", { href: REQUEST_PAGES.form }, words.state.askAgain)),
        element("li", undefined, element("a", { href: ROUTES.trackers }, words.state.everyTracker)),
      ),
    ],
    reached: null,
    offers: null,
    handled: null,
    groupText: null,
    callList: null,
    version: null,
    endsAt: null,
  }
}
