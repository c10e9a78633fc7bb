/**
 * The site's formatting rules (counts, N/A, county names), as pure functions so
 * they are tested once and used everywhere. Phone numbers have their own
 * module, ./phone.ts.
 */

export const NOT_AVAILABLE = "N/A"

/*
 * The two helpers below stay away from Intl on purpose: the first
 * `toLocaleString` or `localeCompare` in a page loads the browser's locale
 * data, a long task on a phone during hydration (docs/performance.md).
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

/** How a yes-or-no field reads on a page. */
const YES_NO = { yes: "Yes", no: "No" } as const

/**
 * A field's value as a card or profile shows it: text trimmed, a number as
 * written, a list as "UBT, ABTA", yes or no; null when there is nothing to
 * show (missing, blank, an empty list), which the caller turns into N/A or
 * leaves out.
 */
export function factText(value: string | number | boolean | readonly (string | null)[] | null | undefined): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === "boolean") return value ? YES_NO.yes : YES_NO.no
  const text = Array.isArray(value) ? value.filter((item): item is string => Boolean(item && item.trim())).join(", ") : String(value).trim()
  return text === "" ? null : text
}

/** "Lapeer" → "Lapeer County", wherever a county is named. */
export const countyName = (county: string) => `${county} County`
