/**
 * What the editor at /admin refuses before saving, for a record, from the
 * generated Decap config alone: Decap's own checks (a required field left
 * empty, a failed `pattern`, a number or list out of its bounds) and what
 * its widgets cannot produce at all (a choice that is not offered, a reference
 * to a record that does not exist, a whole-number field with decimals, a day
 * the date picker does not have). It follows decap-cms-core's Widget.js and
 * the number, list and relation widgets' own checks.
 */
import type { CmsCollection, CmsField } from "decap-cms-core"
import { collections } from "../../src/cms/config"
import { isCalendarDate, isDateTime } from "../../src/content/fields"
import { contentType, type TypeName } from "../../src/content/model"

type Field = CmsField & Record<string, unknown>

export interface EditorRefusal {
  field: string
  reason: string
}

/** Decap's emptiness test (Widget.js). */
const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === "string" && value.length === 0) ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0)

const join = (at: string, name: string | number) => (typeof name === "number" ? `${at}[${name}]` : at ? `${at}.${name}` : name)

function optionValues(field: Field): string[] {
  return ((field.options ?? []) as ({ value: string } | string)[]).map((option) => (typeof option === "string" ? option : option.value))
}

function checkValue(field: Field, value: unknown, at: string, keys: (collection: string) => string[], refusals: EditorRefusal[]): void {
  const refuse = (reason: string): void => {
    refusals.push({ field: at, reason })
  }
  if (field.widget === "hidden") return
  if (isEmpty(value)) {
    if (field.required !== false) refuse("required")
    return
  }
  const values = field.multiple && Array.isArray(value) ? value : [value]
  if (field.multiple || field.widget === "list") {
    const count = Array.isArray(value) ? value.length : 0
    if (typeof field.min === "number" && count < field.min) refuse(`fewer than ${field.min}`)
    if (typeof field.max === "number" && count > field.max) refuse(`more than ${field.max}`)
  }
  switch (field.widget) {
    case "select":
      for (const item of values) if (!optionValues(field).includes(String(item))) refuse("not offered")
      return
    case "relation":
      for (const item of values) if (!keys(String(field.collection)).includes(String(item))) refuse("not offered")
      return
    case "number": {
      if (typeof value !== "number") return refuse("not a number")
      if (field.value_type === "int" && !Number.isInteger(value)) refuse("the widget stores whole numbers")
      if (typeof field.min === "number" && value < field.min) refuse(`below ${field.min}`)
      if (typeof field.max === "number" && value > field.max) refuse(`above ${field.max}`)
      return
    }
    case "datetime": {
      const valid = field.time_format === false ? isCalendarDate(String(value)) : isDateTime(String(value))
      if (!valid) refuse("the picker has no such date")
      return
    }
    case "object":
      if (typeof value === "object" && value && !Array.isArray(value))
        checkRecord((field.fields ?? []) as Field[], value as Record<string, unknown>, at, keys, refusals)
      return
    case "list":
      if (!Array.isArray(value)) return refuse("not a list")
      value.forEach((item, index) => {
        if (field.fields) checkRecord(field.fields as Field[], item as Record<string, unknown>, join(at, index), keys, refusals)
        else if (field.field) checkValue(field.field as Field, item, join(at, index), keys, refusals)
      })
      return
    case "boolean":
      if (typeof value !== "boolean") refuse("not a tick box value")
      return
    default: {
      if (typeof value !== "string") return refuse("not text")
      const pattern = field.pattern as [string, string] | undefined
      if (pattern && !new RegExp(pattern[0]).test(value)) refuse(pattern[1])
    }
  }
}

function checkRecord(fields: Field[], record: Record<string, unknown>, at: string, keys: (collection: string) => string[], refusals: EditorRefusal[]): void {
  for (const field of fields) checkValue(field, record[field.name], join(at, field.name), keys, refusals)
}

/** The form the editor has for a record (a file's own fields for a files collection). */
function formOf(typeName: TypeName, key: string): Field[] {
  const collection: CmsCollection | undefined = collections.find((candidate) => candidate.name === contentType(typeName).editor.name)
  if (!collection) return []
  return (collection.files ? (collection.files.find((file) => file.name === key)?.fields ?? []) : (collection.fields ?? [])) as Field[]
}

/** What the editor's form refuses in this record; `keys` lists the records a reference may name. */
export function editorRefusals(typeName: TypeName, key: string, record: Record<string, unknown>, keys: (collection: string) => string[]): EditorRefusal[] {
  const refusals: EditorRefusal[] = []
  checkRecord(formOf(typeName, key), record, "", keys, refusals)
  return refusals
}
