/**
 * @jest-environment node
 */
/**
 * The CMS form must refuse what `check:content` refuses, so an editor sees
 * the problem before saving. The config is generated from the zod schemas;
 * these tests check the result against the schemas directly, so a change to
 * either side that breaks the agreement fails here.
 */
import fs from "node:fs"
import path from "node:path"
import { z } from "zod"
import type { CmsCollection, CmsField } from "decap-cms-core"
import { cmsConfig, collections } from "../src/cms/config"
import {
  COUNTY_SLUGS,
  DATE_PATTERN,
  PHONE_PATTERN,
  SLUG_PATTERN,
  countySchema,
  faqSetSchema,
  reviewSchema,
  settingsSchema,
  trackerSchema,
} from "../src/content/schema"
import { legalPageSchema, speciesPageSchema } from "../src/content/page-schema"

type Field = CmsField & Record<string, unknown>

const ROOT = path.resolve(__dirname, "..")
const collection = (name: string): CmsCollection => {
  const found = collections.find((entry) => entry.name === name)
  if (!found) throw new Error(`no CMS collection ${name}`)
  return found
}
const fieldsOf = (entry: CmsCollection, file?: string): Field[] =>
  ((file ? entry.files?.find((candidate) => candidate.name === file)?.fields : entry.fields) ?? []) as Field[]
const field = (fields: Field[], name: string): Field => {
  const found = fields.find((entry) => entry.name === name)
  if (!found) throw new Error(`no CMS field ${name}`)
  return found
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault) current = current.unwrap() as z.ZodType
  return current
}

/** Every key of the zod object is a CMS field of the same name, required exactly when zod requires it. */
function expectSameFields(schema: z.ZodObject, fields: Field[], at: string): void {
  const shape = schema.shape as Record<string, z.ZodType>
  expect({ at, names: fields.map((entry) => entry.name) }).toEqual({ at, names: Object.keys(shape) })
  for (const [name, zodField] of Object.entries(shape)) {
    const cmsField = field(fields, name)
    expect({ at: `${at}.${name}`, required: cmsField.required }).toEqual({ at: `${at}.${name}`, required: !zodField.isOptional() })
    const inner = unwrap(zodField)
    const element = inner instanceof z.ZodArray ? unwrap(inner.element as z.ZodType) : inner
    if (element instanceof z.ZodObject && Array.isArray(cmsField.fields)) {
      expectSameFields(element, cmsField.fields as Field[], `${at}.${name}`)
    }
  }
}

describe("CMS config", () => {
  it.each([
    ["trackers", undefined, trackerSchema],
    ["reviews", undefined, reviewSchema],
    ["counties", "lapeer", countySchema],
    ["faq", "home", faqSetSchema],
    ["settings", "site", settingsSchema],
    ["pages", "bear-tracking", speciesPageSchema],
    ["pages", "terms", legalPageSchema],
  ] as const)("has the schema's fields and required flags for %s %s", (name, file, schema) => {
    expectSameFields(schema, fieldsOf(collection(name), file), file ?? name)
  })

  it("checks the phone with the schema's pattern and message", () => {
    const phone = field(fieldsOf(collection("trackers")), "phone")
    expect(phone.pattern).toEqual([
      PHONE_PATTERN.source,
      'phone must be exactly 10 digits with no spaces, dashes, brackets or letters, e.g. "8105550142".',
    ])
  })

  it("checks slugs and dates with the schema's patterns", () => {
    expect((field(fieldsOf(collection("trackers")), "slug").pattern as string[])[0]).toBe(SLUG_PATTERN.source)
    expect((field(fieldsOf(collection("reviews")), "slug").pattern as string[])[0]).toBe(SLUG_PATTERN.source)
    expect((field(fieldsOf(collection("reviews")), "dateISO").pattern as string[])[0]).toBe(DATE_PATTERN.source)
  })

  it("offers exactly the eight counties", () => {
    const trackers = fieldsOf(collection("trackers"))
    expect(field(trackers, "homeCounty")).toMatchObject({ widget: "select", options: [...COUNTY_SLUGS] })
    expect(field(trackers, "servesCounties")).toMatchObject({ widget: "select", multiple: true, options: [...COUNTY_SLUGS] })
    expect(collection("counties").files?.map((file) => file.file)).toEqual(COUNTY_SLUGS.map((slug) => `data/counties/${slug}.json`))
  })

  it("limits ratings to whole numbers from 1 to 5 and town lists to four", () => {
    expect(field(fieldsOf(collection("reviews")), "rating")).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 5 })
    for (const towns of ["northernTowns", "centralTowns", "southernTowns"]) {
      expect(field(fieldsOf(collection("counties"), "huron"), towns)).toMatchObject({ widget: "list", min: 4, max: 4 })
    }
  })

  it("picks a review's tracker from the trackers by slug", () => {
    expect(field(fieldsOf(collection("reviews")), "tracker")).toMatchObject({ widget: "relation", collection: "trackers", value_field: "slug" })
  })

  it("stores uploaded photos under data/images, relative to the JSON file", () => {
    const trackers = collection("trackers")
    expect(trackers).toMatchObject({ folder: "data/trackers", media_folder: "../images/trackers", public_folder: "../images/trackers" })
    expect(field(fieldsOf(trackers), "image")).toMatchObject({ widget: "image", media_folder: "../images/trackers", public_folder: "../images/trackers" })
    const gallery = field(fieldsOf(trackers), "gallery").fields as Field[]
    expect(field(gallery, "image")).toMatchObject({ widget: "image", public_folder: "../images/gallery" })
    // The stored path must resolve from the JSON file to a real picture, as the existing ones do.
    const photo = path.resolve(ROOT, "data/trackers", "../images/trackers/ron-vanderkolk.jpg")
    expect(fs.existsSync(photo)).toBe(true)
  })

  it("edits every file in data/ and nothing else", () => {
    const files = collections.flatMap((entry) => entry.files?.map((file) => file.file) ?? [])
    const folders = collections.flatMap((entry) => (entry.folder ? [entry.folder] : []))
    const onDisk = ["counties", "faq", "pages"].flatMap((folder) =>
      fs.readdirSync(path.join(ROOT, "data", folder)).map((name) => `data/${folder}/${name}`),
    )
    expect([...files].sort()).toEqual([...onDisk, "data/site.json"].sort())
    expect(folders).toEqual(["data/trackers", "data/reviews"])
  })

  it("uses the local decap-server on localhost and git-gateway elsewhere", () => {
    expect(cmsConfig.local_backend).toEqual({ url: "http://localhost:8081/api/v1" })
    expect(cmsConfig.backend).toMatchObject({ name: "git-gateway", branch: "main" })
  })
})
