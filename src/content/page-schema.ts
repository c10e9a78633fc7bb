/**
 * The content model for the information pages: the bear and elk tracking
 * pages (`data/pages/bear-tracking.json`, `data/pages/elk-tracking.json`)
 * and the legal pages (`data/pages/terms.json`, `privacy.json`,
 * `accessibility.json`). Their FAQs live in `data/faq/` and use
 * `faqSetSchema` from `./schema`.
 *
 * The page components render only what these files hold, so every word a
 * visitor reads on those pages is here. As in `./schema`, every rule carries
 * a message written for the person editing the file, not for a developer.
 */
import { z } from "zod"

import { SLUG_PATTERN } from "./schema"

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const

/** "Month YYYY", e.g. "December 2024", as the legal pages show it. */
export const MONTH_YEAR_PATTERN = new RegExp(`^(?:${MONTHS.join("|")}) \\d{4}$`)

/** Search engines cut longer titles and descriptions short in their results. */
export const META_TITLE_MAX = 70
export const META_DESCRIPTION_MAX = 160

const text = (what: string) =>
  z
    .string({ error: `${what} is missing: add it as text in quotes.` })
    .trim()
    .min(1, { error: `${what} is empty: write something here.` })

const textList = (what: string, example: string) =>
  z.array(text(what), { error: `${what}s must be a list of text, e.g. [${example}].` })

const slug = z
  .string({ error: "slug is missing: add the file name without .json, e.g. \"bear-tracking\"." })
  .regex(SLUG_PATTERN, {
    error: "slug may only use lowercase letters, digits and single hyphens, e.g. \"bear-tracking\".",
  })

const metaTitle = text("title (the page title shown in the browser tab and search results)").max(
  META_TITLE_MAX,
  { error: `title is too long for search results: keep it to ${META_TITLE_MAX} characters or fewer.` },
)

const metaDescription = text(
  "description (the one- or two-sentence summary shown in search results)",
).max(META_DESCRIPTION_MAX, {
  error: `description is too long for search results: keep it to ${META_DESCRIPTION_MAX} characters or fewer.`,
})

/** A titled block of prose with an optional bullet list after the paragraphs. */
export const pageSectionSchema = z.strictObject({
  heading: text("section heading"),
  paragraphs: textList("paragraph", "\"First paragraph.\", \"Second paragraph.\"").min(1, {
    error: "paragraphs must contain at least one paragraph.",
  }),
  points: textList("point", "\"First point\", \"Second point\"")
    .min(1, { error: "points is an empty list: add a point or remove \"points\"." })
    .optional(),
})

export const bannerSchema = z.strictObject({
  tone: z.enum(["warning", "info"], {
    error: "banner tone must be \"warning\" (safety) or \"info\" (general notice).",
  }),
  title: text("banner title"),
  text: text("banner text"),
})

export const factSchema = z.strictObject({
  label: text("fact label (e.g. \"Season\")"),
  value: text("fact value (e.g. \"Early September to late October\")"),
})

export const featureSchema = z.strictObject({
  title: text("feature card title"),
  text: text("feature card text"),
})

export const calloutSchema = z.strictObject({
  title: text("callout title"),
  text: text("callout text"),
  points: textList("callout point", "\"First point\", \"Second point\"")
    .min(1, { error: "callout points is an empty list: add a point or remove \"points\"." })
    .optional(),
})

/** A button label; every such button takes the visitor to the tracker list (/#trackers), and may also download a file. */
export const ctaSchema = z.strictObject({
  label: text("button label (e.g. \"Find a Bear Tracker\")"),
  /** A file the button also downloads (the roster's contact card), e.g. "/trackers.vcf". */
  download: z
    .string({ error: "download must be the address of a file on this site in quotes, e.g. \"/trackers.vcf\"." })
    .regex(/^\/[a-z0-9/_.-]+\.vcf$/, { error: "download must be a contact card on this site, e.g. \"/trackers.vcf\"." })
    .optional(),
})

/** The bear tracking and elk tracking pages. */
export const speciesPageSchema = z.strictObject({
  slug,
  title: metaTitle,
  description: metaDescription,
  keywords: textList("keyword", "\"bear tracking\", \"Michigan\"").min(1, {
    error: "keywords must contain at least one keyword.",
  }),
  heading: text("heading (the main heading at the top of the page)"),
  intro: text("intro (the paragraph under the main heading)"),
  banner: bannerSchema,
  facts: z
    .array(factSchema, { error: "facts must be a list of { \"label\": ..., \"value\": ... } entries." })
    .min(1, { error: "facts must contain at least one season or hunt fact." }),
  factsNote: text("factsNote (the reminder that these facts change yearly; check the DNR)"),
  features: z
    .array(featureSchema, { error: "features must be a list of three { \"title\", \"text\" } cards." })
    .length(3, { error: "features must have exactly three cards." }),
  sections: z
    .array(pageSectionSchema, { error: "sections must be a list of { \"heading\", \"paragraphs\" } blocks." })
    .min(1, { error: "sections must contain at least one section." }),
  callout: calloutSchema,
  ctas: z
    .array(ctaSchema, { error: "ctas must be a list of { \"label\": ... } buttons." })
    .min(1, { error: "ctas must contain at least one button label." }),
  /** Which FAQ file in data/faq this page shows, by its slug. */
  faqSet: z
    .string({ error: "faqSet is missing: add the slug of this page's FAQ file in data/faq, e.g. \"bear\"." })
    .regex(SLUG_PATTERN, {
      error: "faqSet must be the slug of a FAQ file in data/faq (lowercase, e.g. \"bear\").",
    }),
  /** The heading above the three feature cards. */
  featuresTitle: text("featuresTitle (the heading above the three feature cards)"),
  /** Where the facts note sends the visitor for this year's rules: the DNR's own page. */
  dnrLink: z.strictObject({
    label: text("dnrLink label (the link text, e.g. \"Michigan DNR bear hunting information\")"),
    url: z
      .string({ error: "dnrLink url is missing: add the DNR page's address starting with https://." })
      .regex(/^https:\/\/[^\s]+$/i, { error: "dnrLink url must be a full web address starting with https://." }),
  }),
})

/** The terms, privacy and accessibility pages. */
export const legalPageSchema = z.strictObject({
  slug,
  title: metaTitle,
  description: metaDescription,
  heading: text("heading (the main heading at the top of the page)"),
  updated: z
    .string({ error: "updated is missing: add the month and year, e.g. \"December 2024\"." })
    .regex(MONTH_YEAR_PATTERN, {
      error: "updated must be a month name and a four-digit year, e.g. \"December 2024\".",
    }),
  intro: text("intro").optional(),
  sections: z
    .array(pageSectionSchema, { error: "sections must be a list of { \"heading\", \"paragraphs\" } blocks." })
    .min(1, { error: "sections must contain at least one section." }),
})

export type PageSectionInput = z.input<typeof pageSectionSchema>
export type SpeciesPageInput = z.input<typeof speciesPageSchema>
export type LegalPageInput = z.input<typeof legalPageSchema>
