import React from "react"
import { ICON_SYMBOLS } from "../../shared/first-screen"
import { ICON_DRAWINGS } from "./drawings"
import { symbolId, type IconName } from "./symbols"

type Block = (typeof ICON_SYMBOLS)["firstScreen" | "rest"]

/**
 * The symbols a page's icons point at, in a hidden block: a `<use>` of a
 * symbol inside a hidden element still draws, and the symbols take no room.
 * The first screen's block stands at its end (FirstScreenEnd), the other
 * icons' after the page, outside React's root.
 */
export function IconSymbols({ names, block }: { names: Iterable<IconName>; block: Block }) {
  return <div hidden {...{ [ICON_SYMBOLS.attribute]: block }} dangerouslySetInnerHTML={{ __html: symbolsMarkup(names) }} />
}

/** The symbols' attributes: each drawing is a 24x24 stroke in the text's colour. */
const SYMBOL_ATTRIBUTES = 'viewBox="0 0 24 24" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'

/** The `<svg>` of symbols, as HTML ("" for none). */
export function symbolsMarkup(names: Iterable<IconName>): string {
  const symbols = [...names].map((name) => `<symbol id="${symbolId(name)}" ${SYMBOL_ATTRIBUTES}>${ICON_DRAWINGS[name]}</symbol>`)
  return symbols.length > 0 ? `<svg>${symbols.join("")}</svg>` : ""
}
