/**
 * The colour values, read where a real colour is needed outside the page's
 * styles too (the manifest, the share image, the theme-color meta); the
 * page's styles write them as custom properties (src/styles/theme.ts).
 */
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
