/**
 * The site's settings and the home page's own words: data/site.json. Every
 * other text the home page shows comes from the other records.
 */
import { z } from "zod"
import { decimal, group, list, text, webAddress, wholeNumber } from "../fields"

/** A hashtag for the X share link: letters, digits and underscores, without the #. */
const HASHTAG_PATTERN = /^[A-Za-z0-9_]{1,40}$/

const lines = (label: string, max: number) => list(text({ max, multiline: true, label }), { min: 1, max: 12, what: "entries", label })

const hashtag = z
  .string({ error: 'Type the hashtag without the #, e.g. "DeerTracking".' })
  .regex(HASHTAG_PATTERN, { error: 'Use only letters, digits and underscores, without the # (e.g. "DeerTracking").' })
  .meta({ label: "Hashtag", formPattern: [HASHTAG_PATTERN.source, "Use only letters, digits and underscores, without the #."] })

const homeCopySchema = group("HomeCopy", {
  heroTitle: text({ max: 80, label: "Hero title" }),
  heroText: text({ max: 300, multiline: true, label: "Hero text" }),
  heroTips: lines("Hero tips", 200),
  trackersIntro: text({ max: 300, multiline: true, label: "Trackers intro" }),
  serviceAreaIntro: text({ max: 300, multiline: true, label: "Service area intro" }),
  mapAlt: text({ max: 300, multiline: true, label: "Map description", hint: "What the county map shows, for blind visitors." }),
  shareTitle: text({ max: 80, label: "Share title" }),
  shareText: text({ max: 200, multiline: true, label: "Share text", hint: "The text of a post shared on X." }),
  shareHashtags: list(hashtag, { min: 1, max: 5, what: "hashtags", label: "Share hashtags" }),
  aboutParagraphs: lines("About paragraphs", 800),
  reviewsIntro: text({ max: 300, multiline: true, label: "Reviews intro" }),
  socialTitle: text({ max: 80, label: "Social title" }),
  socialText: text({ max: 300, multiline: true, label: "Social text" }),
  contactIntro: text({ max: 300, multiline: true, label: "Contact intro" }),
  reachSteps: lines("How to reach a tracker", 300),
  readyChecklist: lines("What to have ready", 200),
  waitIntro: text({ max: 300, multiline: true, label: "Wait intro" }),
  waitGuideAlt: text({ max: 300, multiline: true, label: "Wait guide description", hint: "What the wait-time picture shows, for blind visitors." }),
  applyIntro: text({ max: 300, multiline: true, label: "Apply intro" }),
  applyRequirements: lines("Apply requirements", 300),
  applyHow: text({ max: 300, multiline: true, label: "How to apply" }),
})

const waitTimeSchema = group("WaitTime", {
  hit: z
    .string({ error: 'Type a short name for the hit in lowercase, e.g. "liver".' })
    .regex(/^[a-z]+(?:-[a-z]+)*$/, { error: 'Use lowercase letters and hyphens, e.g. "heart-lung".' })
    .meta({ label: "Hit (short name)", formPattern: ["^[a-z]+(?:-[a-z]+)*$", "Use lowercase letters and hyphens, e.g. heart-lung."] }),
  label: text({ max: 40, label: "Where it was hit" }),
  wait: text({ max: 40, label: "Wait, as shown", hint: "e.g. 3–5 hours" }),
  minHours: decimal({ min: 0, max: 48, example: 3, label: "Shortest wait (hours)" }),
  maxHours: decimal({ min: 0, max: 48, example: 5, label: "Longest wait (hours)" }),
  advice: text({ max: 300, multiline: true, label: "Advice" }),
})

export const settingsSchema = z.strictObject({
  brandName: text({ max: 40, label: "Site name" }),
  shortName: text({ max: 20, label: "Short name", hint: "Under the icon on a phone's home screen." }),
  tagline: text({ max: 160, multiline: true, label: "Tagline" }),
  siteDescription: text({ max: 200, multiline: true, label: "Site description", hint: "The home page's summary in search results." }),
  region: text({ max: 40, label: "Region" }),
  socialPageName: text({ max: 80, label: "Facebook page name" }),
  socialPageUrl: webAddress({ label: "Facebook page address" }),
  heroRating: decimal({ min: 0, max: 5, example: 5, label: "Rating shown in the hero" }),
  heroReviewCount: wholeNumber({ min: 0, max: 100000, example: 47, label: "Reviews behind that rating" }),
  homeSuccessRate: decimal({ min: 0, max: 100, example: 85, label: "Success rate (%)" }),
  socialStats: group(
    "SocialStats",
    {
      followers: text({ max: 20, label: "Followers" }),
      successStories: text({ max: 20, label: "Success stories" }),
      support: text({ max: 20, label: "Support" }),
    },
    { label: "Facebook figures" },
  ),
  countyStats: group(
    "CountyStats",
    {
      activeTrackers: text({ max: 20, label: "Active trackers" }),
      availability: text({ max: 20, label: "Availability" }),
      recoveries: text({ max: 20, label: "Recoveries" }),
    },
    { label: "County page figures" },
  ),
  coverage: text({ max: 80, multiline: true, label: "Typical reach", hint: "e.g. about an hour's drive" }),
  waitTimes: list(waitTimeSchema, { min: 1, max: 8, what: "wait times", label: "Wait-time guide" }),
  textTemplate: text({ max: 600, multiline: true, label: "Text message", hint: "The text a hunter sends a tracker, with the details to fill in." }),
  copyrightYear: wholeNumber({ min: 2000, max: 2100, example: 2025, label: "Copyright year" }),
  home: homeCopySchema,
})

export type SettingsInput = z.input<typeof settingsSchema>
