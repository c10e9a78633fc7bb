/**
 * What the editor works out itself when an entry is saved (Decap's preSave
 * event, registered in ./cms.tsx), so nobody is asked to type it:
 *
 * - phone numbers typed in any common form are stored as ten digits;
 * - line breaks are stored as \n, whatever a pasted or loaded text had
 *   (\r\n, or a lone \r): the content check refuses a \r in a file
 *   (src/content/fields.ts), so saving from the editor fixes one left by a
 *   hand edit;
 * - an optional field left empty is left out, rather than saved as "";
 * - keys are written in the order the content model declares them, at every
 *   level, so that changing one field changes one line of the file.
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
