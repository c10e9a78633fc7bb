/**
 * One record against its kind's schema, in the words of the field builders
 * (../fields.ts). Reads no files, so the editor runs it before saving too
 * (src/cms/refuse-before-save.ts), for what its form cannot say (a review
 * dated in the future, a number no exchange has).
 */
import type { z } from "zod"
import { fieldPath, contentProblem, type ContentProblem } from "./report"

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

/** A record's problems against its schema. */
export function schemaProblems(schema: z.ZodType, data: unknown, file: string): ContentProblem[] {
  const result = schema.safeParse(data)
  if (result.success) return []
  return result.error.issues.flatMap((issue) => {
    const field = fieldPath(issue.path)
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) =>
        contentProblem(file, field === "(file)" ? key : `${field}.${key}`, `Unknown field "${key}": check its spelling against CONTENT.md, or remove it.`),
      )
    }
    if (issue.code === "invalid_type" && valueAt(data, issue.path) === undefined) {
      return [contentProblem(file, field, `Missing: ${lowerFirst(issue.message)}`)]
    }
    // A union (optional text) reports its first branch's problem: that is the one that applies.
    if (issue.code === "invalid_union") {
      const inner = issue.errors[0]?.[0]
      return [contentProblem(file, field, inner?.message ?? issue.message)]
    }
    return [contentProblem(file, field, issue.message)]
  })
}
