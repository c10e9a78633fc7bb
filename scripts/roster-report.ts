/**
 * The deploy workflow's side of a refused roster change (why:
 * ./roster-refusal.ts). `refuse <before>`: on a data-only push that failed
 * the content check, revert it on main and publish the check's report for
 * the editor; `clear`: after a good deploy, remove the editor's banner;
 * `new-token`: a token for the workflow (secret ROSTER_REPORT_TOKEN) and the
 * SHA-256 the site keeps (ROSTER_REPORT_TOKEN_SHA256). Without the token
 * the workflow says so and carries on, as without the deploy secrets.
 */
import { createHash, randomBytes } from "node:crypto"
import path from "node:path"
import { checkContent, formatReport } from "../src/content/check"
import { ROSTER_REPORT_API } from "../src/shared/roster-report"
import { SITE_URL } from "../src/shared/site"
import { gitIn, reportOf, revertMessage, revertRefused } from "./roster-refusal"

const ROOT = path.resolve(__dirname, "..")
const git = gitIn(ROOT)

/** A workflow notice or error, shown on the run's summary. */
const annotate = (level: "notice" | "error", title: string, text: string) => console.log(`::${level} title=${title}::${text.replace(/\n/g, "%0A")}`)

async function send(method: "PUT" | "DELETE", body?: unknown): Promise<void> {
  const token = process.env.ROSTER_REPORT_TOKEN
  if (!token) {
    annotate("notice", "Roster report not sent", "Add the ROSTER_REPORT_TOKEN secret (docs/deploy.md) so editors see refused changes at /admin.")
    return
  }
  const response = await fetch(new URL(ROSTER_REPORT_API, SITE_URL), {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!response.ok) throw new Error(`${method} ${ROSTER_REPORT_API} answered ${response.status}: ${await response.text()}`)
}

/** The push's own commits, newest first; just HEAD when `before` is not a commit here (a new branch, a forced push). */
function pushedCommits(before: string | undefined): string[] {
  try {
    if (before && !/^0+$/.test(before))
      return git(["rev-list", `${before}..HEAD`])
        .split("\n")
        .filter(Boolean)
  } catch {
    // not in this history
  }
  return [git(["rev-parse", "HEAD"])]
}

async function refuse(before: string | undefined): Promise<number> {
  const head = git(["rev-parse", "HEAD"])
  const check = await checkContent(ROOT)
  console.log(formatReport(check))
  if (check.errors.length === 0) {
    console.log("The content check passes on main now: nothing to refuse.")
    return 0
  }
  await send("PUT", reportOf(check, head, new Date()))
  const reverted = await revertRefused({ git, pushed: pushedCommits(before), passes: async () => (await checkContent(ROOT)).errors.length === 0 })
  if (!reverted.ok) {
    annotate(
      "error",
      "Refused change not reverted",
      `${reverted.reason} The live site keeps its last good build; revert the change by hand (CONTENT.md, For the site owner).`,
    )
    return 1
  }
  // The revert is the workflow's own commit (GitHub's name for it), on the checkout the workflow made.
  git(["config", "user.name", "github-actions[bot]"])
  git(["config", "user.email", "41898282+github-actions[bot]@users.noreply.github.com"])
  git(["commit", "--quiet", "-m", revertMessage(check, reverted.commits)])
  try {
    git(["push", "--quiet", "origin", "HEAD:main"])
  } catch {
    // Another change reached main meanwhile: put the revert on top of it.
    git(["pull", "--quiet", "--rebase", "origin", "main"])
    git(["push", "--quiet", "origin", "HEAD:main"])
  }
  annotate(
    "notice",
    "Refused change reverted",
    `Not deployed, and reverted on main: ${reverted.commits.map((commit) => commit.slice(0, 7)).join(", ")}. The editor sees what to fix at /admin.`,
  )
  return 0
}

async function main(): Promise<number> {
  const [command, argument] = process.argv.slice(2)
  if (command === "refuse") return refuse(argument)
  if (command === "clear") {
    await send("DELETE")
    return 0
  }
  if (command === "new-token") {
    const token = randomBytes(32).toString("base64url")
    console.log(`GitHub secret ROSTER_REPORT_TOKEN:           ${token}`)
    console.log(`Cloudflare variable ROSTER_REPORT_TOKEN_SHA256: ${createHash("sha256").update(token).digest("hex")}`)
    return 0
  }
  console.error("Usage: tsx scripts/roster-report.ts refuse <before> | clear | new-token")
  return 2
}

main().then(
  (code) => (process.exitCode = code),
  (error: Error) => {
    console.error(error.message)
    process.exitCode = 1
  },
)
