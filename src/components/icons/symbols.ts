/**
 * The icons' names and how a `<use>` names one: each page carries the
 * symbols it draws (IconSymbols, drawings.ts), so an icon is only its size
 * and a reference into the page. The names stay apart from the drawings,
 * which the browser's bundle never needs.
 */

export const ICON_NAMES = [
  "phone",
  "message",
  "menu",
  "close",
  "star",
  "map",
  "share",
  "link",
  "clock",
  "alert",
  "check",
  "download",
  "external",
  "facebook",
  "x",
  "chevron",
  "pin",
  "paw",
  "print",
] as const

export type IconName = (typeof ICON_NAMES)[number]

/** The id of an icon's symbol in the page. */
export const symbolId = (name: IconName): string => `i-${name}`

/** The reference to an icon's symbol: what a `<use href>` points at. */
export const symbolHref = (name: IconName): string => `#${symbolId(name)}`
