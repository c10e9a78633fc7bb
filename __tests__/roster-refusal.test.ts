/**
 * @jest-environment node
 */
/**
 * A roster change the content check refused is reverted on main by the
 * deploy workflow (scripts/roster-refusal.ts), so that the next change
 * deploys: the fewest newest commits that make the check pass, never a
 * change to the site's code. Here in a throwaway repository, with a check
 * that refuses any file saying "refused".
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { gitIn, reportOf, revertMessage, revertRefused, type Git } from "../scripts/roster-refusal"
import type { ContentReport } from "../src/content/check"
import { checkRosterReport, ROSTER_REPORT_LIMITS } from "../src/shared/roster-report"

let repo: string
let git: Git
beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "roster-refusal-"))
  execFileSync("git", ["init", "--quiet", "--initial-branch=main", repo])
  git = gitIn(repo)
  git(["config", "user.name", "Test"])
  git(["config", "user.email", "test@example.com"])
  commit("data/trackers/ron.json", "fine", "first")
})
afterEach(() => fs.rmSync(repo, { recursive: true, force: true }))

function commit(file: string, text: string, message: string): string {
  fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
  fs.writeFileSync(path.join(repo, file), text)
  git(["add", "--all"])
  git(["commit", "--quiet", "-m", message])
  return git(["rev-parse", "HEAD"])
}

const dataFiles = () => fs.readdirSync(path.join(repo, "data/trackers")).map((name) => fs.readFileSync(path.join(repo, "data/trackers", name), "utf8"))
const passes = async () => !dataFiles().some((text) => text.includes("refused"))
const committed = () => git(["status", "--porcelain"]) === ""

describe("reverting a refused roster change", () => {
  it("reverts the push's change that fails the check, and nothing before it", async () => {
    commit("data/trackers/wes.json", "fine", "a good change")
    const refused = commit("data/trackers/ron.json", "refused", "a refused change")
    expect(await revertRefused({ git, pushed: [refused], passes })).toEqual({ ok: true, commits: [refused] })
    expect(await passes()).toBe(true)
    expect(fs.readFileSync(path.join(repo, "data/trackers/wes.json"), "utf8")).toBe("fine")
    // Not committed yet: the workflow commits the revert with the check's report as its message.
    expect(git(["rev-parse", "HEAD"])).toBe(refused)
  })

  it("reverts an earlier refused change that is still on main (its run was cancelled by a newer push)", async () => {
    const refused = commit("data/trackers/ron.json", "refused", "refused, run cancelled")
    const newer = commit("data/trackers/wes.json", "fine", "the next change")
    expect(await revertRefused({ git, pushed: [newer], passes })).toEqual({ ok: true, commits: [newer, refused] })
    expect(await passes()).toBe(true)
  })

  it("never reverts a change to the site's code, and leaves the checkout as it was", async () => {
    commit("data/trackers/ron.json", "refused", "refused, run cancelled")
    commit("src/shared/site.ts", "code", "a developer's change")
    const newer = commit("data/trackers/wes.json", "fine", "the next change")
    const result = await revertRefused({ git, pushed: [newer], passes })
    expect(result).toEqual({
      ok: false,
      reason: expect.stringMatching(/changes src\/shared\/site\.ts, outside data\/: a change to the site's code is not reverted/),
    })
    expect(committed()).toBe(true)
    expect(git(["rev-parse", "HEAD"])).toBe(newer)
  })
})

describe("what the editor and the history are told", () => {
  const check: ContentReport = {
    problems: [],
    errors: Array.from({ length: 12 }, (_, index) => ({
      severity: "error" as const,
      file: `data/trackers/t${index}.json`,
      field: "phone",
      message: `Problem ${index}. ${"x".repeat(index === 0 ? 2000 : 0)}`,
    })),
    warnings: [],
    filesChecked: 12,
  }

  it("reports as many problems as the report holds, each short enough, in the form the function takes", () => {
    const report = reportOf(check, "0123456789abcdef0123456789abcdef01234567", new Date("2026-11-23T21:15:00Z"))
    expect(report.problems).toHaveLength(ROSTER_REPORT_LIMITS.problems)
    expect(report.problems[0].message.length).toBe(ROSTER_REPORT_LIMITS.message)
    expect(checkRosterReport(report)).toEqual({ ok: true, value: report })
  })

  it("says in the revert why, what the check found, and which commits", () => {
    const message = revertMessage({ ...check, errors: check.errors.slice(1, 2) }, ["abc1234"])
    expect(message.split("\n")[0]).toBe("Revert a roster change the content check refused")
    expect(message).toContain("✗ data/trackers/t1.json › phone: Problem 1.")
    expect(message).toContain("Reverts abc1234")
  })
})
