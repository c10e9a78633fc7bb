/**
 * @jest-environment node
 */
import React from "react"
import { renderToString } from "react-dom/server"
import { ServerStyleSheet } from "styled-components"
import { GlobalStyle } from "../src/styles/GlobalStyle"
import { type ColorScheme, type ColorToken, colorProperty, colorTokens, palettes, theme } from "../src/styles/theme"

/** WCAG 2.1 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!
}

function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a)
  return (lighter! + 0.05) / (darker! + 0.05)
}

/** WCAG AA: body text 4.5:1; large text, icons, focus rings and lines that carry meaning 3:1. */
const TEXT = 4.5
const NON_TEXT = 3

/** Every pairing the components use: [foreground, background, minimum, where]. */
const PAIRS: ReadonlyArray<readonly [ColorToken, ColorToken, number, string]> = [
  ["ink", "paper", TEXT, "body text, cards, the call bar, form fields"],
  ["ink", "paperAlt", TEXT, "alternate sections, details card, 'On this page'"],
  ["ink", "forestTint", TEXT, "county header, hovered county link"],
  ["ink", "blazeTint", TEXT, "shot timer result, bear and elk callouts"],
  ["ink", "infoTint", TEXT, "info banner"],
  ["ink", "dangerTint", TEXT, "the error message box"],
  ["inkMuted", "paper", TEXT, "secondary text"],
  ["inkMuted", "paperAlt", TEXT, "secondary text in alternate sections"],
  ["inkMuted", "forestTint", TEXT, "stat labels, hovered county towns"],
  ["forest", "paper", TEXT, "links, ghost buttons, the 404 code"],
  ["forest", "paperAlt", TEXT, "links in alternate sections"],
  ["forest", "forestTint", TEXT, "hovered ghost button"],
  ["forest", "infoTint", NON_TEXT, "info banner icon and edge"],
  ["forestStrong", "paper", TEXT, "county card headings, county links"],
  ["forestStrong", "forestTint", TEXT, "experience badge, county heading, stat values"],
  ["blazeText", "paper", TEXT, "wait times in the guide table"],
  ["blazeText", "blazeTint", TEXT, "apprentice badge, warning banner icon"],
  ["blaze", "paper", NON_TEXT, "accent edges, list markers, county card icons"],
  ["blaze", "paperAlt", NON_TEXT, "the apply card's top edge"],
  ["star", "paper", NON_TEXT, "star ratings"],
  ["danger", "paper", TEXT, "the error heading"],
  ["focus", "paper", NON_TEXT, "focus ring"],
  ["focus", "paperAlt", NON_TEXT, "focus ring in alternate sections"],
  ["paper", "ink", TEXT, "toast"],
  ["onAccent", "forestFill", TEXT, "green buttons"],
  ["onAccent", "forestDark", TEXT, "navigation bar, drawer, footer, hero, forest sections, gallery buttons"],
  ["onAccent", "forestRaised", TEXT, "hero tips, Facebook stats"],
  ["onAccent", "blaze", TEXT, "call buttons"],
  ["onAccent", "blazeDark", TEXT, "hovered call buttons"],
  ["onAccentMuted", "forestDark", TEXT, "hero lead and eyebrow"],
  ["onAccentMuted", "forestRaised", TEXT, "hero tips list, stat labels"],
  ["forestDark", "onAccent", TEXT, "light buttons and the skip link"],
  ["forestDark", "onAccentMuted", TEXT, "hovered light button"],
]

describe("Colour schemes", () => {
  describe.each(["light", "dark"] as const)("the %s palette", (scheme: ColorScheme) => {
    it.each(PAIRS)("gives %s on %s at least %s:1 (%s)", (foreground, background, minimum) => {
      expect(contrast(palettes[scheme][foreground], palettes[scheme][background])).toBeGreaterThanOrEqual(minimum)
    })
  })

  it("turns the page itself dark: light text on a dark background", () => {
    expect(luminance(palettes.dark.paper)).toBeLessThan(luminance(palettes.dark.ink))
    expect(luminance(palettes.light.paper)).toBeGreaterThan(luminance(palettes.light.ink))
  })

  it("gives components custom properties, which the global style sets for light, for dark screens, and light again for print", () => {
    // As the build writes it into every page.
    const sheet = new ServerStyleSheet()
    renderToString(sheet.collectStyles(<GlobalStyle />))
    const css = sheet.getStyleTags()
    sheet.seal()
    const rootRule = css.match(/:root\s*\{([^}]*)\}/)?.[1] ?? ""
    const darkRule = css.match(/@media screen and \(prefers-color-scheme: ?dark\)\s*\{\s*:root\s*\{([^}]*)\}/)?.[1] ?? ""
    expect(rootRule).toContain("color-scheme:light dark")
    for (const token of colorTokens) {
      expect(theme.colors[token]).toBe(`var(${colorProperty(token)})`)
      expect(rootRule).toContain(`${colorProperty(token)}:${palettes.light[token]};`)
      if (palettes.dark[token] !== palettes.light[token]) expect(darkRule).toContain(`${colorProperty(token)}:${palettes.dark[token]};`)
    }
    expect(css).toMatch(/@media print\s*\{\s*:root\s*\{\s*color-scheme:light;?\s*\}/)
  })
})
