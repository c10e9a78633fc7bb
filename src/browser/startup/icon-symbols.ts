/**
 * The first screen's icon symbols stand at its end, inside the page React
 * draws (FirstScreenEnd), so a page change would take them away. Before the
 * app takes over, they join the other symbols after the page, outside
 * React's root, where every page the app draws next finds them.
 */
import { ICON_SYMBOLS } from "../../shared/first-screen"

export function keepIconSymbols(): void {
  const block = (name: string) => document.querySelector(`[${ICON_SYMBOLS.attribute}="${name}"]`)
  const symbols = block(ICON_SYMBOLS.firstScreen)?.querySelector("svg")
  block(ICON_SYMBOLS.rest)?.append(...(symbols ? [symbols] : []))
}
