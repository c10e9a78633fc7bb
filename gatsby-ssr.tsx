import React from "react"
import type { GatsbySSR } from "gatsby"
import { IconSprite } from "./src/components/icons/IconSprite"
import { SPRITE_ID } from "./src/components/icons/symbols"

export { wrapPageElement } from "./src/components/PageWrappers"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: "en" })
  // Every icon's symbol once, before the app's root: each icon on the page is a <use> of it.
  setPreBodyComponents([<IconSprite key={SPRITE_ID} />])
}
