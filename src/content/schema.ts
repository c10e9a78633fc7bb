/**
 * The content model: one zod schema per kind of file in `data/`.
 *
 * This is the single source of truth for what a valid content file is.
 * `npm run check:content`, `gatsby build` (via gatsby-node) and the CMS
 * config test all read these schemas; the GraphQL types in
 * `src/node/schema.ts` mirror them field for field.
 *
 * Every rule carries a message written for a tracker editing the roster,
 * not for a developer: it says what is wrong and what to do about it.
 */
import { z } from "zod"

/** The eight county pages the site has; a county slug must be one of these. */
export const COUNTY_SLUGS = [
  "huron",
  "sanilac",
  "tuscola",
  "lapeer",
  "st-clair",
  "genesee",
  "saginaw",
  "oakland",
] as const

export type CountySlug = (typeof COUNTY_SLUGS)[number]

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const PHONE_PATTERN = /^\d{10}$/
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
export const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"] as const

const text = (what: string) =>
  z
    .string({ error: `${what} is missing: add it as text in quotes.` })
    .trim()
    .min(1, { error: `${what} is empty: write something here.` })

const slug = z
  .string({ error: "slug is missing: add the file name without .json, e.g. \"jane-doe\"." })
  .regex(SLUG_PATTERN, {
    error: "slug may only use lowercase letters, digits and single hyphens, e.g. \"jane-doe\".",
  })

const countySlug = z.enum(COUNTY_SLUGS, {
  error: `must be one of the eight county slugs: ${COUNTY_SLUGS.join(", ")}.`,
})

const phone = z
  .string({ error: "phone is missing: add the 10-digit number in quotes, e.g. \"8105550142\"." })
  .regex(PHONE_PATTERN, {
    error:
      "phone must be exactly 10 digits with no spaces, dashes, brackets or letters, e.g. \"8105550142\".",
  })

const imagePath = z
  .string({ error: "image path must be text, e.g. \"../images/trackers/jane-doe.jpg\"." })
  .regex(/\.(jpe?g|png|webp|avif)$/i, {
    error: "image must be a .jpg, .jpeg, .png, .webp or .avif file.",
  })

const httpUrl = z
  .string({ error: "URL is missing: add a full web address starting with https://." })
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), {
    error: "URL must start with http:// or https:// (other kinds of link are not allowed).",
  })

const isoDate = z
  .string({ error: "dateISO is missing: add the date as YYYY-MM-DD, e.g. \"2024-10-14\"." })
  .regex(DATE_PATTERN, { error: "dateISO must be written as YYYY-MM-DD, e.g. \"2024-10-14\"." })
  .refine((value) => !Number.isNaN(Date.parse(value)), {
    error: "dateISO is not a real calendar date.",
  })

const towns = (area: string) =>
  z
    .array(text("town name"), { error: `${area} must be a list of four town names.` })
    .length(4, { error: `${area} must list exactly four towns.` })

export const galleryImageSchema = z.strictObject({
  image: imagePath,
  alt: text("alt (a short description of the photo for blind visitors)"),
})

export const trackerSchema = z.strictObject({
  slug,
  name: text("name"),
  phone,
  image: imagePath.optional(),
  yearsTracking: z
    .number({ error: "yearsTracking must be a whole number, e.g. 12 (no quotes)." })
    .int({ error: "yearsTracking must be a whole number, e.g. 12." })
    .min(0, { error: "yearsTracking cannot be negative." })
    .max(80, { error: "yearsTracking looks too large; use the number of years, e.g. 12." }),
  homeCounty: countySlug,
  servesCounties: z
    .array(countySlug, { error: "servesCounties must be a list of county slugs." })
    .default([]),
  certifications: z
    .array(text("certification"), {
      error: "certifications must be a list, e.g. [\"UBT\", \"ABTA\"].",
    })
    .default([]),
  dog1: text("dog1"),
  dog2: z.string().trim().optional(),
  experience: text("experience"),
  bio: text("bio"),
  isApprentice: z.boolean({ error: "isApprentice must be true or false (no quotes)." }),
  gallery: z.array(galleryImageSchema).default([]),
})

export const reviewSchema = z.strictObject({
  slug,
  tracker: slug,
  reviewerName: text("reviewerName"),
  rating: z
    .number({ error: "rating must be a number from 1 to 5 (no quotes)." })
    .int({ error: "rating must be a whole number from 1 to 5." })
    .min(1, { error: "rating must be at least 1." })
    .max(5, { error: "rating can be at most 5." }),
  date: text("date (as shown on the site, e.g. \"10-14-2024\" or \"3 months ago\")"),
  dateISO: isoDate,
  text: text("text"),
})

export const reasonSchema = z.strictObject({
  title: text("reason title"),
  text: text("reason text"),
})

