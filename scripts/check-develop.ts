/**
 * `npm run check:develop`: the development loop as an editor or developer
 * meets it. In a throwaway copy of the project `gatsby develop` opens every
 * page in Chromium with no error overlay and no console error; then a
 * tracker file is added, as /admin adds one, and its page must appear while
 * develop runs. Prints what it found; exits 1 on any problem. Not in
 * `npm test`: a cold develop start processes every picture again, which the
 * build in `npm test` already does.
 */
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { chromium, type ConsoleMessage, type Page } from "@playwright/test"
import { chromiumExecutable } from "../test-support/browser"
import { ALL_ROUTES, trackers } from "../test-support/content"
import { stop } from "./bench/project"
import { copyProject } from "../test-support/project-copy"

const PORT = Number(process.env.DEVELOP_PORT ?? 8765)
const BASE = `http://127.0.0.1:${PORT}`

async function waitForDevelop(server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 6 * 60_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`gatsby develop exited (${server.exitCode}); see ${logFile}`)
    try {
      if ((await fetch(`${BASE}/`)).ok && fs.readFileSync(logFile, "utf8").includes("You can now view")) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`gatsby develop did not start within 6 minutes; see ${logFile}`)
}

/** Opens a page and returns what went wrong on it: console errors, uncaught errors, Gatsby's error overlay. */
async function problemsOn(page: Page, route: string): Promise<string[]> {
  const problems: string[] = []
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== "error") return
    // gatsby develop runs none of the site's functions: the live statuses' request (/api/status) is answered 404 there,
    // and the page keeps the statuses it was built with, as it does when the host cannot answer. Any other failure counts.
    if (new URL(message.location().url || BASE, BASE).pathname.startsWith("/api/")) return
    problems.push(`console error: ${message.text().split("\n")[0]}`)
  }
  const onError = (error: Error) => problems.push(`uncaught: ${error.message.split("\n")[0]}`)
  page.on("console", onConsole)
  page.on("pageerror", onError)
  await page.goto(`${BASE}${route}`, { waitUntil: "load" })
  await page
    .locator("html[data-hydrated]")
    .waitFor({ state: "attached", timeout: 30_000 })
    .catch(() => problems.push("never hydrated"))
  await page.waitForTimeout(500)
  // Gatsby's development overlay is a custom element with a shadow root.
  if ((await page.locator("gatsby-fast-refresh").count()) > 0) problems.push("error overlay shown")
  page.off("console", onConsole)
  page.off("pageerror", onError)
  return problems
}

async function main(): Promise<void> {
  const copy = copyProject()
  const logFile = path.join(copy, "develop.log")
  const log = fs.openSync(logFile, "a")
  const server = spawn(path.join(copy, "node_modules", ".bin", "gatsby"), ["develop", "--host", "127.0.0.1", "--port", String(PORT)], {
    cwd: copy,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", log, log],
    detached: true,
  })
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: ["--no-sandbox", "--disable-gpu"] })
  const found: string[] = []
  try {
    const started = Date.now()
    await waitForDevelop(server, logFile)
    console.log(`gatsby develop ready in ${Math.round((Date.now() - started) / 1000)} s`)
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    for (const route of ALL_ROUTES) {
      const problems = await problemsOn(page, route)
      console.log(`${problems.length === 0 ? "ok  " : "FAIL"} ${route}${problems.length ? `\n       ${problems.join("\n       ")}` : ""}`)
      found.push(...problems.map((problem) => `${route}: ${problem}`))
    }

    // A tracker added while develop runs, as /admin writes one: its page must appear.
    const model = JSON.parse(fs.readFileSync(path.join(copy, "data", "trackers", `${trackers[0].key}.json`), "utf8")) as Record<string, unknown>
    const added = { ...model, name: "Dana Newcomb", phone: "8105550199" }
    fs.writeFileSync(path.join(copy, "data", "trackers", "dana-newcomb.json"), `${JSON.stringify(added, null, 2)}\n`)
    const addedAt = Date.now()
    const route = "/tracker/dana-newcomb/"
    let shown = false
    while (!shown && Date.now() - addedAt < 90_000) {
      await page.waitForTimeout(2000)
      const problems = await problemsOn(page, route)
      shown = problems.length === 0 && (await page.getByRole("heading", { level: 1, name: "Dana Newcomb" }).count()) === 1
    }
    const seconds = Math.round((Date.now() - addedAt) / 1000)
    console.log(`${shown ? "ok  " : "FAIL"} ${route} (added while develop ran) ${shown ? `shown after ${seconds} s` : `not shown within ${seconds} s`}`)
    if (!shown) found.push(`${route}: a tracker added while develop ran did not appear`)
  } finally {
    await browser.close()
    stop(server)
    if (found.length > 0) console.error(`\nThe end of gatsby develop's log:\n${fs.readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n")}`)
    fs.rmSync(copy, { recursive: true, force: true })
  }
  if (found.length > 0) {
    console.error(`\n${found.length} problem(s) in the development loop.`)
    process.exitCode = 1
  } else console.log("\nThe development loop is clean: every page without an overlay or a console error, and a new tracker's page appears.")
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
