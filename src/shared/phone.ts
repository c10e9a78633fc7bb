/**
 * Every form a phone number takes on the site, from the ten digits the data
 * holds: what an editor may type, what is stored, what a card shows, and the
 * numbers in `tel:` and `sms:` links, contact cards and structured data.
 *
 * The only place these formats are written (__tests__/phone.test.ts fails on
 * a second copy elsewhere). It is in every page's bundle, so it stays small
 * and pure: which numbers are in service is the content check's business
 * (src/content/numbering.ts), with the numbering plan it needs.
 */

/** A North American area code or exchange as written: three digits, the first 2-9. */
const NXX = "[2-9]\\d{2}"

/**
 * The pattern of a written number: (810) 555-0142, 810-555-0142,
 * 810.555.0142, +1 810 555 0142, with the area code, exchange and line as
 * groups 1-3. `areaCode` narrows the area codes it takes (the editor's
 * pattern lists those in service); it must not add groups of its own.
 */
export function writtenPhonePattern(areaCode: string = NXX): string {
  return `^\\s*(?:\\+?1[\\s.-]*)?\\(?(${areaCode})\\)?[\\s.-]*(${NXX})[\\s.-]*(\\d{4})\\s*$`
}

/** A number as an editor may type it; see writtenPhonePattern. */
export const WRITTEN_PHONE = new RegExp(writtenPhonePattern())

/** A North American number as stored: ten digits, area code and exchange not starting with 0 or 1. */
export const STORED_PHONE = new RegExp(`^${NXX}${NXX}\\d{4}$`)

/** Digits only: "(810) 555-0142" → "8105550142". */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "")
}

/** A number written any way, its North American country code dropped: "+1 (810) 555-0142" → "8105550142"; any other number's digits. */
export function nationalDigits(phone: string): string {
  const digits = phoneDigits(phone)
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits
}

/** "(810) 555-0142" → "8105550142"; null when it is not a North American number. */
export function phoneToDigits(written: string): string | null {
  const match = WRITTEN_PHONE.exec(written)
  return match ? `${match[1]}${match[2]}${match[3]}` : null
}

/** Ten digits as area code, exchange and line; null for anything else. */
export function splitPhone(digits: string): [areaCode: string, exchange: string, line: string] | null {
  return /^\d{10}$/.test(digits) ? [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)] : null
}

/** "(XXX) XXX-XXXX" when the value is exactly 10 digits; otherwise as given. */
export function formatPhone(phone: string): string {
  const split = splitPhone(phone)
  return split ? `(${split[0]}) ${split[1]}-${split[2]}` : phone
}

/**
 * E.164, `+18105550142`, for a number of ten digits (in any written form, with its country code or without);
 * the digits alone for anything else, which cannot be given a country.
 * Both phone platforms dial and text it from anywhere, and contacts apps
 * store it with its country.
 */
export function e164(phone: string): string {
  const digits = nationalDigits(phone)
  return splitPhone(digits) ? `+1${digits}` : phoneDigits(phone)
}

/** A `tel:` link: the E.164 number. */
export const telHref = (phone: string): string => `tel:${e164(phone)}`

/** The number in an `sms:` link (src/shared/sms.ts): the E.164 number too. */
export const smsNumber = (phone: string): string => e164(phone)

/** A contact card's TEL value (src/build/vcards.ts): the E.164 number. */
export const vcardTel = (phone: string): string => e164(phone)

/** schema.org's international form, `+1-810-555-0142`; anything that is not ten digits as given. */
export function internationalPhone(phone: string): string {
  const split = splitPhone(phoneDigits(phone))
  return split ? `+1-${split.join("-")}` : phone
}
