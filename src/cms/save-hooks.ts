/**
 * What the editor works out itself when an entry is saved (Decap's preSave,
 * registered in ./cms.tsx), so nobody types it: phone numbers stored as ten
 * digits; line breaks as \n, which also fixes a \r a hand edit left (the
 * content check refuses one, src/content/fields.ts); an empty optional
 * field left out rather than saved as ""; keys in the content model's
 * order at every level, so changing one field changes one line.
 */
import { z } from "zod"
import { metaOf } from "../content/fields"
import { innerSchema, inDeclaredOrder } from "../content/walk"
import { phoneToDigits } from "../shared/phone"
import { typeOfCollection } from "./config"

type Json = Record<string, unknown>

const isOptional = (field: z.ZodType) => field instanceof z.ZodOptional || field instanceof z.ZodDefault
const isEmpty = (value: unknown) => value === "" || value === null || value === undefined

function prepareValue(schema: z.ZodType, value: unknown): unknown {
  const inner = innerSchema(schema)
  if (inner instanceof z.ZodObject && value && typeof value === "object" && !Array.isArray(value)) return prepareRecord(inner, value as Json)
  if (inner instanceof z.ZodArray && Array.isArray(value)) return value.map((item) => prepareValue(inner.element as z.ZodType, item))
  if (typeof value !== "string") return value
  if (metaOf(schema).filledBy === "phone-digits") return phoneToDigits(value) ?? value
  return value.replace(/\r\n?/g, "\n")
}

function prepareRecord(schema: z.ZodObject, record: Json): Json {
  const shape = schema.shape as Record<string, z.ZodType>
  const prepared: Json = {}
  for (const [key, value] of Object.entries(record)) {
    const field = shape[key]
    if (field && isOptional(field) && isEmpty(value)) continue
    prepared[key] = field ? prepareValue(field, value) : value
  }
  return prepared
}

/** The entry of a collection as it is written to its file. */
export function prepareForSave(collection: string, data: Json): Json {
  const type = typeOfCollection(collection)
  if (!type) return data
  return inDeclaredOrder(type.schema, prepareRecord(type.schema, data)) as Json
}