export const countySchema = z.strictObject({
  slug: countySlug,
  name: text("name"),
  order: z.number({ error: "order must be a number (its place in county lists, 1 to 8)." }).int(),
  heading: z.string().trim().optional(),
  description: text("description"),
  squareMiles: z
    .number({ error: "squareMiles is missing: add the county's area as a number, e.g. 907." })
    .positive({ error: "squareMiles must be more than 0." }),
  successRate: z
    .number({ error: "successRate is missing: add the claimed success rate as a number, e.g. 85." })
    .min(0, { error: "successRate cannot be below 0." })
    .max(100, { error: "successRate is a percentage and cannot be over 100." }),
  northernTowns: towns("northernTowns"),
  centralTowns: towns("centralTowns"),
  southernTowns: towns("southernTowns"),
  reasons: z
    .array(reasonSchema, { error: "reasons must be a list of four reasons." })
    .length(4, { error: "reasons must have exactly four entries." }),
})

export const faqItemSchema = z.strictObject({
  question: text("question"),
  answer: text("answer"),
  points: z.array(text("point")).optional(),
  after: z.string().trim().optional(),
})

export const faqSetSchema = z.strictObject({
  slug,
  title: text("title"),
  items: z.array(faqItemSchema).min(1, { error: "items must contain at least one question." }),
})

export const waitTimeSchema = z.strictObject({
  hit: slug,
  label: text("label"),
  wait: text("wait"),
  minHours: z.number().min(0),
  maxHours: z.number().min(0),
  advice: text("advice"),
})

export const settingsSchema = z.strictObject({
  brandName: text("brandName"),
  shortName: text("shortName"),
  tagline: text("tagline"),
  siteDescription: text("siteDescription"),
  region: text("region"),
  socialPageName: text("socialPageName"),
  socialPageUrl: httpUrl,
  heroRating: z.number().min(0).max(5),
  heroReviewCount: z.number().int().min(0),
  homeSuccessRate: z.number().min(0).max(100),
  socialStats: z.strictObject({
    followers: text("followers"),
    successStories: text("successStories"),
    support: text("support"),
  }),
  countyStats: z.strictObject({
    activeTrackers: text("activeTrackers"),
    availability: text("availability"),
    recoveries: text("recoveries"),
  }),
  coverage: text("coverage"),
  waitTimes: z.array(waitTimeSchema).min(1),
  /** The body of a 'Text' button's message: the details a tracker asks for, to fill in. */
  textTemplate: text("textTemplate (the text message a hunter sends a tracker, with the details to fill in)"),
  copyrightYear: z.number().int(),
  home: z.lazy(() => homeCopySchema),
})

export type TrackerInput = z.input<typeof trackerSchema>
export type ReviewInput = z.input<typeof reviewSchema>
export type CountyInput = z.input<typeof countySchema>
export type FaqSetInput = z.input<typeof faqSetSchema>
export type SettingsInput = z.input<typeof settingsSchema>

/** A hashtag for the X share link: letters, digits and underscores, without the #. */
export const HASHTAG_PATTERN = /^[A-Za-z0-9_]+$/

const textList = (what: string) =>
  z
    .array(text(what), { error: `${what} must be a list of text, e.g. ["First", "Second"].` })
    .min(1, { error: `${what} needs at least one entry.` })

/** The home page's own words (site.json `home`); everything else it shows comes from the other files. */
export const homeCopySchema = z.strictObject({
  heroTitle: text("heroTitle"),
  heroText: text("heroText"),
  heroTips: textList("heroTips"),
  trackersIntro: text("trackersIntro"),
  serviceAreaIntro: text("serviceAreaIntro"),
  mapAlt: text("mapAlt (what the county map shows, for blind visitors)"),
  shareTitle: text("shareTitle"),
  shareText: text("shareText (the text of a post shared on X)"),
  shareHashtags: z
    .array(
      z.string().regex(HASHTAG_PATTERN, {
        error: "each hashtag may only use letters, digits and underscores, without the # (e.g. \"DeerTracking\").",
      }),
      { error: "shareHashtags must be a list, e.g. [\"DeerTracking\"]." },
    )
    .min(1, { error: "shareHashtags needs at least one hashtag." }),
  aboutParagraphs: textList("aboutParagraphs"),
  reviewsIntro: text("reviewsIntro"),
  socialTitle: text("socialTitle"),
  socialText: text("socialText"),
  contactIntro: text("contactIntro"),
  reachSteps: textList("reachSteps"),
  readyChecklist: textList("readyChecklist"),
  waitIntro: text("waitIntro"),
  waitGuideAlt: text("waitGuideAlt (what the wait-time picture shows, for blind visitors)"),
  applyIntro: text("applyIntro"),
  applyRequirements: textList("applyRequirements"),
  applyHow: text("applyHow"),
})

export type HomeCopyInput = z.input<typeof homeCopySchema>
