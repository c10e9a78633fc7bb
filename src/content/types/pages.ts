/**
 * The information pages in data/pages/: the bear and elk tracking pages and
 * the legal pages. Their questions live in data/faq/. The page components
 * render only what these files hold, so every word a visitor reads on those
 * pages is here.
 */
import { z } from "zod"
import { choice, group, list, optionalText, reference, text, webAddress } from "../fields"
import { SPECIES, SPECIES_NAMES } from "../species"

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const

/** "Month YYYY", e.g. "December 2024", as the legal pages show it. */
const MONTH_YEAR_PATTERN = new RegExp(`^(?:${MONTHS.join("|")}) \\d{4}$`)

/** Search engines cut longer titles and descriptions short in their results. */
const META_TITLE_MAX = 70
const META_DESCRIPTION_MAX = 160

const metaTitle = text({ max: META_TITLE_MAX, label: "Title", hint: "The page title in the browser tab and search results." })
const metaDescription = text({ max: META_DESCRIPTION_MAX, multiline: true, label: "Description", hint: "The one- or two-sentence summary in search results." })
const keywords = list(text({ max: 60, label: "Keyword" }), {
  min: 1,
  max: 15,
  what: "keywords",
  label: "Keywords",
  hint: "What people search for, one per line.",
})
const paragraphs = list(text({ max: 2000, multiline: true, label: "Paragraph" }), { min: 1, max: 20, what: "paragraphs", label: "Paragraphs" })
const points = (label: string) => list(text({ max: 400, multiline: true, label: "Point" }), { min: 1, max: 20, what: "points", label }).optional()

/** A titled block of prose with an optional bullet list after the paragraphs. */
const pageSectionSchema = group("PageSection", {
  heading: text({ max: 100, label: "Heading" }),
  paragraphs,
  points: points("Bullet points (optional)"),
})

const sections = list(pageSectionSchema, { min: 1, max: 20, what: "sections", label: "Sections" })

/** The bear and elk tracking pages. */
export const speciesPageSchema = z.strictObject({
  species: choice(SPECIES_NAMES, SPECIES, { label: "Game", hint: "The page lists the trackers who take this game." }),
  title: metaTitle,
  description: metaDescription,
  keywords,
  heading: text({ max: 80, label: "Main heading" }),
  intro: text({ max: 600, multiline: true, label: "Intro", hint: "The paragraph under the main heading." }),
  banner: group(
    "PageBanner",
    {
      tone: choice({ warning: "Safety warning", info: "Notice" }, ["warning", "info"] as const, { label: "Kind" }),
      title: text({ max: 80, label: "Title" }),
      text: text({ max: 600, multiline: true, label: "Text" }),
    },
    { label: "Banner" },
  ),
  facts: list(group("PageFact", { label: text({ max: 40, label: "Label", hint: "e.g. Season" }), value: text({ max: 200, label: "Value" }) }), {
    min: 1,
    max: 10,
    what: "facts",
    label: "Season and hunt facts",
  }),
  factsNote: text({ max: 300, multiline: true, label: "Facts note", hint: "The reminder that these facts change yearly." }),
  dnrLink: group("PageLink", { label: text({ max: 80, label: "Link text" }), url: webAddress({ label: "DNR page address" }) }, { label: "DNR link" }),
  featuresTitle: text({ max: 80, label: "Heading above the three cards" }),
  features: list(group("PageFeature", { title: text({ max: 60, label: "Title" }), text: text({ max: 500, multiline: true, label: "Text" }) }), {
    min: 3,
    max: 3,
    what: "cards",
    label: "Feature cards (exactly 3)",
  }),
  sections,
  callout: group(
    "PageCallout",
    { title: text({ max: 80, label: "Title" }), text: text({ max: 600, multiline: true, label: "Text" }), points: points("Points (optional)") },
    { label: "When to call box" },
  ),
  ctas: list(
    group("PageCta", {
      label: text({ max: 40, label: "Button text", hint: "Every button takes the visitor to the tracker list." }),
      contactCard: z
        .literal("/trackers.vcf", { error: 'Leave empty, or "/trackers.vcf" to also offer the whole roster as a contact card.' })
        .optional()
        .meta({ label: "Also save the roster (optional)", widget: "select", options: [{ value: "/trackers.vcf", label: "Every tracker's contact card" }] }),
    }),
    { min: 1, max: 5, what: "buttons", label: "Buttons" },
  ),
  faqSet: reference("FaqSet", { label: "Questions", hint: "Which question list in Questions (FAQ) this page shows." }),
})

/** The terms, privacy and accessibility pages. */
export const legalPageSchema = z.strictObject({
  title: metaTitle,
  description: metaDescription,
  keywords,
  heading: text({ max: 80, label: "Main heading" }),
  updated: z
    .string({ error: 'Type the month and year, e.g. "December 2024".' })
    .regex(MONTH_YEAR_PATTERN, { error: 'Type the month in full and a four-digit year, e.g. "December 2024".' })
    .meta({ label: "Last updated", formPattern: [MONTH_YEAR_PATTERN.source, "Type the month in full and a four-digit year, e.g. December 2024."] }),
  intro: optionalText({ max: 1000, multiline: true, label: "Intro" }),
  sections,
})

export type SpeciesPageInput = z.input<typeof speciesPageSchema>
export type LegalPageInput = z.input<typeof legalPageSchema>
