/**
 * The content check: every file in data/ against the content model, before
 * anything is built. `npm run check:content` prints it; the build runs it
 * first (gatsby-node's onPreBootstrap) and writes nothing when it finds an
 * error. Each problem names the file, the field and what to do.
 *
 * In order: the files themselves (names, folders, encoding, JSON), each
 * record against its schema, the pictures (decoded in full), then the rules
 * across files.
 */
import fs from "node:fs"
import type { z } from "zod"
import { listDataFiles } from "./files"
import { checkImages } from "./images"
import { parseJson } from "./json"
import { fieldPath, problem, toReport, type ContentProblem, type ContentReport } from "./report"
import { crossFileProblems, type LoadedRecord } from "./rules"

export { formatProblem, formatReport, type ContentProblem, type ContentReport } from "./report"

/** The value at a path, or undefined. */
function valueAt(data: unknown, at: readonly PropertyKey[]): unknown {
  let current = data
  for (const segment of at) {
    if (current === null || typeof current !== "object") return undefined
    current = (current as Record<PropertyKey, unknown>)[segment as string]
  }
  return current
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

/** A record's problems against its schema, in the words of the field builders (../fields.ts). */
export function schemaProblems(schema: z.ZodType, data: unknown, file: string): ContentProblem[] {
  const result = schema.safeParse(data)
  if (result.success) return []
  return result.error.issues.flatMap((issue) => {
    const field = fieldPath(issue.path)
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) =>
        problem(file, field === "(file)" ? key : `${field}.${key}`, `Unknown field "${key}": check its spelling against CONTENT.md, or remove it.`),
      )
    }
    if (issue.code === "invalid_type" && valueAt(data, issue.path) === undefined) {
      return [problem(file, field, `Missing: ${lowerFirst(issue.message)}`)]
    }
    // A union (optional text) reports its first branch's problem: that is the one that applies.
    if (issue.code === "invalid_union") {
      const inner = issue.errors[0]?.[0]
      return [problem(file, field, inner?.message ?? issue.message)]
    }
    return [problem(file, field, issue.message)]
  })
}

export async function checkContent(root: string): Promise<ContentReport> {
  const problems: ContentProblem[] = []
  const { records, images } = listDataFiles(root, problems)
  const loaded: LoadedRecord[] = []
  for (const record of records) {
    const data = parseJson(fs.readFileSync(record.absolute), record.file, problems)
    if (data === undefined) continue
    problems.push(...schemaProblems(record.type.schema, data, record.file))
    loaded.push({ ...record, data: data as Record<string, unknown> })
  }
  await checkImages(root, images, problems)
  problems.push(...crossFileProblems(loaded, root))
  if (!fs.existsSync(`${root}/data`)) problems.push(problem("data/", "(folder)", "The data folder is missing. Restore it from the last good version."))
  return toReport(problems, records.length + images.length)
}
