/**
 * The Decap CMS configuration, in code so that every field rule comes from
 * the zod schemas (see ./fields). The collections edit exactly the files in
 * `data/`, field names are the JSON keys (= the GraphQL fields).
 *
 * Backends: on localhost Decap first tries `decap-server` (`npm run cms`),
 * which writes straight into this checkout; anywhere else it uses
 * git-gateway, which commits to the repository's main branch. The site owner
 * must enable Netlify Identity (invite only) and its Git Gateway service;
 * CONTENT.md ("For the site owner") lists the steps and the GitHub backend
 * alternative.
 */
import type { CmsCollection, CmsConfig } from "decap-cms-core"
import { COUNTY_SLUGS, countySchema, faqSetSchema, reviewSchema, settingsSchema, trackerSchema } from "../content/schema"
import { legalPageSchema, speciesPageSchema } from "../content/page-schema"
import { PRODUCTION_BACKEND } from "./backend"
import { fieldsFrom, type UiTable } from "./fields"

/** Where decap-server listens during `npm run cms` (its default port). */
export const LOCAL_BACKEND_URL = "http://localhost:8081/api/v1"

/** Uploads land beside the existing pictures; JSON refers to them relative to itself. */
export const TRACKER_PHOTO_FOLDER = "../images/trackers"
export const GALLERY_PHOTO_FOLDER = "../images/gallery"

/** "st-clair" → "St. Clair": how the site names a county. */
export function countyName(slug: string): string {
  if (slug === "st-clair") return "St. Clair"
  return slug.charAt(0).toUpperCase() + slug.slice(1)
}

const SLUG_HINT = "Lowercase letters and hyphens only. It becomes the file name and the web address."

const trackerUi: UiTable = {
  slug: { label: "Profile address (slug)", hint: `The name in lowercase joined with hyphens: Jane Doe → jane-doe. ${SLUG_HINT}` },
  name: { label: "Full name", hint: "As hunters should see it, e.g. Jane Doe." },
  phone: { label: "Phone (10 digits)", hint: "Digits only, no spaces or dashes: 8105550142. The site shows it as (810) 555-0142." },
  image: { label: "Photo", widget: "image", folder: TRACKER_PHOTO_FOLDER, hint: "A square photo of you (and your dog) works best. JPG or PNG." },
  yearsTracking: { label: "Years tracking", hint: "A whole number, e.g. 12." },
  homeCounty: { label: "Home county" },
  servesCounties: { label: "Also serves these counties" },
  certifications: { label: "Certifications", hint: "One per line, e.g. UBT or ABTA." },
  dog1: { label: "First dog", hint: "Name and breed, e.g. Gretel — wirehaired dachshund." },
  // Decap adds "(optional)" to the label itself.
  dog2: { label: "Second dog" },
  experience: { label: "Experience (one or two sentences)", widget: "text", hint: "Shown under your name at the top of your profile." },
  bio: { label: "About you", widget: "text", hint: "Plain text; any HTML is shown as typed. Cards show the start, your profile shows all of it." },
  isApprentice: { label: "Apprentice tracker", default: false, hint: "Tick if you are still training under another tracker." },
  gallery: {
    label: "Recovery gallery",
    fields: {
      image: { label: "Photo", widget: "image", folder: GALLERY_PHOTO_FOLDER },
      alt: { label: "What the photo shows", hint: "One sentence for visitors who cannot see it." },
    },
  },
}

const reviewUi: UiTable = {
  slug: { label: "Review id (slug)", hint: `The tracker's slug and a number, e.g. ron-vanderkolk-08. ${SLUG_HINT}` },
  tracker: {
    label: "Tracker",
    widget: "relation",
    relation: { collection: "trackers", searchFields: ["name", "slug"], displayFields: ["name"] },
  },
  reviewerName: { label: "Reviewer's name", hint: "First name and initial, e.g. Larry H." },
  rating: { label: "Stars (1 to 5)" },
  date: { label: "Date as shown", hint: "Written as the reviewer gave it, e.g. 10-14-2024 or 3 months ago." },
  dateISO: { label: "Calendar date", widget: "date", hint: "The real date of the review (used to sort reviews)." },
  text: { label: "Review", widget: "text" },
}

const countyUi: UiTable = {
  slug: { widget: "hidden" },
  order: { hint: "Its place in county lists, 1 to 8." },
  squareMiles: { label: "Square miles" },
  successRate: { label: "Success rate (%)" },
  description: { widget: "text" },
  northernTowns: { label: "Northern towns (exactly 4)" },
  centralTowns: { label: "Central towns (exactly 4)" },
  southernTowns: { label: "Southern towns (exactly 4)" },
  reasons: { label: "Reasons (exactly 4)", fields: { text: { widget: "text" } } },
}

