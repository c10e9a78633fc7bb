/**
 * Validates every file in `data/` before anything is built.
 *
 * Used by `npm run check:content` (scripts/check-content.ts) and by
 * `gatsby build` (gatsby-node's onPreBootstrap), so the editor sees the same
 * messages in both places. Each problem names the file, the field, what is
 * wrong and how to fix it. Errors stop the build; warnings do not.
 */
import fs from "node:fs"
import path from "node:path"
import type { z } from "zod"
import {
  COUNTY_SLUGS,
  IMAGE_EXTENSIONS,
  countySchema,
  faqSetSchema,
  reviewSchema,
  settingsSchema,
  trackerSchema,
} from "./schema"
import { legalPageSchema, speciesPageSchema } from "./page-schema"
import { slugFromName } from "../utils/format"

export type Severity = "error" | "warning"

export interface ContentProblem {
  severity: Severity
  /** Path relative to the project, e.g. `data/trackers/jane-doe.json`. */
  file: string
  /** Dotted field path, e.g. `gallery[1].alt`, or `(file)` for the whole file. */
  field: string
  message: string
}

export interface ContentReport {
  problems: ContentProblem[]
  errors: ContentProblem[]
  warnings: ContentProblem[]
  filesChecked: number
}

interface Collection {
  folder: string
  schema: z.ZodType
  /** File names (without .json) that must exist in the folder. */
  required?: readonly string[]
  /** When set, no other file names are allowed in the folder. */
  only?: readonly string[]
}

const COLLECTIONS: readonly Collection[] = [
  { folder: "trackers", schema: trackerSchema },
  { folder: "reviews", schema: reviewSchema },
  { folder: "counties", schema: countySchema, required: COUNTY_SLUGS, only: COUNTY_SLUGS },
  { folder: "faq", schema: faqSetSchema, required: ["home", "bear", "elk"] },
]

const PAGE_FILES = {
  "bear-tracking": speciesPageSchema,
  "elk-tracking": speciesPageSchema,
  terms: legalPageSchema,
  privacy: legalPageSchema,
  accessibility: legalPageSchema,
} as const

const HTML_PATTERN = /<\/?[a-z][\s\S]*?>|javascript:/i

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

interface LoadedFile {
  file: string
  absolute: string
  name: string
  data: unknown
}

/** Turns a zod issue path into `gallery[1].alt`. */
export function fieldPath(segments: readonly PropertyKey[]): string {
  if (segments.length === 0) return "(file)"
  return segments
    .map((segment, index) =>
      typeof segment === "number" ? `[${segment}]` : `${index === 0 ? "" : "."}${String(segment)}`,
    )
    .join("")
}

/** Line and column (1-based) of a character offset. */
export function lineAndColumn(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset)
  const lines = before.split("\n")
  return { line: lines.length, column: lines[lines.length - 1].length + 1 }
}

function describeJsonError(source: string, error: Error): string {
  const position = /position (\d+)/.exec(error.message)
  const reason = error.message.replace(/\s*in JSON at position \d+.*$/s, "").replace(/^JSON\.parse: /, "")
  if (position) {
    const { line, column } = lineAndColumn(source, Number(position[1]))
    return `the file is not valid JSON at line ${line}, column ${column} (${reason}). Check for a missing comma, quote or bracket just before that point.`
  }
  return `the file is not valid JSON (${reason}). Check for a missing comma, quote or bracket, or a comma after the last item.`
}

/** Reads and parses one JSON file, reporting encoding and syntax problems. */
function readJson(absolute: string, file: string, problems: ContentProblem[]): unknown {
  const bytes = fs.readFileSync(absolute)
  const error = (message: string) => problems.push({ severity: "error", file, field: "(file)", message })
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    error("the file starts with an invisible byte-order mark (BOM). Save it as \"UTF-8\" (without BOM).")
    return undefined
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    error("the file is saved as UTF-16. Save it as \"UTF-8\" (without BOM).")
    return undefined
  }
  const source = new TextDecoder("utf-8", { fatal: false }).decode(bytes)
  if (source.includes("\uFFFD")) {
    error("the file contains characters that are not valid UTF-8 (often from pasting out of a word processor). Save it as \"UTF-8\".")
    return undefined
  }
  if (source.trim() === "") {
    error("the file is empty. Fill in the fields or delete the file.")
    return undefined
  }
  try {
    return JSON.parse(source) as Json
  } catch (caught) {
    error(describeJsonError(source, caught as Error))
    return undefined
  }
}

function hasPath(data: unknown, segments: readonly PropertyKey[]): boolean {
  let current: unknown = data
  for (const segment of segments) {
    if (current === null || typeof current !== "object" || !(String(segment) in current)) return false
    current = (current as Record<string, unknown>)[String(segment)]
  }
  return current !== undefined
}

