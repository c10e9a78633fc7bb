/**
 * The one text a hunter sends every available tracker near the shot when a
 * request cannot go (no signal, a refusal, the service down): its body, the
 * details a tracker asks for, and the `sms:` link with several recipients
 * in the form each phone platform reads. Pure, so the service's refusal
 * page, the form's fallback in the browser and the tests share it; who is
 * near is ./fallback.ts. The forms and where they come from: docs/requests.md.
 */
import type { Point } from "../geo"
import { formatPhone, nationalDigits, smsNumber } from "../phone"
import { accuracyWords } from "../position-fix"
import { coordinatesText, mapHref } from "../geo"
import { clockWords } from "../status/availability"
import { SIGNS, type Sign } from "./api"

/** What the hunter told the form, as the text gives it. */
export interface ShotDetails {
  /** When the deer was hit, "HH:MM" on the hunter's clock. */
  hitAt: string
  /** The phone's position at the shot site, with how sure it is (metres), when the hunter gave it. */
  position: (Point & { accuracy: number | null }) | null
  /** The county's name ("Lapeer"), and the nearest town or road, when given. */
  county: string | null
  place: string | null
  signs: readonly Sign[]
  note: string
  name: string
  phone: string
}

export type SmsPlatform = "ios" | "android" | "other"

const GROUP_TEXT_WORDS = {
  greeting: "Wounded deer: can you come and track it tonight? I am texting every available tracker near me.",
  hitAt: (time: string) => `Hit at ${time}.`,
  shotSite: (where: string, accuracy: string | null) => `Shot site: ${where}${accuracy ? ` (${accuracy})` : ""}`,
  place: (place: string | null, county: string | null) => `Where: ${[place, county ? `${county} County` : null].filter(Boolean).join(", ")}`,
  seen: (signs: string) => `Seen: ${signs}`,
  note: (note: string) => `Note: ${note}`,
  hunter: (who: string) => `Hunter: ${who}`,
} as const

/** "18:40" → "6:40 PM"; as written when it is not a time of day. */
function hitTime(hitAt: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hitAt.trim())
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return hitAt.trim()
  return clockWords(hitAt.trim())
}

/**
 * Text a messaging app reads back whole. Android's Messages (AOSP Messaging,
 * `LaunchConversationActivity.getBody`) decodes the link's body twice: once
 * as the URI's part, then again with URLDecoder after splitting the query at
 * `&`. So an `&` the hunter typed would cut the text there, a `+` would turn
 * into a space and a stray `%` stops the app. They are written out instead,
 * which reads the same to a tracker and survives one decoding or two.
 */
export const smsSafe = (text: string): string =>
  text
    .replace(/&/g, " and ")
    .replace(/\+/g, " plus ")
    .replace(/%/g, " percent")
    .replace(/[ \t]{2,}/g, " ")
    .trim()

/** The details a tracker asks for, one to a line: when, where, what was seen, the note, and who to call back. */
export function groupTextBody(details: ShotDetails): string {
  const where = details.position
    ? [
        GROUP_TEXT_WORDS.shotSite(coordinatesText(details.position), details.position.accuracy === null ? null : accuracyWords(details.position.accuracy)),
        `Map: ${mapHref(details.position)}`,
      ]
    : []
  const place = details.county || details.place ? [GROUP_TEXT_WORDS.place(details.place, details.county)] : []
  const signs = details.signs.map((sign) => SIGNS[sign]).filter(Boolean)
  // The number as a person writes it: no `+`, which Android would read as a space.
  const phone = details.phone.trim() ? formatPhone(nationalDigits(details.phone)) : ""
  const who = [details.name.trim(), phone].filter(Boolean).join(", ")
  const lines = [
    GROUP_TEXT_WORDS.greeting,
    GROUP_TEXT_WORDS.hitAt(hitTime(details.hitAt)),
    ...where,
    ...place,
    ...(signs.length > 0 ? [GROUP_TEXT_WORDS.seen(signs.join("; "))] : []),
    ...(details.note.trim() ? [GROUP_TEXT_WORDS.note(details.note.trim())] : []),
    ...(who ? [GROUP_TEXT_WORDS.hunter(who)] : []),
  ]
  return lines.map(smsSafe).join("\n")
}

/**
 * One `sms:` link to several numbers, the body filled in:
 *
 * - iOS (and the Messages app on a Mac, an iPad asking as one): `sms://open?addresses=<a>,<b>&body=<text>`.
 *   Its `sms:<number>` takes one recipient; the `open` form takes several,
 *   comma-separated, and a body (no-op.co, "URL scheme for sending SMS or
 *   iMessage to multiple recipients on iOS", 2025; the form a Scriptable
 *   user found in andyngo/conversable-for-scriptable#2). Numbers go without
 *   the `+`, which a query may read as a space: 1 and the ten digits.
 * - Android: RFC 5724, `sms:<a>,<b>?body=<text>`. Messages reads the
 *   recipients up to `?`, split at `,` or `;` (AOSP Messaging,
 *   `UriUtil.parseRecipientsFromSmsMmsUri`), and the body from `body=`.
 * - Anything else: RFC 5724's form too, the standard.
 *
 * The body is percent-encoded once, after smsSafe has taken out what Android
 * would decode a second time.
 */
export function groupSmsHref(numbers: readonly string[], body: string, platform: SmsPlatform): string {
  const text = encodeURIComponent(body)
  if (platform === "ios") return `sms://open?addresses=${numbers.map((number) => smsNumber(number).replace(/^\+/, "")).join(",")}&body=${text}`
  return `sms:${numbers.map(smsNumber).join(",")}?body=${text}`
}

/** The text a group link carries, as the hunter's phone will show it ("" for a link without one). */
export function groupTextOf(href: string): string {
  const at = href.indexOf("body=")
  return at < 0 ? "" : decodeURIComponent(href.slice(at + "body=".length))
}

/** Which form of the link a phone reads, from its User-Agent (the service reads the request's; a page, navigator.userAgent). */
export function platformOf(userAgent: string | null | undefined): SmsPlatform {
  const agent = userAgent ?? ""
  if (/Android/i.test(agent)) return "android"
  // An iPad asks as a Mac; both open Apple's Messages.
  if (/iPhone|iPad|iPod|Macintosh/i.test(agent)) return "ios"
  return "other"
}
