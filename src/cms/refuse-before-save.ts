/**
 * What the editor refuses before it saves, beyond its form: the content
 * check's rules (src/content/check/) run in the browser on the entry as it
 * will be written (after ./save-hooks.ts) and on the repository's records
 * read fresh as Publish is pressed (./repository.ts), so another editor's
 * change a minute ago counts: the entry's full schema, and the rules across
 * files for what they find in it or it newly breaks elsewhere (older
 * problems are the build's to report). Not whether a picture exists: an
 * upload is committed with the entry, so the build checks it.
 */
import type { ContentProblem } from "../content/check/report"
import { crossFileProblems, type LoadedRecord } from "../content/check/rules"
import { schemaProblems } from "../content/check/schema"
import { CONTENT_TYPES, fieldLabel, fileOf, typeOfFile, type ContentType } from "../content/model"
import { slugFromName } from "../shared/slug"
import { ADMIN_PHRASES } from "./phrases"

/** A file of the repository: its path from the repository's root (data/trackers/<name>.json) and its text. */
export interface RepositoryFile {
  path: string
  text: string | null
}

/** Every folder records live in, as the repository names it: data/trackers, …, and data itself for site.json. */
export const RECORD_FOLDERS: readonly string[] = [...new Set(CONTENT_TYPES.map((type) => (type.folder ? `data/${type.folder}` : "data")))]

/** The records among the files. A file that is not one, or does not parse, is left to the build, which reports it with its fix. */
export function recordsFrom(files: readonly RepositoryFile[]): LoadedRecord[] {
  return files.flatMap((file) => {
    const match = /^data\/(?:(.+)\/)?([^/]+)\.json$/.exec(file.path)
    const type = match && typeOfFile(match[1] ?? "", match[2])
    if (!match || !type || file.text === null) return []
    try {
      const data: unknown = JSON.parse(file.text)
      return data && typeof data === "object" && !Array.isArray(data) ? [{ type, key: match[2], file: file.path, data: data as Record<string, unknown> }] : []
    } catch {
      return []
    }
  })
}

/** The entry being saved, as Decap hands it to preSave. */
export interface SavedEntry {
  type: ContentType
  /** Its file, e.g. data/trackers/<name>.json; absent for a new entry, whose file Decap names after it is saved. */
  path?: string
  data: Record<string, unknown>
}

/** The file a new entry will get: named from its name as Decap names it, with -1, -2… if that is taken. */
function newFile(type: ContentType, data: Record<string, unknown>, taken: ReadonlySet<string>): { key: string; file: string } {
  const base = (typeof data.name === "string" && slugFromName(data.name)) || `new-${type.noun.replace(/\s+/g, "-")}`
  for (let index = 0; ; index += 1) {
    const key = index === 0 ? base : `${base}-${index}`
    if (!taken.has(fileOf(type, key))) return { key, file: fileOf(type, key) }
  }
}

const isError = (found: ContentProblem) => found.severity === "error"

/** Where a problem is: its file and field (its words may name other records, which a save can reorder or rename). */
const placeOf = (found: ContentProblem) => `${found.file} › ${found.field}`

/**
 * What is wrong once the entry is saved over the current records, with the
 * file it is saved to: the entry's problems against its schema and across
 * files, and the problems it would add in other files.
 */
function problemsOfSaving(entry: SavedEntry, current: readonly LoadedRecord[]): { file: string; problems: ContentProblem[] } {
  const { file, key } = entry.path
    ? { file: entry.path, key: entry.path.slice(entry.path.lastIndexOf("/") + 1, -".json".length) }
    : newFile(entry.type, entry.data, new Set(current.map((record) => record.file)))
  const saved: LoadedRecord = { type: entry.type, key, file, data: entry.data }
  const own = schemaProblems(entry.type.schema, entry.data, file).filter(isError)
  const before = new Set(crossFileProblems(current).map(placeOf))
  // In its file's place, so every other record is met in the same order as before.
  const after = current.some((record) => record.file === file) ? current.map((record) => (record.file === file ? saved : record)) : [...current, saved]
  const added = crossFileProblems(after).filter((found) => isError(found) && (found.file === file || !before.has(placeOf(found))))
  return { file, problems: [...own, ...added] }
}

/** A field's label in the form: the top-level field a problem is in ("gallery[1].alt" is in "Recovery gallery"). */
function labelOf(type: ContentType, field: string): string {
  return fieldLabel(type, field.split(/[.[]/)[0])
}

/**
 * What to fix before the entry can be saved, for the tracker, or null when
 * nothing: the problems in the entry itself, by the label of their field;
 * only when it has none, those it would cause in other files (the same
 * clash seen from the other record says nothing new).
 */
export function whatToFix(entry: SavedEntry, current: readonly LoadedRecord[]): string | null {
  const { file, problems } = problemsOfSaving(entry, current)
  if (problems.length === 0) return null
  const own = problems.filter((found) => found.file === file)
  const shown =
    own.length > 0
      ? own.map((found) => ADMIN_PHRASES.fieldToFix(labelOf(entry.type, found.field), found.message))
      : problems.map((found) => ADMIN_PHRASES.otherFileToFix(found.file, found.message))
  return [...new Set(shown)].join(" ")
}

/** The error a preSave handler throws to stop a save: Decap shows it as text in its "Not saved" message, so it reads as the message alone. */
export class RefusedSave extends Error {
  override name = "RefusedSave"
  override toString(): string {
    return this.message
  }
}