const faqUi: UiTable = {
  slug: { widget: "hidden" },
  items: { label: "Questions", fields: { answer: { widget: "text" }, points: { label: "Bullet points (optional)" }, after: { label: "Text after the points (optional)", widget: "text" } } },
}

const proseUi: UiTable = {
  slug: { widget: "hidden" },
  intro: { widget: "text" },
  description: { widget: "text" },
  sections: { fields: { paragraphs: { widget: "text" } } },
}

/** The question lists in data/faq/, one per page that shows questions. */
export const FAQ_SETS = [
  { name: "home", label: "Home page questions" },
  { name: "bear", label: "Bear tracking questions" },
  { name: "elk", label: "Elk tracking questions" },
] as const

/** The page texts in data/pages/: two species pages and three legal pages, each kind with its own schema and view. */
export const PAGES = [
  { name: "bear-tracking", label: "Bear tracking page", kind: "species" },
  { name: "elk-tracking", label: "Elk tracking page", kind: "species" },
  { name: "terms", label: "Terms of service", kind: "legal" },
  { name: "privacy", label: "Privacy policy", kind: "legal" },
  { name: "accessibility", label: "Accessibility statement", kind: "legal" },
] as const

const PAGE_SCHEMAS = { species: speciesPageSchema, legal: legalPageSchema } as const

/** The one file of site settings. */
export const SETTINGS_FILE = "site"

const json = { extension: "json", format: "json" } as const

export const collections: CmsCollection[] = [
  {
    name: "trackers",
    label: "Trackers",
    label_singular: "Tracker",
    description: "One entry per tracker. Each becomes a card on the home page and a profile page.",
    folder: "data/trackers",
    ...json,
    create: true,
    delete: true,
    identifier_field: "name",
    // The file name is the slug field itself, so the two can never disagree.
    slug: "{{fields.slug}}",
    summary: "{{name}} ({{homeCounty}})",
    media_folder: TRACKER_PHOTO_FOLDER,
    public_folder: TRACKER_PHOTO_FOLDER,
    fields: fieldsFrom(trackerSchema, trackerUi),
  },
  {
    name: "reviews",
    label: "Reviews",
    label_singular: "Review",
    description: "Client reviews shown on a tracker's profile.",
    folder: "data/reviews",
    ...json,
    create: true,
    delete: true,
    identifier_field: "slug",
    slug: "{{fields.slug}}",
    summary: "{{reviewerName}} on {{tracker}}, {{rating}} stars",
    fields: fieldsFrom(reviewSchema, reviewUi),
  },
  {
    name: "counties",
    label: "Counties",
    description: "The eight county pages. Counties cannot be added or removed here.",
    ...json,
    files: COUNTY_SLUGS.map((slug) => ({
      name: slug,
      label: `${countyName(slug)} County`,
      file: `data/counties/${slug}.json`,
      fields: fieldsFrom(countySchema, countyUi),
    })),
  },
  {
    name: "faq",
    label: "Questions (FAQ)",
    ...json,
    files: FAQ_SETS.map(({ name, label }) => ({ name, label, file: `data/faq/${name}.json`, fields: fieldsFrom(faqSetSchema, faqUi) })),
  },
  {
    name: "pages",
    label: "Page texts",
    ...json,
    files: PAGES.map(({ name, label, kind }) => ({ name, label, file: `data/pages/${name}.json`, fields: fieldsFrom(PAGE_SCHEMAS[kind], proseUi) })),
  },
  {
    name: "settings",
    label: "Site settings",
    ...json,
    files: [{ name: SETTINGS_FILE, label: "Site settings", file: "data/site.json", fields: fieldsFrom(settingsSchema, { coverage: { widget: "text" }, siteDescription: { widget: "text" } }) }],
  },
]

export const cmsConfig: CmsConfig = {
  // Production (./backend); CI tests, rebuilds and deploys on each commit it makes.
  backend: PRODUCTION_BACKEND,
  // On localhost Decap uses decap-server instead (npm run cms); ignored on the live site.
  local_backend: { url: LOCAL_BACKEND_URL },
  load_config_file: false,
  // Each collection with pictures sets its own folders; this is only the fallback.
  media_folder: "data/images",
  public_folder: "../images",
  site_url: "https://thumbareadeertrackers.com",
  display_url: "https://thumbareadeertrackers.com",
  editor: { preview: true },
  collections,
}
