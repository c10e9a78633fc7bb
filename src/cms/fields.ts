/**
 * Turns a zod content schema into Decap CMS fields.
 *
 * The zod schemas in `src/content/` are the single source of truth. Instead
 * of restating "required", patterns, county options, list lengths and number
 * ranges in a CMS config (where they would drift), this module reads them
 * from the schema (through zod's JSON Schema export) and adds only what zod
 * cannot know: labels, hints and which widget an editor should see.
 * The pattern messages are the schema's own messages, so the form shows the
 * same sentence `npm run check:content` prints.
 */
import { z } from "zod"
import type { CmsField } from "decap-cms-core"

/** The subset of JSON Schema that zod's export produces for our content. */
interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  pattern?: string
  enum?: string[]
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minimum?: number
  maximum?: number
}

/** What an editor sees for one field; everything about validity comes from zod. */
export interface FieldUi {
  label?: string
  hint?: string
  /** A widget other than the one the value's type suggests. */
  widget?: "text" | "image" | "date" | "hidden" | "relation"
  /** For image fields: where uploads go and how the JSON refers to them (relative to the entry). */
  folder?: string
  /** For relation fields: the collection whose `slug` this field stores. */
  relation?: { collection: string; searchFields: string[]; displayFields: string[] }
  /** A default for new entries (e.g. booleans, so an untouched box saves `false`). */
  default?: boolean | string
  /** The UI of the fields inside an object or a list of objects. */
  fields?: UiTable
}

export type UiTable = Record<string, FieldUi>

/** The largest safe integer bounds zod adds to `.int()`; they mean "no limit" to an editor. */
const NO_LIMIT = Number.MAX_SAFE_INTEGER

/** "yearsTracking" → "Years tracking": a readable default label. */
export function labelFor(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** zod's JSON Schema for what an editor writes (defaults make a field optional). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema
}

/** Peels `.optional()` / `.default()` so we can ask the inner schema for its messages. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault) {
    current = current.unwrap() as z.ZodType
  }
  return current
}

/** The schema's own message for a value that breaks its pattern. */
function patternMessage(schema: z.ZodType | undefined, fallback: string): string {
  if (!schema) return fallback
  const result = unwrap(schema).safeParse("\u0000")
  return result.success ? fallback : (result.error.issues[0]?.message ?? fallback)
}

function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  const inner = schema ? unwrap(schema) : undefined
  if (inner instanceof z.ZodArray) return shapeOf(inner.element as z.ZodType)
  return inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>) : undefined
}

function listBounds(json: JsonSchema): Partial<Record<"min" | "max", number>> {
  return {
    ...(json.minItems !== undefined && json.minItems > 0 ? { min: json.minItems } : {}),
    ...(json.maxItems !== undefined ? { max: json.maxItems } : {}),
  }
}

function toField(name: string, json: JsonSchema, required: boolean, ui: FieldUi, zodField: z.ZodType | undefined): CmsField {
  const base = { name, label: ui.label ?? labelFor(name), required, ...(ui.hint ? { hint: ui.hint } : {}) }
  const defaults = ui.default === undefined ? {} : { default: ui.default }

  if (ui.widget === "hidden") return { ...base, widget: "hidden" } as CmsField
  if (ui.widget === "image") {
    return { ...base, widget: "image", media_folder: ui.folder, public_folder: ui.folder, choose_url: false } as CmsField
  }
  if (ui.widget === "relation" && ui.relation) {
    return {
      ...base,
      widget: "relation",
      collection: ui.relation.collection,
      value_field: "slug",
      search_fields: ui.relation.searchFields,
      display_fields: ui.relation.displayFields,
    } as CmsField
  }
  if (json.enum) return { ...base, widget: "select", options: [...json.enum] } as CmsField

  switch (json.type) {
    case "boolean":
      return { ...base, widget: "boolean", ...defaults } as CmsField
    case "integer":
    case "number":
      return {
        ...base,
        widget: "number",
        value_type: json.type === "integer" ? "int" : "float",
        ...(json.minimum !== undefined && Math.abs(json.minimum) < NO_LIMIT ? { min: json.minimum } : {}),
        ...(json.maximum !== undefined && Math.abs(json.maximum) < NO_LIMIT ? { max: json.maximum } : {}),
      } as CmsField
    case "object":
      return { ...base, widget: "object", collapsed: false, fields: fieldsFromJson(json, ui.fields ?? {}, shapeOf(zodField)) } as CmsField
    case "array": {
      const items = json.items ?? {}
      if (items.enum) return { ...base, widget: "select", multiple: true, options: [...items.enum], ...listBounds(json) } as CmsField
      if (items.type === "object") {
        return {
          ...base,
          widget: "list",
          collapsed: false,
          ...listBounds(json),
          fields: fieldsFromJson(items, ui.fields ?? {}, shapeOf(zodField)),
        } as CmsField
      }
      // A list of plain text: one text box per item, saved as a JSON array of strings.
      return {
        ...base,
        widget: "list",
        ...listBounds(json),
        field: { name: "item", label: base.label, widget: ui.widget === "text" ? "text" : "string" },
      } as CmsField
    }
    default: {
      const widget = ui.widget === "date" ? "datetime" : (ui.widget ?? "string")
      const dateOptions = ui.widget === "date" ? { format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false } : {}
      const pattern = json.pattern ? { pattern: [json.pattern, patternMessage(zodField, `${base.label} is not in the expected form.`)] } : {}
      return { ...base, widget, ...dateOptions, ...pattern, ...defaults } as CmsField
    }
  }
}

function fieldsFromJson(json: JsonSchema, ui: UiTable, shape: Record<string, z.ZodType> | undefined): CmsField[] {
  const required = new Set(json.required ?? [])
  return Object.entries(json.properties ?? {}).map(([name, property]) =>
    toField(name, property, required.has(name), ui[name] ?? {}, shape?.[name]),
  )
}

/** Decap fields for every key of an object schema, in the schema's order. */
export function fieldsFrom(schema: z.ZodObject, ui: UiTable = {}): CmsField[] {
  return fieldsFromJson(jsonSchemaOf(schema), ui, schema.shape as Record<string, z.ZodType>)
}
