/**
 * @jest-environment node
 */
/**
 * The content model is declared once (src/content/model.ts and its types);
 * the GraphQL schema, the editor's forms, the JSON-file-to-type mapping and
 * the pages are derived from it. These tests fail when a derived form
 * disagrees with the declaration, whoever changed which side.
 */
import fs from "node:fs"
import path from "node:path"
import { Kind, parse, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql"
import { z } from "zod"
import type { CmsField } from "decap-cms-core"
import gatsbyConfig from "../gatsby-config"
import { cmsConfig, collections } from "../src/cms/config"
import { PHONE_WIDGET } from "../src/cms/PhoneControl/PhoneControl"
import { prepareForSave } from "../src/cms/save-hooks"
import { metaOf } from "../src/content/fields"
import { backLinkResolvers, derivedResolvers, graphqlTypeDefs } from "../src/content/graphql"
import { queriedRecord } from "../src/content/queried"
import { CONTENT_TYPES, typeOfFile, type ContentType } from "../src/content/model"
import { inDeclaredOrder, innerSchema } from "../src/content/walk"
import { filesUnder } from "../test-support/files"

type Field = CmsField & Record<string, unknown>
const ROOT = path.resolve(__dirname, "..")

const shapeOf = (schema: z.ZodType) => (innerSchema(schema) as z.ZodObject).shape as Record<string, z.ZodType>
const isOptional = (schema: z.ZodType) => schema instanceof z.ZodOptional || schema instanceof z.ZodDefault

/** A record's file as the editor writes it: keys in declared order, two-space indent, a final newline. */
const formatRecord = (schema: z.ZodType, value: unknown) => `${JSON.stringify(inDeclaredOrder(schema, value), null, 2)}\n`

/** Every JSON file in data/, as folder and key. */
function dataFiles(): { folder: string; key: string; file: string }[] {
  return filesUnder(path.join(ROOT, "data"))
    .filter((relative) => relative.endsWith(".json"))
    .map((relative) => ({
      folder: relative.includes("/") ? relative.slice(0, relative.lastIndexOf("/")) : "",
      key: path.basename(relative, ".json"),
      file: `data/${relative}`,
    }))
}

describe("the GraphQL schema derived from the model", () => {
  const document = parse(graphqlTypeDefs())
  const objectTypes = new Map(
    document.definitions
      .filter((definition): definition is ObjectTypeDefinitionNode => definition.kind === Kind.OBJECT_TYPE_DEFINITION)
      .map((definition) => [definition.name.value, definition]),
  )
  const unwrapType = (type: TypeNode): { name: string; required: boolean; list: boolean } => {
    const required = type.kind === Kind.NON_NULL_TYPE
    const nullable = type.kind === Kind.NON_NULL_TYPE ? type.type : type
    if (nullable.kind === Kind.LIST_TYPE) return { ...unwrapType(nullable.type), required, list: true }
    return { name: nullable.kind === Kind.NAMED_TYPE ? nullable.name.value : "?", required, list: false }
  }
  const directive = (field: FieldDefinitionNode, name: string) => field.directives?.find((candidate) => candidate.name.value === name)

  function expectSameFields(typeName: string, shape: Record<string, z.ZodType>, before: readonly string[] = [], after: readonly string[] = []): void {
    const type = objectTypes.get(typeName)
    if (!type) throw new Error(`no GraphQL type ${typeName}`)
    const fields = new Map((type.fields ?? []).map((field) => [field.name.value, field]))
    expect([...fields.keys()]).toEqual([...before, ...Object.keys(shape), ...after])
    for (const [name, schema] of Object.entries(shape)) {
      const field = fields.get(name)!
      const graphType = unwrapType(field.type)
      const inner = innerSchema(schema)
      const meta = metaOf(schema)
      expect({ at: `${typeName}.${name}`, required: graphType.required, list: graphType.list }).toEqual({
        at: `${typeName}.${name}`,
        required: !isOptional(schema),
        list: inner instanceof z.ZodArray,
      })
      const element = inner instanceof z.ZodArray ? (inner.element as z.ZodType) : schema
      const elementMeta = metaOf(element)
      if (elementMeta.link) {
        expect({ at: name, type: graphType.name, link: Boolean(directive(field, "link")) }).toEqual({ at: name, type: elementMeta.link, link: true })
      }
      if (meta.imageFolder || elementMeta.imageFolder) expect(directive(field, "fileByRelativePath")).toBeDefined()
      const elementInner = innerSchema(element)
      if (elementInner instanceof z.ZodObject) expectSameFields(graphType.name, elementInner.shape as Record<string, z.ZodType>)
      if (elementInner instanceof z.ZodNumber) expect(graphType.name).toBe(elementInner.format === "safeint" ? "Int" : "Float")
    }
  }

  it.each(CONTENT_TYPES.map((type) => [type.typeName, type] as const))("declares %s field for field, with key, slug and its back links", (_, type) => {
    expectSameFields(type.typeName, shapeOf(type.schema), ["fields", "key", "slug"], Object.keys(type.backLinks ?? {}))
    expect(objectTypes.get(type.typeName)?.interfaces?.map((item) => item.name.value)).toEqual(["Node"])
  })

  it("gives a tracker's reviews in their files' order, whatever order Gatsby links them in", async () => {
    const review = (key: string) => ({ fields: { key } })
    const stored = [review("doug-wendtland-03"), review("doug-wendtland-01"), review("doug-wendtland-02")]
    const { resolve } = backLinkResolvers().Tracker.reviews
    // Gatsby hands over its own resolver's answer, a list or a lazy iterable of one.
    for (const answer of [stored, new Set(stored)]) {
      const resolved = (await resolve({}, {}, {}, { originalResolver: () => answer })) as ReturnType<typeof review>[]
      expect(resolved.map((node) => node.fields.key)).toEqual(["doug-wendtland-01", "doug-wendtland-02", "doug-wendtland-03"])
    }
  })
  it("gives every built status its end, the one the status service would have given it where the file names none, and so do the records the views are tested with", () => {
    const { resolve } = derivedResolvers().Availability.until
    const built = { status: "available", updatedAt: "2026-11-23T16:30:00-05:00" }
    expect(resolve(built)).toBe("2026-11-24T16:30:00-05:00")
    expect(resolve({ ...built, status: "busy", until: "2026-11-23T23:00:00-05:00" })).toBe("2026-11-23T23:00:00-05:00")
    const queried = queriedRecord<{ availability: { until: string | null } }>("Tracker", { availability: built })
    expect(queried.availability.until).toBe("2026-11-24T16:30:00-05:00")
  })
})

describe("the editor's forms derived from the model", () => {
  const fieldsOf = (type: ContentType): Field[] => {
    const collection = collections.find((candidate) => candidate.name === type.editor.name)!
    return ((collection.files ? collection.files[0].fields : collection.fields) ?? []) as Field[]
  }

  function expectFieldsMatch(shape: Record<string, z.ZodType>, fields: Field[], at: string): void {
    expect({ at, names: fields.map((field) => field.name).sort() }).toEqual({ at, names: Object.keys(shape).sort() })
    for (const field of fields) {
      const schema = shape[field.name]
      const meta = metaOf(schema)
      const inner = innerSchema(schema)
      expect({ at: `${at}.${field.name}`, required: field.required }).toEqual({ at: `${at}.${field.name}`, required: !isOptional(schema) })
      if (meta.formPattern && field.widget !== "hidden") expect(field.pattern).toEqual([...meta.formPattern])
      if (meta.options) expect(field.options).toEqual(meta.options.map(({ value, label }) => ({ value, label })))
      if (inner instanceof z.ZodNumber)
        expect(field).toMatchObject({ widget: "number", min: inner.minValue, max: inner.maxValue, value_type: inner.format === "safeint" ? "int" : "float" })
      if (inner instanceof z.ZodArray) {
        const bounds = z.toJSONSchema(inner, { unrepresentable: "any" }) as { minItems?: number; maxItems?: number }
        if (bounds.minItems) expect(field.min).toBe(bounds.minItems)
        if (bounds.maxItems !== undefined) expect(field.max).toBe(bounds.maxItems)
        const element = innerSchema(inner.element as z.ZodType)
        if (element instanceof z.ZodObject) expectFieldsMatch(element.shape as Record<string, z.ZodType>, field.fields as Field[], `${at}.${field.name}`)
      }
      // A hidden group is kept whole as the file has it; its fields are not in the form.
      if (inner instanceof z.ZodObject && field.widget !== "hidden")
        expectFieldsMatch(inner.shape as Record<string, z.ZodType>, field.fields as Field[], `${at}.${field.name}`)
    }
  }

  it.each(CONTENT_TYPES.map((type) => [type.typeName, type] as const))("%s: its form has every field once, with the declared rules", (_, type) => {
    expectFieldsMatch(shapeOf(type.schema), fieldsOf(type), type.typeName)
  })

  it("has one screen per kind of record: no status screen (trackers set their status on /status/)", () => {
    expect(collections.map((collection) => collection.name)).toEqual(CONTENT_TYPES.map((type) => type.editor.name))
  })

  it("gives the phone its own widget, which opens the dial pad (src/cms/PhoneControl)", () => {
    const trackers = collections.find((collection) => collection.name === "trackers")!
    expect((trackers.fields as Field[]).find((field) => field.name === "phone")).toMatchObject({ widget: PHONE_WIDGET, required: true })
  })

  it("keeps a tracker's built-in status out of the form, and in the file", () => {
    const trackers = collections.find((collection) => collection.name === "trackers")!
    expect((trackers.fields as Field[]).find((field) => field.name === "availability")).toMatchObject({ widget: "hidden", required: false })
  })

  it("edits every file in data/ and nothing else", () => {
    const fixedFiles = collections.flatMap((collection) => collection.files?.map((file) => file.file) ?? [])
    const folders = new Set(collections.flatMap((collection) => (collection.folder ? [collection.folder] : [])))
    for (const { file, folder } of dataFiles()) {
      expect({ file, editable: fixedFiles.includes(file) || folders.has(`data/${folder}`) }).toEqual({ file, editable: true })
    }
  })

  it("offers references by name and stores the record's key (its file name)", () => {
    const trackers = collections.find((collection) => collection.name === "trackers")!
    const homeCounty = (trackers.fields as Field[]).find((field) => field.name === "homeCounty")
    expect(homeCounty).toMatchObject({ widget: "relation", collection: "counties", value_field: "{{slug}}", display_fields: ["name"] })
    expect(trackers).toMatchObject({ slug: "{{fields.name}}", identifier_field: "name", create: true })
    expect(cmsConfig.slug).toEqual({ encoding: "ascii", clean_accents: true, sanitize_replacement: "-" })
  })

  it("names new files as the content check wants them", () => {
    // Decap lowercases the template's values, drops quotes and joins words with hyphens.
    const fromName = "Dale O'Connor"
      .toLowerCase()
      .replace(/'/g, "")
      .replace(/[^a-z0-9]+/g, "-")
    expect(`${fromName}.json`).toMatch(/^[a-z0-9]+(?:[-_][a-z0-9]+)*\.json$/)
  })
})

describe("which JSON file becomes which GraphQL type", () => {
  const transformer = (gatsbyConfig.plugins ?? []).find((plugin) => typeof plugin === "object" && plugin.resolve === "gatsby-transformer-json") as unknown as {
    options: { typeName: (args: { node: { relativeDirectory: string; name: string } }) => string }
  }

  it("is the model's, for every file in data/", () => {
    for (const { folder, key, file } of dataFiles()) {
      expect({ file, type: transformer.options.typeName({ node: { relativeDirectory: folder, name: key } }) }).toEqual({
        file,
        type: typeOfFile(folder, key)?.typeName,
      })
    }
  })

  it("has a template for every kind of record with pages", () => {
    for (const type of CONTENT_TYPES.filter((candidate) => candidate.page)) {
      expect(fs.existsSync(path.join(ROOT, "src/templates", `${type.page!.template}.tsx`))).toBe(true)
    }
  })
})

describe("data files", () => {
  it("are written as the editor writes them: declared key order, two-space indent, final newline", () => {
    for (const { folder, key, file } of dataFiles()) {
      const type = typeOfFile(folder, key)!
      const text = fs.readFileSync(path.join(ROOT, file), "utf8")
      expect({ file, text }).toEqual({ file, text: formatRecord(type.schema, JSON.parse(text)) })
    }
  })
})

describe("saving from the editor", () => {
  const tracker = JSON.parse(fs.readFileSync(path.join(ROOT, "data/trackers/ron-vanderkolk.json"), "utf8")) as Record<string, unknown>
  /** The keys as Decap hands them over: in hash order, not the file's. */
  const shuffled = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).reverse())

  it("stores a phone as typed in a common form as its ten digits (the forms: __tests__/phone.test.ts)", () => {
    expect(prepareForSave("trackers", { ...tracker, phone: "+1 (810) 555-0142" }).phone).toBe("8105550142")
  })

  it("stores every line break as \\n, whether the text had \\r\\n or a lone \\r (the check refuses both in a file)", () => {
    const saved = prepareForSave("trackers", { ...tracker, bio: "One.\r\nTwo.\rThree.\nFour.", gallery: [{ image: "../images/gallery/a.jpg", alt: "A\r\nB" }] })
    expect(saved.bio).toBe("One.\nTwo.\nThree.\nFour.")
    expect(saved.gallery).toEqual([{ image: "../images/gallery/a.jpg", alt: "A\nB" }])
  })

  it("writes the keys in the file's order, so changing one field changes one line", () => {
    const saved = prepareForSave("trackers", shuffled({ ...tracker, yearsTracking: 20 }))
    const before = `${JSON.stringify(tracker, null, 2)}\n`.split("\n")
    const after = `${JSON.stringify(saved, null, 2)}\n`.split("\n")
    expect(after.filter((line, index) => line !== before[index])).toEqual(['  "yearsTracking": 20,'])
  })

  it("keeps the built-in status as the file has it (the form does not show it)", () => {
    const status = { status: "busy", until: "2026-11-23T23:00:00-05:00", updatedAt: "2026-11-20T08:00:00-05:00" }
    expect(prepareForSave("trackers", { ...tracker, availability: status }).availability).toEqual(status)
  })

  it("leaves out an optional field left empty instead of saving an empty text", () => {
    expect(prepareForSave("trackers", { ...tracker, dog2: "" })).not.toHaveProperty("dog2")
  })
})
