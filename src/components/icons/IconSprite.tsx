import React from "react"
import { ICON_PATHS, type IconName } from "./paths"
import { SPRITE_ID, symbolId } from "./symbols"

/**
 * Every icon's symbol, in one fixed order: the same bytes on every page and
 * every build. The stroke is set here once, not on each `<svg>` that uses a
 * symbol (Icon); the fill is left to the user, so a star can be filled or not.
 */
const SYMBOLS = (Object.keys(ICON_PATHS) as IconName[])
  .map((name) => `<symbol id="${symbolId(name)}" viewBox="0 0 24 24" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${ICON_PATHS[name]}"/></symbol>`)
  .join("")

/**
 * The whole icon set as one hidden sprite. gatsby-ssr.tsx writes it right
 * after `<body>` on every page, outside the app's root (onRenderBody's
 * pre-body components), so it works with JavaScript off, React never
 * touches it and it stays across client-side navigation. The editor's
 * preview renders it into its own frame (PreviewFrame). Hidden by an HTML
 * `hidden` wrapper, which needs no style rule (Chromium ignores `hidden` on
 * an `<svg>`); a `<use>` still draws a symbol kept out of the layout.
 */
export function IconSprite() {
  return (
    <div hidden>
      <svg id={SPRITE_ID} aria-hidden="true" dangerouslySetInnerHTML={{ __html: SYMBOLS }} />
    </div>
  )
}
