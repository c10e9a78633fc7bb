/** What the content check finds, and how it prints it: one line per problem, `file › field: what to do`. */

export type Severity = "error" | "warning"

export interface ContentProblem {
  severity: Severity
  /** Path relative to the project, e.g. `data/trackers/<name>.json`. */
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

export const contentProblem = (file: string, field: string, message: string, severity: Severity = "error"): ContentProblem => ({
  severity,
  file,
  field,
  message,
})

/** `["gallery", 1, "alt"]` → `gallery[1].alt`. */
export function fieldPath(segments: readonly PropertyKey[]): string {
  if (segments.length === 0) return "(file)"
  return segments.map((segment, index) => (typeof segment === "number" ? `[${segment}]` : `${index === 0 ? "" : "."}${String(segment)}`)).join("")
}

export function formatProblem(found: ContentProblem): string {
  return `${found.file} › ${found.field}: ${found.message}`
}

export function formatReport(report: ContentReport): string {
  const lines = [...report.errors.map((found) => `✗ ${formatProblem(found)}`), ...report.warnings.map((found) => `! ${formatProblem(found)}`)]
  const summary = `${report.filesChecked} content files checked: ${report.errors.length} error(s), ${report.warnings.length} warning(s).`
  return [...lines, summary].join("\n")
}

export function toReport(problems: ContentProblem[], filesChecked: number): ContentReport {
  return {
    problems,
    errors: problems.filter((found) => found.severity === "error"),
    warnings: problems.filter((found) => found.severity === "warning"),
    filesChecked,
  }
}
