/**
 * Walking a record alongside its schema: the check finds references and
 * pictures this way, the editor's save hook the fields it fills in, and the
 * formatter the order the keys are written in.
 */
import { z } from "zod"
import { metaOf, type FieldMeta } from "./fields"

/** The schema inside optional, default and "text or empty" wrappers. */
export function innerSchema(schema: z.ZodType): z.ZodType {
  let inner = schema
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType
  return inner
}

/**
 * A field's value schema as GraphQL types it, and whether the value may be
 * absent: inside optional and default wrappers, and the text of optional
 * text ("text or empty").
 */
export function valueSchema(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  const inner = innerSchema(schema)
  const optional = inner !== schema
  return { inner: inner instanceof z.ZodUnion ? (inner.options as z.ZodType[])[0] : inner, optional }
}

export type Visitor = (value: unknown, meta: FieldMeta, at: PropertyKey[]) => void

/** Calls `visit` for every present value that is not a group or a list, with its field's metadata and path. */
export function visitValues(schema: z.ZodType, value: unknown, visit: Visitor, at: PropertyKey[] = []): void {
  if (value === undefined || value === null) return
  const inner = innerSchema(schema)
  if (inner instanceof z.ZodObject) {
    if (typeof value !== "object" || Array.isArray(value)) return
    const shape = inner.shape as Record<string, z.ZodType>
    for (const [key, field] of Object.entries(shape)) visitValues(field, (value as Record<string, unknown>)[key], visit, [...at, key])
    return
  }
  if (inner instanceof z.ZodArray) {
    if (!Array.isArray(value)) return
    value.forEach((item, index) => visitValues(inner.element as z.ZodType, item, visit, [...at, index]))
    return
  }
  visit(value, metaOf(schema), at)
}

/**
 * The record with its keys in the order the schema declares them, at every
 * level (unknown keys last, as found). This is the order the editor saves,
 * so a change to one field changes one line of the file.
 */
export function inDeclaredOrder(schema: z.ZodType, value: unknown): unknown {
  const inner = innerSchema(schema)
  if (inner instanceof z.ZodObject && value && typeof value === "object" && !Array.isArray(value)) {
    const record = value as Record<string, unknown>
    const shape = inner.shape as Record<string, z.ZodType>
    const ordered: Record<string, unknown> = {}
    for (const key of Object.keys(shape)) if (key in record) ordered[key] = inDeclaredOrder(shape[key], record[key])
    for (const key of Object.keys(record)) if (!(key in shape)) ordered[key] = record[key]
    return ordered
  }
  if (inner instanceof z.ZodArray && Array.isArray(value)) return value.map((item) => inDeclaredOrder(inner.element as z.ZodType, item))
  return value
}
