/**
 * Which icons a page renders, and which before its first screen ends:
 * collected while the server renders the page, so the first screen's
 * symbols are written at its end (FirstScreenEnd) and the others after the
 * page (gatsby-ssr.tsx). In the browser there is no collector.
 */
import { createContext, useContext } from "react"
import type { IconName } from "./symbols"

export class UsedIcons {
  readonly firstScreen = new Set<IconName>()
  ended = false

  /** `markup` writes a block of symbols as HTML (symbolsMarkup): given by the server, so no drawing reaches the browser's bundle. */
  constructor(private readonly markup: (names: Iterable<IconName>) => string) {}

  use(name: IconName): void {
    if (!this.ended) this.firstScreen.add(name)
  }

  /** The first screen has ended: the symbols it used, as HTML. */
  endFirstScreen(): string {
    this.ended = true
    return this.markup(this.firstScreen)
  }
}

export const UsedIconsContext = createContext<UsedIcons | null>(null)

/** Counts an icon as used where it renders (a no-op in the browser). */
export const useIcon = (name: IconName): IconName => {
  useContext(UsedIconsContext)?.use(name)
  return name
}

/** Ends the first screen: its symbols as HTML on the server, "" in the browser. */
export const useFirstScreenSymbols = (): string => useContext(UsedIconsContext)?.endFirstScreen() ?? ""
