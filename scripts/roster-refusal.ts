/**
 * What the deploy workflow does when a change to data/ fails the content
 * check (through ./roster-report.ts): the live site keeps its last good
 * build, and the change is reverted on main so the next editor's change
 * deploys (docs/deploy.md). Which commits: the push's, newest first; when
 * main still fails without them (an earlier refused push whose run was
 * cancelled), the data-only commits before, one by one, at most
 * `maxCommits`. A commit outside data/ is never reverted: a developer's
 * change is the developer's to fix, and the workflow stops with an error.
 */
import { execFileSync } from "node:child_process"
import type { ContentReport } from "../src/content/check"
import { formatProblem } from "../src/content/check"
import { ROSTER_REPORT_LIMITS, type RosterReport } from "../src/shared/roster-report"

/** Runs git in the checkout and returns what it printed; throws when git fails. */
export type Git = (args: string[]) => string

export const gitIn =
  (cwd: string): Git =>
  (args) =>
    execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim()

export type Reverted = { ok: true; commits: string[] } | { ok: false; reason: string }

const lines = (text: string) => text.split("\n").filter(Boolean)

const isMerge = (git: Git, commit: string) => git(["rev-list", "--parents", "-n", "1", commit]).split(" ").length > 2

/**
 * Reverts, in the work tree (not committed), the fewest newest commits
 * that make the content check pass, starting with the push's own.
 * `pushed` are the push's commits; `passes` runs the check on the work tree.
 */
export async function revertRefused({
  git,
  pushed,
  passes,
  maxCommits = 10,
}: {
  git: Git
  pushed: readonly string[]
  passes: () => Promise<boolean>
  maxCommits?: number
}): Promise<Reverted> {
  const history = lines(git(["rev-list", "--first-parent", `--max-count=${maxCommits}`, "HEAD"]))
  const reverted: string[] = []
  const giveUp = (reason: string): Reverted => {
    git(["reset", "--hard", "--quiet", "HEAD"])
    return { ok: false, reason }
  }
  for (const commit of history) {
    const files = lines(git(["diff-tree", "--no-commit-id", "--name-only", "-r", "-m", "--first-parent", commit]))
    const outside = files.filter((file) => !file.startsWith("data/"))
    if (outside.length > 0)
      return giveUp(`${commit.slice(0, 7)} changes ${outside.join(", ")}, outside data/: a change to the site's code is not reverted by the workflow.`)
    // A merge is reverted against its first parent: what it brought into main.
    git(isMerge(git, commit) ? ["revert", "--no-commit", "-m", "1", commit] : ["revert", "--no-commit", commit])
    reverted.push(commit)
    if (pushed.every((own) => reverted.includes(own)) && (await passes())) return { ok: true, commits: reverted }
  }
  return giveUp(`main still fails the content check without its last ${reverted.length} commits.`)
}

/** The report the editor sees (src/shared/roster-report.ts): the check's errors, as many as fit. */
export function reportOf(check: ContentReport, commit: string, now: Date): RosterReport {
  const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`)
  return {
    refusedAt: now.toISOString(),
    commit,
    problems: check.errors.slice(0, ROSTER_REPORT_LIMITS.problems).map((found) => ({
      file: cut(found.file, ROSTER_REPORT_LIMITS.file),
      field: cut(found.field, ROSTER_REPORT_LIMITS.field),
      message: cut(found.message, ROSTER_REPORT_LIMITS.message),
    })),
  }
}

/** The revert's commit message: why, what the check said, which commits. */
export function revertMessage(check: ContentReport, commits: readonly string[]): string {
  return [
    "Revert a roster change the content check refused",
    "",
    "It was not deployed: the live site keeps its last good build. Reverting it lets the next change deploy.",
    "The editor sees what to fix at /admin; fix it there and publish again.",
    "",
    ...check.errors.map((found) => `✗ ${formatProblem(found)}`),
    "",
    ...commits.map((commit) => `Reverts ${commit}`),
  ].join("\n")
}
