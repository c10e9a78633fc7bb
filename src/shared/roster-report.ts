/**
 * The report of a roster change the site refused, shared by the deploy
 * workflow that writes it (scripts/roster-report.ts), the function that
 * keeps it (functions/api/roster-report.ts) and the editor's banner
 * (src/cms/decap-ui/roster-report-banner.ts). When a change published from
 * /admin breaks a rule the editor could not check before saving, the
 * workflow keeps the last good build live, reverts the change and publishes
 * the content check's problems here, so the editor sees what to fix; the
 * next good deploy clears it (docs/deploy.md).
 */
import type { Checked } from "./status/api"

/** GET: the latest refusal (204 when there is none). PUT, DELETE: the deploy workflow, with its token. */
export const ROSTER_REPORT_API = "/api/roster-report"

export interface RosterProblem {
  /** The file, from the repository's root: data/trackers/<name>.json. */
  file: string
  /** The field, e.g. phone or gallery[1].alt; (file) for the whole file. */
  field: string
  /** The content check's message: what is wrong and what to do. */
  message: string
}

export interface RosterReport {
  /** When the workflow refused the change (ISO 8601). */
  refusedAt: string
  /** The refused commit. */
  commit: string
  problems: RosterProblem[]
}

/** A report fits in one small request and one screen. */
export const ROSTER_REPORT_LIMITS = { problems: 10, file: 200, field: 200, message: 1000 } as const

const isText = (value: unknown, max: number): value is string => typeof value === "string" && value.trim() !== "" && value.length <= max

function checkProblem(value: unknown): RosterProblem | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null
  const { file, field, message, ...rest } = value as Record<string, unknown>
  if (Object.keys(rest).length > 0) return null
  if (!isText(file, ROSTER_REPORT_LIMITS.file) || !isText(field, ROSTER_REPORT_LIMITS.field) || !isText(message, ROSTER_REPORT_LIMITS.message)) return null
  return { file, field, message }
}

/** The one check of a report, on both sides: what the function keeps and what the editor shows. */
export function checkRosterReport(body: unknown): Checked<RosterReport> {
  if (!body || typeof body !== "object" || Array.isArray(body))
    return { ok: false, message: "Send the report as a JSON object: refusedAt, commit and problems." }
  const { refusedAt, commit, problems, ...rest } = body as Record<string, unknown>
  const unknown = Object.keys(rest)
  if (unknown.length > 0) return { ok: false, message: `Unknown field: ${unknown.join(", ")}.` }
  if (typeof refusedAt !== "string" || Number.isNaN(Date.parse(refusedAt)))
    return { ok: false, message: "refusedAt must be a date and time, e.g. 2026-11-23T21:15:00Z." }
  if (typeof commit !== "string" || !/^[0-9a-f]{7,40}$/.test(commit))
    return { ok: false, message: "commit must be the refused commit's id (7 to 40 hexadecimal digits)." }
  if (!Array.isArray(problems) || problems.length === 0 || problems.length > ROSTER_REPORT_LIMITS.problems) {
    return { ok: false, message: `problems must list 1 to ${ROSTER_REPORT_LIMITS.problems} problems.` }
  }
  const checked = problems.map(checkProblem)
  if (checked.some((found) => found === null)) {
    return {
      ok: false,
      message: `Each problem is { file, field, message }, each a text of at most ${ROSTER_REPORT_LIMITS.file}, ${ROSTER_REPORT_LIMITS.field} and ${ROSTER_REPORT_LIMITS.message} characters.`,
    }
  }
  return { ok: true, value: { refusedAt, commit, problems: checked as RosterProblem[] } }
}
