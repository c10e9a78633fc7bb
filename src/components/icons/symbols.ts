/**
 * Where the icons' symbols are: the page's hidden sprite (IconSprite) holds
 * one `<symbol>` per icon, and each icon on the page points at it. Small and
 * pure: the browser bundle needs these names, never the drawings.
 */
import type { IconName } from "./paths"

/** The sprite's element id. */
export const SPRITE_ID = "icons"

/** The id of an icon's symbol: what a `<use href>` points at. */
export const symbolId = (name: IconName): string => `i-${name}`

/** The reference to an icon's symbol in the page's sprite. */
export const symbolHref = (name: IconName): string => `#${symbolId(name)}`
