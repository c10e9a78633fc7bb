/**
 * The content model: every kind of record in data/, declared once. Each
 * entry names where its files live, the zod schema of one file (carrying the
 * editor's labels and GraphQL typing, ./fields.ts), how a record's key and
 * address are made, and what the editor calls it. From it come the content
 * check (./check/), the GraphQL types (./graphql.ts), the editor's
 * collections (src/cms/config.ts) and each record's pages
 * (src/build/create-pages.ts). To add a tracker field, add it to
 * ./types/tracker.ts; docs/content-model.md walks through it.
 */
import type { z } from "zod"
import { labelFor, metaOf } from "./fields"
import { slugFromName } from "../shared/slug"
import { ROUTES } from "../shared/routes"
import { COUNTY_KEYS, countySchema } from "./types/county"
import { FAQ_KEYS, faqSetSchema } from "./types/faq"
import { legalPageSchema, speciesPageSchema } from "./types/pages"
import { reviewSchema } from "./types/review"
import { settingsSchema } from "./types/settings"
import { trackerSchema } from "./types/tracker"

export type TypeName = "Tracker" | "Review" | "County" | "FaqSet" | "SpeciesPage" | "LegalPage" | "SiteSettings"

export interface ContentType {
  typeName: TypeName
  /** What one record is called in messages: "tracker", "county". */
  noun: string
  /** The folder under data/ ("" for a file at the top of data/). */
  folder: string
  /** The keys (file names without .json) of a fixed set of files; absent when editors add and remove records. */
  files?: readonly string[]
  schema: z.ZodObject
  /**
   * The record's address segment. Absent: its key. Trackers' come from their
   * name (the profile address is the lowercase name joined with hyphens),
   * so a renamed tracker's page moves and the old address is redirected.
   */
  slugOf?: (record: Record<string, unknown>, key: string) => string
  /**
   * The page each record gets: its template (src/templates/), its address,
   * and fields of the record its query needs as variables besides `key`.
   */
  page?: { template: string; path: (slug: string) => string; contextFields?: readonly string[] }
  /** GraphQL fields that are not in the file: records of another type pointing at this one. */
  backLinks?: Record<string, string>
  /** The editor's collection. */
  editor: {
    name: string
    label: string
    labelSingular?: string
    description?: string
    /** How a record is listed, from its fields (Decap's summary template). */
    summary?: string
    /** New files are named from this (Decap's slug template); only for collections editors add records to. */
    fileName?: string
    /** Labels of the fixed files. */
    fileLabels?: Record<string, string>
  }
}

export const CONTENT_TYPES: readonly ContentType[] = [
  {
    typeName: "Tracker",
    noun: "tracker",
    folder: "trackers",
    schema: trackerSchema,
    slugOf: (record, key) => (typeof record.name === "string" && slugFromName(record.name)) || key,
    page: { template: "tracker", path: ROUTES.tracker },
    backLinks: {
      reviews: '[Review!]! @link(by: "tracker.fields.key", from: "fields.key")',
    },
    editor: {
      name: "trackers",
      label: "Trackers",
      labelSingular: "Tracker",
      description: "One entry per tracker: a card on the home page and a profile page.",
      summary: "{{name}}",
      fileName: "{{fields.name}}",
    },
  },
  {
    typeName: "Review",
    noun: "review",
    folder: "reviews",
    schema: reviewSchema,
    editor: {
      name: "reviews",
      label: "Reviews",
      labelSingular: "Review",
      description: "Client reviews shown on a tracker's profile.",
      summary: "{{reviewerName}}, {{rating}} stars, {{date}}",
      fileName: "{{fields.tracker}}-{{fields.dateISO}}-{{fields.reviewerName}}",
    },
  },
  {
    typeName: "County",
    noun: "county",
    folder: "counties",
    files: COUNTY_KEYS,
    schema: countySchema,
    page: { template: "county", path: ROUTES.county },
    editor: { name: "counties", label: "Counties", description: "The eight county pages. Counties cannot be added or removed.", summary: "{{name}} County" },
  },
  {
    typeName: "FaqSet",
    noun: "question list",
    folder: "faq",
    files: FAQ_KEYS,
    schema: faqSetSchema,
    editor: {
      name: "faq",
      label: "Questions (FAQ)",
      fileLabels: { home: "Home page questions", bear: "Bear tracking questions", elk: "Elk tracking questions" },
    },
  },
  {
    typeName: "SpeciesPage",
    noun: "page",
    folder: "pages",
    files: ["bear-tracking", "elk-tracking"],
    schema: speciesPageSchema,
    page: { template: "species", path: ROUTES.page, contextFields: ["species"] },
    editor: { name: "species-pages", label: "Bear and elk pages", fileLabels: { "bear-tracking": "Bear tracking page", "elk-tracking": "Elk tracking page" } },
  },
  {
    typeName: "LegalPage",
    noun: "page",
    folder: "pages",
    files: ["terms", "privacy", "accessibility"],
    schema: legalPageSchema,
    page: { template: "legal", path: ROUTES.page },
    editor: {
      name: "legal-pages",
      label: "Legal pages",
      fileLabels: { terms: "Terms of service", privacy: "Privacy policy", accessibility: "Accessibility statement" },
    },
  },
  {
    typeName: "SiteSettings",
    noun: "settings file",
    folder: "",
    files: ["site"],
    schema: settingsSchema,
    editor: { name: "settings", label: "Site settings", fileLabels: { site: "Site settings" } },
  },
]

export function contentType(typeName: TypeName): ContentType {
  const found = CONTENT_TYPES.find((type) => type.typeName === typeName)
  if (!found) throw new Error(`No content type ${typeName} in src/content/model.ts`)
  return found
}

/** A field's label in the editor's form, which the site shows beside its value too: as declared, or a readable form of its name. */
export function fieldLabel(type: ContentType, field: string): string {
  const schema = (type.schema.shape as Record<string, z.ZodType | undefined>)[field]
  return (schema && metaOf(schema).label) ?? labelFor(field)
}

/**
 * What the builds write into the browser code as constants (webpack's
 * DefinePlugin, as code): every tracker field's label, which ./labels.ts
 * hands the views without the schema. gatsby-node.ts defines them for the
 * site's bundles, gatsby-config.ts for the editor's, jest's setup as globals.
 */
export function browserDefinitions(): Record<string, string> {
  const tracker = contentType("Tracker")
  const labels = Object.fromEntries(Object.keys(tracker.schema.shape).map((field) => [field, fieldLabel(tracker, field)]))
  return { __TRACKER_FIELD_LABELS__: JSON.stringify(labels) }
}

/** The content type of a JSON file in data/, by its folder and name; undefined for a file the model has no place for. */
export function typeOfFile(folder: string, key: string): ContentType | undefined {
  return CONTENT_TYPES.find((type) => type.folder === folder && (!type.files || type.files.includes(key)))
}

/** A record's address segment (see ContentType.slugOf). */
export function slugOf(type: ContentType, record: Record<string, unknown>, key: string): string {
  return type.slugOf ? type.slugOf(record, key) : key
}

/** The JSON file of a record, relative to the project. */
export const fileOf = (type: ContentType, key: string): string => `data/${type.folder ? `${type.folder}/` : ""}${key}.json`
