/**
 * Where the icons are: one sprite file, `static/icons.svg`, holds one
 * `<symbol>` per icon (its drawing, view box and stroke), and each icon on a
 * page is a `<use>` of it (Icon, StarRating). The file is fetched once and
 * cached (the offline worker stores it with the code), so no page carries
 * the drawings: they were 0.9 KB of every page's gzipped HTML, before its
 * first screen. The icons are decorative: on a first visit on a slow
 * network they appear when the file does, next to labels that are there
 * from the first paint, at a size set on the page.
 */
import { ICON_SPRITE } from "../../shared/built-files"

/** The icons the sprite holds, in its order; __tests__/icons.test.ts holds the file to this list. */
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


/** The id of an icon's symbol in the sprite. */
const symbolId = (name: IconName): string => `i-${name}`

/** The reference to an icon's symbol: what a `<use href>` points at. */
export const symbolHref = (name: IconName): string => `${ICON_SPRITE}#${symbolId(name)}`
