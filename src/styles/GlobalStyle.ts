import { createGlobalStyle } from "styled-components"
import { type ColorScheme, colorProperty, colorTokens, palettes } from "./theme"
import { theme } from "./theme"

/** The colour custom properties of one scheme; for dark, only those that differ from light. */
function colorDeclarations(scheme: ColorScheme): string {
  return colorTokens
    .filter((token) => scheme === "light" || palettes[scheme][token] !== palettes.light[token])
    .map((token) => `${colorProperty(token)}: ${palettes[scheme][token]};`)
    .join("\n")
}

export const GlobalStyle = createGlobalStyle`
  /*
   * theme.colors are these properties, so the whole site follows the system
   * colour scheme. The dark query is for screens only, so print stays light;
   * color-scheme lets form controls and scrollbars follow too.
   */
  :root {
    color-scheme: light dark;
    ${colorDeclarations("light")}
  }

  ${theme.media.dark} {
    :root {
      ${colorDeclarations("dark")}
    }
  }

  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    /* Anchored sections land below the fixed navigation bar. */
    scroll-padding-top: calc(${theme.navHeight} + ${theme.space(2)});
    /* Room for the scroll bar from the first paint: it appears as the rest of the page arrives, and would move everything sideways. */
    scrollbar-gutter: stable;
  }

  ${theme.media.motion} {
    html { scroll-behavior: smooth; }
  }

  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.base};
    line-height: 1.6;
    color: ${theme.colors.ink};
    background: ${theme.colors.paper};
  }

  h1, h2, h3, h4 {
    font-family: ${theme.fonts.heading};
    line-height: 1.2;
    margin: 0 0 ${theme.space(3)};
  }

  p { margin: 0 0 ${theme.space(3)}; }

  a { color: ${theme.colors.forest}; }

  img, svg { max-width: 100%; }

  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }

  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px;
    padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0);
    white-space: nowrap; border: 0;
  }

  /*
   * Printing the page with every tracker (/trackers/) gives the roster
   * (RosterTable) and nothing else; other pages print without the
   * navigation and footer.
   */
  ${theme.media.print} {
    :root { color-scheme: light; }

    body {
      background: ${theme.colors.paper};
      color: ${theme.colors.ink};
    }

    header,
    footer,
    nav,
    [href="#main"] {
      display: none !important;
    }

    main {
      padding: 0 !important;
      margin: 0 !important;
    }

    body:has([data-print-roster]) main > :not(:has([data-print-roster])) {
      display: none !important;
    }

    @page {
      margin: 12mm;
    }
  }
`