function schemaProblems(schema: z.ZodType, data: unknown, file: string): ContentProblem[] {
  const result = schema.safeParse(data)
  if (result.success) return []
  return result.error.issues.map((issue) => {
    const field = fieldPath(issue.path)
    if (issue.code === "unrecognized_keys") {
      const keys = issue.keys.join(", ")
      return {
        severity: "error" as const,
        file,
        field: field === "(file)" ? keys : `${field}.${keys}`,
        message: `unknown field "${keys}": check the spelling against CONTENT.md, or remove it.`,
      }
    }
    if (issue.code === "invalid_type" && !hasPath(data, issue.path)) {
      const message = issue.message.includes("missing") ? issue.message : `${field} is missing: add it.`
      return { severity: "error" as const, file, field, message }
    }
    return { severity: "error" as const, file, field, message: issue.message }
  })
}

function walkStrings(value: unknown, at: PropertyKey[], visit: (text: string, at: PropertyKey[]) => void): void {
  if (typeof value === "string") visit(value, at)
  else if (Array.isArray(value)) value.forEach((item, index) => walkStrings(item, [...at, index], visit))
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) walkStrings(item, [...at, key], visit)
  }
}

/** Magic bytes of the image formats gatsby-plugin-sharp reads. */
export function looksLikeImage(bytes: Uint8Array): boolean {
  const starts = (...expected: number[]) => expected.every((byte, index) => bytes[index] === byte)
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to))
  return (
    starts(0xff, 0xd8, 0xff) ||
    starts(0x89, 0x50, 0x4e, 0x47) ||
    (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") ||
    (ascii(4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(8, 12)))
  )
}

function checkImage(
  loaded: LoadedFile,
  field: string,
  relative: unknown,
  root: string,
  problems: ContentProblem[],
): void {
  if (typeof relative !== "string" || relative === "") return
  const absolute = path.resolve(path.dirname(loaded.absolute), relative)
  const shown = path.relative(root, absolute)
  const error = (message: string) => problems.push({ severity: "error", file: loaded.file, field, message })
  if (!IMAGE_EXTENSIONS.some((extension) => absolute.toLowerCase().endsWith(extension))) return
  if (!fs.existsSync(absolute)) {
    error(`the image "${relative}" was not found (looked for ${shown}). Upload the photo or fix the path; it is relative to this JSON file.`)
    return
  }
  const handle = fs.openSync(absolute, "r")
  const head = new Uint8Array(16)
  fs.readSync(handle, head, 0, 16, 0)
  fs.closeSync(handle)
  if (!looksLikeImage(head)) {
    error(`"${relative}" is not a JPEG, PNG, WebP or AVIF picture (its contents do not match its name). Export the photo again as .jpg.`)
  }
}

function loadFolder(root: string, folder: string, problems: ContentProblem[]): LoadedFile[] {
  const directory = path.join(root, "data", folder)
  if (!fs.existsSync(directory)) {
    problems.push({ severity: "error", file: `data/${folder}/`, field: "(folder)", message: "the folder is missing. Restore it from the last good version." })
    return []
  }
  return fs
    .readdirSync(directory)
    .filter((entry) => !entry.startsWith("."))
    .sort()
    .flatMap((entry) => {
      const file = `data/${folder}/${entry}`
      if (!entry.endsWith(".json")) {
        if (fs.statSync(path.join(directory, entry)).isDirectory()) return []
        problems.push({ severity: "warning", file, field: "(file)", message: "this is not a .json file and is ignored. Move pictures to data/images/." })
        return []
      }
      const absolute = path.join(directory, entry)
      const data = readJson(absolute, file, problems)
      return data === undefined ? [] : [{ file, absolute, name: entry.replace(/\.json$/, ""), data }]
    })
}

const get = (data: unknown, key: string): unknown =>
  data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>)[key] : undefined

