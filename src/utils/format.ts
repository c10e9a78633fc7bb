/**
 * The site's formatting rules (counts, N/A, county names), as pure functions so
 * they are tested once and used everywhere. Phone numbers have their own
 * module, ./phone.ts.
 */

export const NOT_AVAILABLE = "N/A"

/*
 * The two helpers below stay away from Intl on purpose: the first
 * `toLocaleString` or `localeCompare` in a page loads the browser's locale
 * data, about 15 ms of one long task on a phone during hydration (docs/performance.md).
 * What they handle is plain ASCII: whole numbers, names, slugs, ISO dates.
 */

/** Sort order for plain text (names, slugs, ISO dates): by code point. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** A whole number with US thousands separators: 1590 → "1,590". */
export function formatCount(value: number): string {
  const sign = value < 0 ? "-" : ""
  return sign + String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ",")
}

/** 'N/A' for a missing or blank value: a card never shows an empty field. */
export function orNotAvailable(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NOT_AVAILABLE
  const text = String(value).trim()
  return text === "" ? NOT_AVAILABLE : text
}

/** A list shown as "UBT, ABTA", or N/A when empty. */
export function listOrNotAvailable(values: readonly (string | null)[] | null | undefined): string {
  const present = (values ?? []).filter((value): value is string => Boolean(value && value.trim()))
  return present.length === 0 ? NOT_AVAILABLE : present.join(", ")
}

/** "Lapeer" → "Lapeer County", wherever a county is named. */
export const countyName = (county: string) => `${county} County`
