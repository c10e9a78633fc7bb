/**
 * A record as the site's queries get it from GraphQL, made from its JSON by
 * walking the content model, so the editor's previews (src/cms/) and the
 * test fixtures hand the views what a page query would, and a new field
 * reaches them with no other change. As GraphQL does with ./graphql.ts's
 * types: a missing field is null, a reference is its record (to `depth`
 * levels), a picture is null (only the build makes images), `key` and
 * `slug` are the model's, a derived field is worked out, back links are empty. A half-typed record in the
 * editor gets empty values rather than breaking the view (src/cms/entry.ts).
 */
import { z } from "zod"
import { metaOf, type LinkTarget } from "./fields"
import { contentType, slugOf, type TypeName } from "./model"
import { valueSchema } from "./walk"

type Data = Record<string, unknown>

/** Finds the record of a kind by its key (the file name), or nothing. */
export type FindRecord = (typeName: LinkTarget, key: string) => Data | undefined

export interface QueriedOptions {
  /** The record's key (its file name); a record being edited may carry it as `key`. */
  key?: string
  /** Where references are looked up; without it they are empty records with only their key. */
  find?: FindRecord
  /** How many levels of references to follow (a review's tracker's county is two). */
  depth?: number
}

/** The options while walking: how many levels of references are left is always known. */
type Walk = QueriedOptions & { depth: number }

/** Text as typed, or "" for anything else (a field not typed yet). */
export const textOf = (value: unknown): string => (typeof value === "string" ? value : "")

/** A number as typed, or 0 for anything else. */
export const numberOf = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0)

const isRecord = (value: unknown): value is Data => Boolean(value) && typeof value === "object" && !Array.isArray(value)

/** A value of the field as GraphQL would give it. */
function valueOf(schema: z.ZodType, value: unknown, options: Walk): unknown {
  const { inner, optional } = valueSchema(schema)
  if (value === undefined || value === null) {
    if (optional) return null
    value = undefined
  }
  const meta = metaOf(inner)
  if (meta.imageFolder) return null
  if (meta.link) return referenced(meta.link, textOf(value), options)
  if (inner instanceof z.ZodArray) {
    return Array.isArray(value) ? value.map((item) => valueOf(inner.element as z.ZodType, item, options)) : []
  }
  if (inner instanceof z.ZodObject) {
    const fields = fieldsOf(inner, isRecord(value) ? value : {}, options)
    const derived = Object.entries(meta.derived ?? {}).map(([field, derive]) => [field, derive(fields)])
    return { ...fields, ...Object.fromEntries(derived) }
  }
  if (inner instanceof z.ZodNumber) return numberOf(value)
  if (inner instanceof z.ZodBoolean) return value === true
  return textOf(value)
}

function fieldsOf(schema: z.ZodObject, record: Data, options: Walk): Data {
  const shape = schema.shape as Record<string, z.ZodType>
  return Object.fromEntries(Object.entries(shape).map(([field, fieldSchema]) => [field, valueOf(fieldSchema, record[field], options)]))
}

/** The record a reference names, one level further down; a dangling one is an empty record with its key. */
function referenced(typeName: LinkTarget, key: string, options: Walk): Data {
  const found = options.depth > 0 ? options.find?.(typeName, key) : undefined
  return queriedRecord(typeName, found ?? {}, { ...options, key, depth: options.depth - 1 })
}

/** A record of the kind, as a page query would get it. The caller names the query's type: the model, not TypeScript, decides the fields. */
export function queriedRecord<Queried = Data>(typeName: TypeName, record: Data, options: QueriedOptions = {}): Queried {
  const type = contentType(typeName)
  const depth = options.depth ?? 2
  const key = options.key ?? textOf(record.key)
  const fields = fieldsOf(type.schema, record, { ...options, depth })
  const backLinks = Object.fromEntries(Object.keys(type.backLinks ?? {}).map((field) => [field, []]))
  return { key, slug: slugOf(type, record, key), ...fields, ...backLinks } as Queried
}

/** Finds records among lists of each kind, by their `key`. */
export function findAmong(records: Partial<Record<LinkTarget, readonly Data[]>>): FindRecord {
  const byKey = new Map(Object.entries(records).map(([typeName, list]) => [typeName, new Map((list ?? []).map((record) => [String(record.key), record]))]))
  return (typeName, key) => byKey.get(typeName)?.get(key)
}
