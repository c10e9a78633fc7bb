/**
 * The editor's form fields, derived from the content model's zod schemas:
 * which fields are required, the one pattern each text field is checked
 * against (with the sentence shown when it fails), number ranges, list
 * lengths, choices with their own words, references offered by name, and
 * labels and hints. Nothing about validity is written here; it all comes
 * from the field builders in src/content/fields.ts.
 */
import { z } from "zod"
import type { CmsField } from "decap-cms-core"
import { labelFor, metaOf, type FieldMeta } from "../content/fields"
import { contentType } from "../content/model"
import { innerSchema } from "../content/walk"
import { PHONE_WIDGET } from "./PhoneControl/PhoneControl"

/** The Decap date formats: a day (YYYY-MM-DD), or an instant with the phone's own UTC offset. */
const DATE_WIDGET = { format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false } as const
const DATE_TIME_WIDGET = { format: "YYYY-MM-DDTHH:mm:ssZ", date_format: "YYYY-MM-DD", time_format: "HH:mm", picker_utc: false } as const

/** Whether zod lets the value be absent. */
const isOptional = (schema: z.ZodType) => schema instanceof z.ZodOptional || schema instanceof z.ZodDefault

/** A list's length bounds, as zod declares them. */
function lengthBounds(schema: z.ZodArray): { min?: number; max?: number } {
  const json = z.toJSONSchema(schema, { unrepresentable: "any" }) as { minItems?: number; maxItems?: number }
  return { ...(json.minItems ? { min: json.minItems } : {}), ...(json.maxItems !== undefined ? { max: json.maxItems } : {}) }
}

/** A reference offered by the referenced records' names: a relation to a folder, or the fixed files by their labels. */
function referenceField(meta: FieldMeta): Record<string, unknown> {
  const target = contentType(meta.link!)
  if (target.editor.fileLabels) {
    return { widget: "select", options: Object.entries(target.editor.fileLabels).map(([value, label]) => ({ value, label })) }
  }
  return {
    widget: "relation",
    collection: target.editor.name,
    value_field: "{{slug}}",
    search_fields: ["name"],
    display_fields: ["name"],
    options_length: 100,
  }
}

/** The widget and its settings for one value (not a list), from its schema and metadata. */
function valueWidget(schema: z.ZodType, meta: FieldMeta, name: string): Record<string, unknown> {
  const inner = innerSchema(schema)
  const pattern = meta.formPattern ? { pattern: [...meta.formPattern] } : {}
  if (meta.widget === "hidden") return { widget: "hidden" }
  if (meta.link) return referenceField(meta)
  if (meta.options) return { widget: "select", options: meta.options.map(({ value, label }) => ({ value, label })) }
  if (meta.imageFolder) return { widget: "image", media_folder: meta.imageFolder, public_folder: meta.imageFolder, choose_url: false, ...pattern }
  if (meta.widget === "date") return { widget: "datetime", ...DATE_WIDGET, ...pattern }
  if (meta.widget === "datetime") return { widget: "datetime", ...DATE_TIME_WIDGET, ...pattern }
  if (inner instanceof z.ZodBoolean) return { widget: "boolean", ...(meta.defaultValue !== undefined ? { default: meta.defaultValue } : {}) }
  if (inner instanceof z.ZodNumber) {
    return {
      widget: "number",
      value_type: inner.format === "safeint" ? "int" : "float",
      ...(Number.isFinite(inner.minValue) ? { min: inner.minValue } : {}),
      ...(Number.isFinite(inner.maxValue) ? { max: inner.maxValue } : {}),
    }
  }
  if (inner instanceof z.ZodObject) return { widget: "object", collapsed: false, fields: fieldsFrom(inner) }
  if (inner instanceof z.ZodString || inner instanceof z.ZodUnion) {
    const widget = meta.widget === "text" ? "text" : meta.widget === "tel" ? PHONE_WIDGET : "string"
    return { widget, ...pattern }
  }
  throw new Error(`The editor has no widget for ${name}: declare it with a builder from src/content/fields.ts.`)
}

/** One Decap field for one key of a record. */
function cmsField(name: string, schema: z.ZodType): CmsField {
  const meta = metaOf(schema)
  const base = { name, label: meta.label ?? labelFor(name), required: !isOptional(schema), ...(meta.hint ? { hint: meta.hint } : {}) }
  const inner = innerSchema(schema)
  if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType
    const elementMeta = metaOf(element)
    const bounds = lengthBounds(inner)
    // Decap's select and relation widgets hold a list themselves.
    if (elementMeta.options || elementMeta.link) return { ...base, ...valueWidget(element, elementMeta, name), multiple: true, ...bounds } as CmsField
    const innerElement = innerSchema(element)
    if (innerElement instanceof z.ZodObject) return { ...base, widget: "list", collapsed: false, ...bounds, fields: fieldsFrom(innerElement) } as CmsField
    return {
      ...base,
      widget: "list",
      ...bounds,
      field: { name: "item", label: elementMeta.label ?? base.label, ...valueWidget(element, elementMeta, name) },
    } as CmsField
  }
  return { ...base, ...valueWidget(schema, meta, name) } as CmsField
}

/** Decap fields for every key of a record, in the order the record's file keeps them. */
export function fieldsFrom(schema: z.ZodObject): CmsField[] {
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => cmsField(name, field))
}
