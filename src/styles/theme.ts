/**
 * Design tokens. Every size derives from one 4 px base unit; components use
 * these tokens and hold no raw colours or pixel sizes of their own.
 */
const unit = 4
const space = (n: number): string => `${n * unit}px`

/**
 * The two colour schemes. The site follows the system setting
 * (`prefers-color-scheme`); print is always light.
 *
 * Page tokens change with the scheme: surfaces (`paper`, the tints) turn
 * dark and what sits on them (`ink`, `forest`, `forestStrong`, `blazeText`,
 * `star`, `danger`, `focus`) turns light. In the light palette several
 * tokens share a value: they differ in what they are for, which is what
 * decides their dark value.
 */
const lightPage = {
  // Surfaces and lines
  paper: "#ffffff",
  paperAlt: "#f5f3ee",
  forestTint: "#e6efe6",
  blazeTint: "#fff1e8",
  infoTint: "#e8f1fb",
  dangerTint: "#fdecea",
  line: "#d6d3cb",
  // Text, links, icons and accent lines on those surfaces
  ink: "#1b1f1c",
  inkMuted: "#4a524c",
  forest: "#1f4d2b",
  forestStrong: "#153a20",
  blazeText: "#9a3412",
  star: "#8a5a00",
  danger: "#b42318",
  focus: "#1d4ed8",
  // Fill of the green buttons on the page (white text on it)
  forestFill: "#1f4d2b",
} as const

/**
 * The brand chrome (navigation bar, drawer, footer, hero, the forest
 * sections), the blaze call buttons, and the text on them: one set for both
 * schemes, so they look the same by day and by night.
 */
const brand = {
  forestDark: "#153a20",
  forestRaised: "#1f4d2b",
  blaze: "#c2410c",
  blazeDark: "#9a3412",
  onAccent: "#ffffff",
  onAccentMuted: "#e6efe6",
} as const

const light = { ...lightPage, ...brand }

export type ColorToken = keyof typeof light
type Palette = Readonly<Record<ColorToken, `#${string}`>>

const darkPage: Readonly<Record<keyof typeof lightPage, `#${string}`>> = {
  paper: "#121814",
  paperAlt: "#1a211c",
  forestTint: "#1c3123",
  blazeTint: "#3a2116",
  infoTint: "#172536",
  dangerTint: "#3d1c1a",
  line: "#3c463f",
  ink: "#e6ebe6",
  inkMuted: "#aab5ad",
  forest: "#8fd0a0",
  forestStrong: "#b5e3c0",
  blazeText: "#ffb38a",
  star: "#f0b43c",
  danger: "#ff8f85",
  focus: "#8ab4f8",
  forestFill: "#2f7444",
}

const dark: Palette = { ...darkPage, ...brand }

export type ColorScheme = "light" | "dark"
export const palettes: Readonly<Record<ColorScheme, Palette>> = { light, dark }

/** `forestTint` → `--color-forest-tint`: the custom property GlobalStyle sets for each scheme. */
export const colorProperty = (token: ColorToken): string => `--color-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`

export const colorTokens = Object.keys(light) as ColorToken[]

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
  /** Navigation bar height: 16 units of 4 px, the design's. */
  navHeight: space(16),
  /** Mobile drawer width: the design's 250 px, narrow enough to show the page behind it. */
  drawerWidth: "250px",
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

export type Theme = typeof theme
