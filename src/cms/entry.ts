/**
 * Reading a Decap entry for a preview. While an editor types, any field may
 * be missing or half-written, so every reader falls back to an empty value
 * instead of trusting the content schema (which only holds once saved).
 */
import React from "react"
import type { PreviewTemplateComponentProps } from "decap-cms-core"

export type PreviewProps = PreviewTemplateComponentProps

/**
 * The entry's fields as plain JSON (Decap keeps them in an Immutable map),
 * with its key (the file name, which no record has as a field) under `key`.
 */
export function entryData(entry: PreviewProps["entry"]): Record<string, unknown> {
  const data: unknown = entry.get("data")?.toJS?.()
  const key: unknown = entry.get("slug")
  return { ...(data && typeof data === "object" ? (data as Record<string, unknown>) : {}), key: typeof key === "string" ? key : "" }
}

// The same empty values the records made for previews get (src/content/queried.ts).
export { numberOf, textOf } from "../content/queried"

export const recordListOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === "object") : []

/** A field's definition as Decap keeps it (an Immutable map). */
type FieldMap = { get: (key: string) => unknown }
type FieldList = { find: (test: (field: FieldMap) => boolean) => FieldMap | undefined }

/** A field of the collection by its path, e.g. ("gallery", "image") for the image inside each gallery item. */
export function fieldAt(fields: PreviewProps["fields"], ...names: string[]): FieldMap | undefined {
  let list = fields as unknown as FieldList | undefined
  let found: FieldMap | undefined
  for (const name of names) {
    found = list?.find((field) => field.get("name") === name)
    list = found?.get("fields") as FieldList | undefined
  }
  return found
}

/**
 * The URL Decap serves an image field from: a fresh upload or the file in the
 * repository. An image field with its own folder (the gallery's) must be
 * named, or Decap looks for the file in the collection's folder.
 */
export function assetUrl(getAsset: PreviewProps["getAsset"], path: unknown, field?: FieldMap): string | undefined {
  if (typeof path !== "string" || path === "") return undefined
  // Decap's typings omit getAsset's second parameter, the field.
  const asset: unknown = (getAsset as (path: string, field?: FieldMap) => unknown)(path, field)
  return asset ? String(asset) : undefined
}

type Data = Record<string, unknown>
type EntryMap = { get: (key: string) => unknown }

const dataOf = (entry: unknown): Data => entryData(entry as PreviewProps["entry"])

/**
 * Every entry of another collection, for a preview that shows more than the
 * file being edited (the home page shows the trackers beside the settings).
 * Empty until Decap has loaded them from the backend.
 */
export function useCollection(getCollection: PreviewProps["getCollection"], collection: string): Data[] {
  const [entries, setEntries] = React.useState<Data[]>([])
  React.useEffect(() => {
    let current = true
    getCollection(collection)
      .then((list) => current && setEntries(list.map(dataOf)))
      .catch(() => current && setEntries([]))
    return () => {
      current = false
    }
  }, [getCollection, collection])
  return entries
}

/** One entry of another collection by its slug (a files collection: the file's name); null until loaded or if there is none. */
export function useEntry(getCollection: PreviewProps["getCollection"], collection: string, slug: string): Data | null {
  const [entry, setEntry] = React.useState<Data | null>(null)
  React.useEffect(() => {
    let current = true
    if (!slug) {
      setEntry(null)
      return undefined
    }
    // Decap's typings promise a list, but with a slug it resolves to the one entry.
    const request = getCollection(collection, slug) as unknown as Promise<EntryMap>
    request.then((found) => current && setEntry(dataOf(found))).catch(() => current && setEntry(null))
    return () => {
      current = false
    }
  }, [getCollection, collection, slug])
  return entry
}
