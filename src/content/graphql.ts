/**
 * The GraphQL types of everything in data/, derived from the content model
 * (./model.ts) so that a field added there is queryable with no second
 * declaration. Every type is `@dontInfer`: a field the model does not
 * declare is an error in a query, never a silently inferred type.
 *
 * Every record also gets `key` (its file name) and `slug` (its address
 * segment), which gatsby-node writes onto each node (node fields, see
 * src/build/content-nodes.ts); references between records resolve by key.
 */
import { z } from "zod"
import { metaOf, type FieldMeta } from "./fields"
import { innerSchema, valueSchema } from "./walk"
import { CONTENT_TYPES, type ContentType } from "./model"

type TypeTable = Map<string, string>

/** The node fields gatsby-node writes onto every record (src/build/content-nodes.ts); references resolve through them. */
const RECORD_FIELDS = "type RecordFields {\n  key: String!\n  slug: String!\n}"

/** A named object type for a group of fields; the same name declared twice must mean the same fields. */
function objectType(name: string, shape: Record<string, z.ZodType>, types: TypeTable): string {
  const body = Object.entries(shape)
    .map(([field, schema]) => `  ${field}: ${fieldType(schema, `${name}.${field}`, types)}`)
    .join("\n")
  const declaration = `type ${name} {\n${body}\n}`
  const earlier = types.get(name)
  if (earlier !== undefined && earlier !== declaration) {
    throw new Error(`Two groups in src/content/types are both called ${name} but have different fields: give one another name.`)
  }
  types.set(name, declaration)
  return name
}

/** The GraphQL type of a value (without the outer `!`), with its directive. */
function valueType(schema: z.ZodType, at: string, types: TypeTable): { type: string; directive: string } {
  const meta = metaOf(schema)
  if (meta.link) return { type: meta.link, directive: ' @link(by: "fields.key")' }
  if (meta.imageFolder) return { type: "File", directive: " @fileByRelativePath" }
  if (meta.date) return { type: "Date", directive: " @dateformat" }
  if (schema instanceof z.ZodString || schema instanceof z.ZodEnum || schema instanceof z.ZodLiteral) return { type: "String", directive: "" }
  if (schema instanceof z.ZodBoolean) return { type: "Boolean", directive: "" }
  if (schema instanceof z.ZodNumber) return { type: schema.format === "safeint" ? "Int" : "Float", directive: "" }
  if (schema instanceof z.ZodObject) {
    if (!meta.typeName) throw new Error(`${at} is a group without a type name: declare it with group() in src/content/fields.ts.`)
    return { type: objectType(meta.typeName, schema.shape as Record<string, z.ZodType>, types), directive: "" }
  }
  throw new Error(`${at} has a kind of value GraphQL has no type for here: declare it with a builder from src/content/fields.ts.`)
}

function fieldType(schema: z.ZodType, at: string, types: TypeTable): string {
  const { inner, optional } = valueSchema(schema)
  const required = optional ? "" : "!"
  if (inner instanceof z.ZodArray) {
    const element = valueSchema(inner.element as z.ZodType).inner
    const { type, directive } = valueType(element, at, types)
    return `[${type}!]${required}${directive}`
  }
  const { type, directive } = valueType(inner, at, types)
  return `${type}${required}${directive}`
}

function nodeType(type: ContentType, types: TypeTable): string {
  const fields = [
    "  fields: RecordFields!",
    '  key: String! @proxy(from: "fields.key")',
    '  slug: String! @proxy(from: "fields.slug")',
    ...Object.entries(type.schema.shape as Record<string, z.ZodType>).map(
      ([field, schema]) => `  ${field}: ${fieldType(schema, `${type.typeName}.${field}`, types)}`,
    ),
    ...Object.entries(type.backLinks ?? {}).map(([field, sdl]) => `  ${field}: ${sdl}`),
  ]
  return `type ${type.typeName} implements Node @dontInfer {\n${fields.join("\n")}\n}`
}

/** The type definitions for `createTypes`, in the model's order with the groups after. */
export function graphqlTypeDefs(types: readonly ContentType[] = CONTENT_TYPES): string {
  const groups: TypeTable = new Map()
  const nodes = types.map((type) => nodeType(type, groups))
  return [...nodes, RECORD_FIELDS, ...groups.values()].join("\n\n")
}

type Resolve = (source: unknown, args: unknown, context: unknown, info: { originalResolver: Resolve }) => unknown

/** A linked record's file name: the order its folder lists it in. */
const keyOf = (node: unknown) => String((node as { fields?: { key?: string } }).fields?.key ?? "")

/**
 * Each back link (a tracker's reviews) in its records' file order: Gatsby
 * resolves `@link` in the order it happened to store the nodes, which
 * changes from build to build, and with it the bytes of the pages' data.
 */
export function backLinkResolvers(types: readonly ContentType[] = CONTENT_TYPES): Record<string, Record<string, { resolve: Resolve }>> {
  return Object.fromEntries(
    types
      .filter((type) => type.backLinks)
      .map((type) => [
        type.typeName,
        Object.fromEntries(
          Object.keys(type.backLinks ?? {}).map((field) => [
            field,
            {
              resolve: async (source, args, context, info) => {
                const linked = await info.originalResolver(source, args, context, info)
                // A list, or Gatsby's lazy iterable of one.
                const records = linked !== null && typeof linked === "object" && Symbol.iterator in linked ? [...(linked as Iterable<unknown>)] : null
                return records ? records.sort((a, b) => keyOf(a).localeCompare(keyOf(b))) : linked
              },
            } satisfies { resolve: Resolve },
          ]),
        ),
      ]),
  )
}

/** Every group in a schema, at any depth, with the fields it works out (FieldMeta's `derived`). */
function derivingGroups(schema: z.ZodType): { typeName: string; derived: NonNullable<FieldMeta["derived"]> }[] {
  const inner = innerSchema(schema)
  if (inner instanceof z.ZodArray) return derivingGroups(inner.element as z.ZodType)
  if (!(inner instanceof z.ZodObject)) return []
  const { typeName, derived } = metaOf(inner)
  const nested = Object.values(inner.shape as Record<string, z.ZodType>).flatMap(derivingGroups)
  return typeName && derived ? [{ typeName, derived }, ...nested] : nested
}

/**
 * The fields GraphQL works out rather than reads as written (a status's end,
 * src/content/types/availability.ts): from the record alone, so Gatsby's
 * cached query results stay true.
 */
export function derivedResolvers(types: readonly ContentType[] = CONTENT_TYPES): Record<string, Record<string, { resolve: (source: unknown) => unknown }>> {
  return Object.fromEntries(
    types
      .flatMap((type) => derivingGroups(type.schema))
      .map(({ typeName, derived }) => [
        typeName,
        Object.fromEntries(
          Object.entries(derived).map(([field, derive]) => [field, { resolve: (source: unknown) => derive(source as Record<string, unknown>) }]),
        ),
      ]),
  )
}
