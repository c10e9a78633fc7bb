/**
 * Design tokens. Every size derives from one 4 px base unit; components use
 * these tokens and hold no raw colours or pixel sizes of their own.
 */
import { MENU } from "../shared/menu"
import { palettes, type ColorToken } from "../shared/palettes"

export { palettes, type ColorScheme, type ColorToken } from "../shared/palettes"
const unit = 4
const space = (n: number): string => `${n * unit}px`

/** `forestTint` → `--color-forest-tint`: the custom property GlobalStyle sets for each scheme. */
export const colorProperty = (token: ColorToken): string => `--color-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`

export const colorTokens = Object.keys(palettes.light) as ColorToken[]

/**
 * What components write: `var(--color-…)`, so one stylesheet serves both
 * schemes. Code that needs a real colour value (images, the manifest, the
 * theme-color meta) reads `palettes` instead.
 */
const colors = Object.fromEntries(colorTokens.map((token) => [token, `var(${colorProperty(token)})`])) as Record<ColorToken, string>

export const theme = {
  unit,
  space,
  colors,
  fonts: {
    body: `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`,
    heading: `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`,
  },
  fontSizes: {
    sm: "0.875rem",
    base: "1rem",
    md: "1.125rem",
    lg: "1.375rem",
    xl: "1.75rem",
    xxl: "2.25rem",
    hero: "clamp(2rem, 6vw, 3.25rem)",
  },
  radii: { sm: space(1), md: space(2), lg: space(4), pill: "999px" },
  shadows: {
    card: "0 1px 2px rgba(0, 0, 0, 0.08), 0 4px 12px rgba(0, 0, 0, 0.06)",
    raised: "0 8px 24px rgba(0, 0, 0, 0.18)",
  },
  navHeight: `${MENU.barHeight}px`,
  drawerWidth: `${MENU.drawerWidth}px`,
  /** Smallest comfortable hit target for a gloved thumb. */
  tapTarget: space(12),
  maxWidth: "1200px",
  breakpoints: {
    tiny: "360px",
    tablet: "768px",
    desktop: "1024px",
  },
  media: {
    belowTiny: "@media (max-width: 359.98px)",
    belowTablet: "@media (max-width: 767.98px)",
    tablet: "@media (min-width: 768px)",
    desktop: "@media (min-width: 1024px)",
    motion: "@media (prefers-reduced-motion: no-preference)",
    print: "@media print",
    /** Screens only: print stays light whatever the system setting. */
    dark: "@media screen and (prefers-color-scheme: dark)",
  },
  /** Reading pages (legal, bear, elk), the tracker profile and page sections. */
  layout: {
    /** Comfortable line length for long prose. */
    readingWidth: "68ch",
    /** The legal pages' "On this page" column on wide screens. */
    sidebarWidth: space(64),
    profilePhotoSmall: space(28),
    profilePhotoLarge: space(80),
    /** Height assumed for a page section not yet shown (Section.styles.ts), until its real one is known. */
    sectionHeightEstimate: space(225),
  },
  overlay: {
    /** Behind the photo viewer: dark enough to read its white controls. */
    scrim: "rgba(0, 0, 0, 0.92)",
    /** The phone call bar lifts off the page it floats over. */
    barShadow: "0 -4px 16px rgba(0, 0, 0, 0.16)",
  },
  borderWidths: { hairline: "1px", thick: "2px", accent: space(1) },
} as const
