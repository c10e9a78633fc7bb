/**
 * What the editor works out itself when an entry is saved (Decap's preSave
 * event, registered in ./cms.tsx), so nobody is asked to type it:
 *
 * - phone numbers typed in any common form are stored as ten digits;
 * - line breaks are stored as \n, whatever a pasted or loaded text had
 *   (\r\n, or a lone \r): the content check refuses a \r in a file
 *   (src/content/fields.ts), so saving from the editor fixes one left by a
 *   hand edit;
 * - a field stamped with the time of saving (a tracker's status, from the
 *   "Tonight" screen) gets it, with the phone's UTC offset;
 * - an optional field left empty is left out, rather than saved as "";
 * - keys are written in the order the content model declares them, at every
 *   level, so that changing one field changes one line of the file.
 */
import { z } from "zod"
import { metaOf } from "../content/fields"
import { innerSchema, inDeclaredOrder } from "../content/walk"
import { phoneToDigits } from "../utils/phone"
import { typeOfCollection } from "./config"

/** 2026-11-23T23:00:00-05:00: the moment with the phone's own offset, as the date-and-time picker writes it. */
export function isoWithOffset(moment: Date): string {
  const pad = (value: number) => String(Math.abs(value)).padStart(2, "0")
  const offset = -moment.getTimezoneOffset()
  const sign = offset >= 0 ? "+" : "-"
  const date = `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`
  const time = `${pad(moment.getHours())}:${pad(moment.getMinutes())}:${pad(moment.getSeconds())}`
  return `${date}T${time}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
}

type Json = Record<string, unknown>

const isOptional = (field: z.ZodType) => field instanceof z.ZodOptional || field instanceof z.ZodDefault
const isEmpty = (value: unknown) => value === "" || value === null || value === undefined

/** One value, with `stamp` saying whether fields stamped with the time get it (they do only on the screen that shows them). */
function prepareValue(schema: z.ZodType, value: unknown, now: Date, stamp: boolean): unknown {
  const inner = innerSchema(schema)
  if (inner instanceof z.ZodObject && value && typeof value === "object" && !Array.isArray(value)) return prepareRecord(inner, value as Json, now, () => stamp)
  if (inner instanceof z.ZodArray && Array.isArray(value)) return value.map((item) => prepareValue(inner.element as z.ZodType, item, now, stamp))
  if (typeof value !== "string") return value
  if (metaOf(schema).filledBy === "phone-digits") return phoneToDigits(value) ?? value
  return value.replace(/\r\n?/g, "\n")
}

function prepareRecord(schema: z.ZodObject, record: Json, now: Date, stampsIn: (key: string) => boolean): Json {
  const shape = schema.shape as Record<string, z.ZodType>
  const prepared: Json = {}
  for (const [key, value] of Object.entries(record)) {
    const field = shape[key]
    if (field && isOptional(field) && isEmpty(value)) continue
    prepared[key] = field ? prepareValue(field, value, now, stampsIn(key)) : value
  }
  for (const [key, field] of Object.entries(shape)) {
    if (metaOf(field).filledBy === "now" && stampsIn(key)) prepared[key] = isoWithOffset(now)
  }
  return prepared
}

/**
 * The entry as it is written to its file, saved from the given collection.
 * A field stamped with the time is stamped only when saved from the screen
 * that shows it (a tracker's status from "Tonight", not from their profile).
 */
export function prepareForSave(collection: string, data: Json, now: Date): Json {
  const type = typeOfCollection(collection)
  if (!type) return data
  const view = (type.editor.views ?? []).find((candidate) => candidate.name === collection)
  const shownHere = (key: string) => Boolean(view?.fields.includes(key))
  return inDeclaredOrder(type.schema, prepareRecord(type.schema, data, now, shownHere)) as Json
}