/** Validates the whole `data/` folder under `root` (the project directory). */
export function validateContent(root: string): ContentReport {
  const problems: ContentProblem[] = []
  const loaded: Record<string, LoadedFile[]> = {}
  let filesChecked = 0

  for (const collection of COLLECTIONS) {
    const files = loadFolder(root, collection.folder, problems)
    loaded[collection.folder] = files
    filesChecked += files.length
    const names = new Set(files.map((entry) => entry.name))
    for (const name of collection.required ?? []) {
      const file = `data/${collection.folder}/${name}.json`
      if (!names.has(name) && !problems.some((problem) => problem.file === file)) {
        problems.push({ severity: "error", file, field: "(file)", message: "this file is required but missing. Restore it from the last good version." })
      }
    }
    for (const entry of files) {
      problems.push(...schemaProblems(collection.schema, entry.data, entry.file))
      const slug = get(entry.data, "slug")
      if (collection.only && !collection.only.includes(entry.name)) {
        problems.push({ severity: "error", file: entry.file, field: "(file)", message: `there is no page for this file. The file name must be one of: ${collection.only.join(", ")}.` })
      }
      if (typeof slug === "string" && slug !== entry.name) {
        problems.push({ severity: "error", file: entry.file, field: "slug", message: `slug "${slug}" does not match the file name "${entry.name}.json". Make them the same (rename the file or change the slug).` })
      }
    }
  }

  // Duplicate slugs across differently cased file names (Jane-Doe.json vs jane-doe.json).
  for (const files of Object.values(loaded)) {
    const seen = new Map<string, string>()
    for (const entry of files) {
      const key = entry.name.toLowerCase()
      const first = seen.get(key)
      if (first) {
        problems.push({ severity: "error", file: entry.file, field: "slug", message: `slug "${key}" is used twice (also in ${first}). Each record needs its own slug: rename one of the files.` })
      } else seen.set(key, entry.file)
    }
  }

  const trackers = loaded.trackers ?? []
  const trackerSlugs = new Set(trackers.map((entry) => entry.name))
  for (const entry of trackers) {
    const name = get(entry.data, "name")
    if (typeof name === "string" && name.trim() !== "" && slugFromName(name) !== entry.name) {
      problems.push({ severity: "error", file: entry.file, field: "slug", message: `the profile address must be the name in lowercase joined with hyphens: rename the file to "${slugFromName(name)}.json" and set slug to "${slugFromName(name)}".` })
    }
    checkImage(entry, "image", get(entry.data, "image"), root, problems)
    const gallery = get(entry.data, "gallery")
    if (Array.isArray(gallery)) {
      gallery.forEach((item, index) => checkImage(entry, `gallery[${index}].image`, get(item, "image"), root, problems))
    }
    const bio = get(entry.data, "bio")
    if (typeof bio === "string" && bio.length > 1200) {
      problems.push({ severity: "warning", file: entry.file, field: "bio", message: `bio is ${bio.length} characters long; cards show the start and the profile shows it all. Consider trimming it under 1,200.` })
    }
  }

  for (const entry of loaded.reviews ?? []) {
    const tracker = get(entry.data, "tracker")
    if (typeof tracker === "string" && tracker !== "" && !trackerSlugs.has(tracker)) {
      problems.push({ severity: "error", file: entry.file, field: "tracker", message: `no tracker has the slug "${tracker}". Use one of: ${[...trackerSlugs].join(", ")}.` })
    }
  }

  const settingsFile = path.join(root, "data", "site.json")
  if (fs.existsSync(settingsFile)) {
    const data = readJson(settingsFile, "data/site.json", problems)
    filesChecked += 1
    if (data !== undefined) problems.push(...schemaProblems(settingsSchema, data, "data/site.json"))
  } else {
    problems.push({ severity: "error", file: "data/site.json", field: "(file)", message: "the site settings file is missing. Restore it from the last good version." })
  }

  const pages = loadFolder(root, "pages", problems)
  filesChecked += pages.length
  for (const [name, schema] of Object.entries(PAGE_FILES)) {
    const entry = pages.find((page) => page.name === name)
    if (entry) problems.push(...schemaProblems(schema, entry.data, entry.file))
    else if (!problems.some((problem) => problem.file === `data/pages/${name}.json`)) {
      problems.push({ severity: "error", file: `data/pages/${name}.json`, field: "(file)", message: "this page's text file is missing. Restore it from the last good version." })
    }
  }

  // Text is always shown as plain text, so markup would appear literally on the page.
  for (const entry of [...Object.values(loaded).flat(), ...pages]) {
    walkStrings(entry.data, [], (value, at) => {
      if (HTML_PATTERN.test(value)) {
        problems.push({ severity: "warning", file: entry.file, field: fieldPath(at), message: "this text contains HTML or a script link. It is shown exactly as typed (never run), so the tags will be visible: remove them." })
      }
    })
  }

  const errors = problems.filter((problem) => problem.severity === "error")
  const warnings = problems.filter((problem) => problem.severity === "warning")
  return { problems, errors, warnings, filesChecked }
}

/** One line per problem, e.g. `data/trackers/jane-doe.json › phone: …`. */
export function formatProblem(problem: ContentProblem): string {
  return `${problem.file} › ${problem.field}: ${problem.message}`
}

export function formatReport(report: ContentReport): string {
  const lines = [
    ...report.errors.map((problem) => `✗ ${formatProblem(problem)}`),
    ...report.warnings.map((problem) => `! ${formatProblem(problem)}`),
  ]
  const summary = `${report.filesChecked} content files checked: ${report.errors.length} error(s), ${report.warnings.length} warning(s).`
  return [...lines, summary].join("\n")
}
