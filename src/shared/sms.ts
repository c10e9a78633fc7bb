/**
 * The `sms:` link of the 'Text' buttons: a pure function so the one format
 * that works on both phone platforms is tested once.
 */
import { smsNumber } from "./phone"
import type { Point } from "./geo"
import { accuracyWords, ageWords, isFreshFor, type Fix } from "./position-fix"

/**
 * `sms:+18105550142?&body=Shot%20at...`
 *
 * iOS (since iOS 8) splits the body off at `&body=`; Android follows RFC 5724
 * and reads the query after `?` (`?body=`). `?&body=` satisfies both: iOS finds
 * its `&body=`, and Android parses a query whose first parameter is empty and
 * whose second is `body`. Neither form alone does: `?body=` puts the body into
 * the number on older iOS, `&body=` alone leaves Android with no body.
 * The body is percent-encoded with encodeURIComponent so line breaks, `&`,
 * `?` and `#` in the template survive on both.
 */
export function smsHref(phone: string, body?: string | null): string {
  const number = smsNumber(phone)
  const text = body?.trim()
  return text ? `sms:${number}?&body=${encodeURIComponent(text)}` : `sms:${number}`
}

/**
 * The shot site for a text: the coordinates to five decimal places (about a
 * metre), how sure the phone is of them and how old the fix is at `now`
 * (when the text is sent), and a map link any phone opens, to go beside the
 * details the tracker asks for. A fix over a minute old is not given as the
 * shot site: it is the last known position, from so long ago.
 */
function shotSiteLines(fix: Fix, now: number): string {
  const age = ageWords(now - fix.at)
  const accuracy = accuracyWords(fix.accuracy)
  const first = isFreshFor("texts", fix, now)
    ? `Shot site: ${coordinates(fix)} (${accuracy}, ${age})`
    : `Last known position, from ${age}: ${coordinates(fix)} (${accuracy})`
  return `${first}\n${mapLine(fix)}`
}

/** "43.05142, -83.31880": a point to five decimal places, about a metre. */
export const coordinates = (point: Point): string => `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`

/** "Map: https://maps.google.com/?q=43.05142,-83.31880": a link any phone opens on a map. */
export const mapLine = (point: Point): string => `Map: https://maps.google.com/?q=${point.latitude.toFixed(5)},${point.longitude.toFixed(5)}`

/** The template with the shot site after its first line (the greeting), or as it is without one. */
export function withShotSite(template: string, fix: Fix | null, now: number): string {
  if (!fix) return template
  const [first, ...rest] = template.split("\n")
  return [first, shotSiteLines(fix, now), ...rest].join("\n")
}
