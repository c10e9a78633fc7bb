/**
 * The `sms:` link of the 'Text' buttons: a pure function so the one format
 * that works on both phone platforms is tested once.
 */
import { smsNumber } from "./phone"

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
 * metre) and a map link any phone opens, to go beside the details the
 * tracker asks for.
 */
export function shotSiteLines({ latitude, longitude }: { latitude: number; longitude: number }): string {
  const at = `${latitude.toFixed(5)},${longitude.toFixed(5)}`
  return `Shot site: ${latitude.toFixed(5)}, ${longitude.toFixed(5)}\nMap: https://maps.google.com/?q=${at}`
}

/** The template with the shot site after its first line (the greeting), or as it is without one. */
export function withShotSite(template: string, site: { latitude: number; longitude: number } | null): string {
  if (!site) return template
  const [first, ...rest] = template.split("\n")
  return [first, shotSiteLines(site), ...rest].join("\n")
}
