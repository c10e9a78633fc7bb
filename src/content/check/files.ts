/**
 * Every file under data/ is either a record the model has a place for, a
 * picture under data/images/, or refused: nothing is skipped, so nothing
 * reaches the site unchecked (a dotfile or a `.JSON` file would otherwise be
 * published by the build without ever being checked).
 */
import fs from "node:fs"
import path from "node:path"
import { CONTENT_TYPES, fileOf, typeOfFile, type ContentType } from "../model"
import { contentProblem, type ContentProblem } from "./report"

const IMAGES_FOLDER = "images"
/** A record's file name: what the editor writes (lowercase letters, digits, single hyphens or underscores) and .json. */
const RECORD_FILE = /^[a-z0-9]+(?:[-_][a-z0-9]+)*\.json$/
/** A picture's file name: no spaces or capitals in the name, a picture extension. */
const IMAGE_FILE = /^[a-z0-9][a-z0-9._-]*\.(?:jpe?g|png|webp)$/i

export interface RecordFile {
  type: ContentType
  /** File name without .json. */
  key: string
  /** Relative to the project, e.g. data/trackers/<name>.json. */
  file: string
  absolute: string
}

export interface DataFiles {
  records: RecordFile[]
  /** Pictures under data/images, relative to the project. */
  images: string[]
}

/** Every file and folder below `dir`, relative to it with forward slashes, sorted so a folder comes before what it holds. */
function walk(dir: string): { file: string; isDirectory: boolean }[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .map((entry) => ({ file: path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"), isDirectory: entry.isDirectory() }))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
}

function refusal(relative: string, isDirectory: boolean): string | undefined {
  const name = relative.split("/").at(-1) ?? relative
  if (name.startsWith("."))
    return `A hidden ${isDirectory ? "folder" : "file"} (its name starts with a dot) is not allowed in data/: delete it, or rename it without the dot.`
  if (isDirectory) return undefined
  const folder = relative.includes("/") ? relative.slice(0, relative.lastIndexOf("/")) : ""
  if (folder === IMAGES_FOLDER || folder.startsWith(`${IMAGES_FOLDER}/`)) {
    return IMAGE_FILE.test(name)
      ? undefined
      : "Only JPG, PNG and WebP pictures go in data/images, named without spaces (e.g. jane-doe.jpg). Export the picture as .jpg or rename it."
  }
  if (/\.json$/i.test(name) && !name.endsWith(".json"))
    return `Rename the file to "${name.replace(/\.json$/i, ".json")}": the extension must be lowercase .json.`
  if (!name.endsWith(".json")) return "Only .json records belong here (pictures go in data/images/). Move or delete this file."
  if (!RECORD_FILE.test(name))
    return `Rename the file to lowercase letters, digits and hyphens, e.g. "${name
      .toLowerCase()
      .replace(/[^a-z0-9.]+/g, "-")
      .replace(/^-|-(?=\.json$)/g, "")}".`
  const key = name.slice(0, -".json".length)
  if (typeOfFile(folder, key)) return undefined
  const fixed = CONTENT_TYPES.filter((type) => type.folder === folder && type.files)
  if (fixed.length > 0) {
    const allowed = fixed.flatMap((type) => type.files ?? []).join(", ")
    return `The site has no page or setting for this file; the files here are ${allowed}. Delete it, or put its text in one of those.`
  }
  return `data/${folder ? `${folder}/` : ""} holds no records. The folders are ${[...new Set(CONTENT_TYPES.map((type) => type.folder).filter(Boolean)), IMAGES_FOLDER].join(", ")}: move the file or delete it.`
}

/** Sorts data/ into records and pictures; anything else is reported. */
export function listDataFiles(root: string, problems: ContentProblem[]): DataFiles {
  const dataDir = path.join(root, "data")
  const records: RecordFile[] = []
  const images: string[] = []
  const refusedFolders: string[] = []
  for (const { file: relative, isDirectory } of walk(dataDir)) {
    if (refusedFolders.some((folder) => relative.startsWith(`${folder}/`))) continue
    const shown = `data/${relative}${isDirectory ? "/" : ""}`
    const refused = refusal(relative, isDirectory)
    if (refused) {
      problems.push(contentProblem(shown, "(file)", refused))
      if (isDirectory) refusedFolders.push(relative)
      continue
    }
    if (isDirectory) continue
    const folder = relative.includes("/") ? relative.slice(0, relative.lastIndexOf("/")) : ""
    if (folder === IMAGES_FOLDER || folder.startsWith(`${IMAGES_FOLDER}/`)) {
      images.push(shown)
      continue
    }
    const key = relative.slice(relative.lastIndexOf("/") + 1, -".json".length)
    const type = typeOfFile(folder, key) as ContentType
    records.push({ type, key, file: shown, absolute: path.join(dataDir, relative) })
  }
  for (const type of CONTENT_TYPES) {
    for (const key of type.files ?? []) {
      if (!records.some((record) => record.type === type && record.key === key)) {
        problems.push(contentProblem(fileOf(type, key), "(file)", "This file is missing and the site needs it. Restore it from the last good version."))
      }
    }
  }
  return { records, images }
}
