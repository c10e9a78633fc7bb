/**
 * `npm run bench [-- --only PARTS] [--runs N] [--trackers N] [--port P] [--keep]`:
 * the benchmark, in parts (all by default): `builds` (cold and warm, in a
 * throwaway copy), `call` (time to call on Regular 2G, three engines:
 * ./bench/time-to-call.ts, ./bench/engine-calls.ts), `live` (time to the
 * live status: ./bench/live-status.ts), `lighthouse`, and `roster` (a
 * made-up roster of `--trackers`: ./bench/roster-size.ts). Writes its
 * figures to bench-results/ (git-ignored); on a shared machine compare
 * medians. What each measures: docs/performance.md.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { ChildProcess } from "node:child_process"
import type { Result } from "lighthouse"
import { benchRoutes, trackerFileForRebuild } from "./bench/routes"
import { diagnostics, figures, runLighthouse } from "./bench/lighthouse"
import { editPhone, serve, stop, timedGatsby } from "./bench/project"
import { ROOT, copyProject } from "../test-support/project-copy"
import { syntheticProject } from "./bench/roster-project"
import { parseArgs, type Part } from "./bench/options"
import { rosterFigures, rosterTable, type RosterFigures } from "./bench/roster-size"
import { routeTable, summaryMarkdown, targetMisses, type RunFigures } from "./bench/stats"
import { measureTimeToCall, timeToCallTable, type TimeToCall } from "./bench/time-to-call"
import { liveStatusTable, measureLiveStatus } from "./bench/live-status"
import { measureEngineCalls } from "./bench/engine-calls"
import { DEVTOOLS_2G_LINK, REGULAR_2G_LINK } from "./bench/throttle-proxy"
import { engineCallTable } from "./bench/call-figures"

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2))
  const has = (part: Part) => options.parts.has(part)
  const stamp = new Date().toISOString().replace(/[:.]/g, "-")
  const outDir = path.join(ROOT, "bench-results", stamp)
  fs.mkdirSync(outDir, { recursive: true })
  const buildLog = path.join(outDir, "build.log")
  const rosterLog = path.join(outDir, "roster-build.log")

  const copies: string[] = []
  let server: ChildProcess | undefined
  const cleanUp = () => {
    if (server) stop(server)
    if (!options.keep) for (const copy of copies) fs.rmSync(copy, { recursive: true, force: true })
    else if (copies.length > 0) console.log(`Kept: ${copies.join(", ")}`)
  }
  // Ctrl-C still stops the server and removes the copies.
  const interrupted = () => {
    cleanUp()
    process.exit(130)
  }
  process.once("SIGINT", interrupted)
  process.once("SIGTERM", interrupted)

  const markdown: string[] = []
  const summary: Record<string, unknown> = { runs: options.runs, parts: [...options.parts] }
  try {
    if (has("builds") || has("call") || has("live") || has("lighthouse")) {
      const copy = copyProject()
      copies.push(copy)
      console.log(`Benchmarking a copy of the project in ${copy} (logs: ${path.relative(ROOT, buildLog)})`)
      timedGatsby(copy, ["clean"], buildLog)
      const coldSeconds = timedGatsby(copy, ["build"], buildLog)
      console.log(`Cold build (after gatsby clean): ${coldSeconds.toFixed(1)} s`)
      summary.coldBuildSeconds = coldSeconds
      if (has("roster")) summary.realRoster = rosterFigures(path.join(copy, "public"), coldSeconds)

      if (has("builds")) {
        const trackerFile = trackerFileForRebuild()
        const newPhone = editPhone(copy, trackerFile)
        const warmSeconds = timedGatsby(copy, ["build"], buildLog)
        const slug = path.basename(trackerFile, ".json")
        const rebuilt = fs.readFileSync(path.join(copy, "public", "tracker", slug, "index.html"), "utf8")
        const picked = rebuilt.includes(newPhone.slice(-4))
        console.log(
          `Warm rebuild after changing ${trackerFile} phone: ${warmSeconds.toFixed(1)} s` +
            (picked ? "" : " (warning: the new number is not on the rebuilt profile page)"),
        )
        summary.warmRebuildSeconds = warmSeconds
        markdown.push(`Cold build ${coldSeconds.toFixed(1)} s; warm rebuild after a phone-number edit ${warmSeconds.toFixed(1)} s.`, "")
      }

      if (has("call") || has("lighthouse")) server = await serve(copy, options.port, buildLog)

      if (has("call")) {
        const calls: TimeToCall[] = await measureTimeToCall(`http://127.0.0.1:${options.port}`, options.runs, (line) =>
          process.stdout.write(`\r${line.padEnd(70)}`),
        )
        process.stdout.write("\r".padEnd(72) + "\r")
        const callTable = timeToCallTable(calls)
        console.log(`\nTime to call, Regular 2G and a 4x slower CPU, 390 × 844 (${options.runs} runs per page and setting):\n\n${callTable}`)
        markdown.push(
          `Time to call (navigation to a tel: link laid out in the first screen, and anywhere), Regular 2G, 4x slower CPU, 390 × 844, median of ${options.runs}:`,
          "",
          callTable,
          "",
        )
        summary.timeToCall = calls

        // Twice: with a connection's handshake, as a phone pays it, and without, as DevTools' figures above count.
        const engineCalls: unknown[] = []
        summary.engineCalls = engineCalls
        for (const link of [REGULAR_2G_LINK, DEVTOOLS_2G_LINK]) {
          const engines = await measureEngineCalls(`http://127.0.0.1:${options.port}`, options.runs, (line) => process.stdout.write(`\r${line.padEnd(70)}`), {
            link,
          })
          process.stdout.write("\r".padEnd(72) + "\r")
          const engineTable = engineCallTable(engines.results)
          const engineTitle = `Time to call in three engines (${engines.versions.join(", ")}): navigation to a tel: link shown on the 390 × 844 screen, through a slow link of 250 kbit/s and 300 ms a connection, its handshake ${link.handshake ? "counted" : "not counted (as DevTools)"}, no CPU slowdown, median of ${options.runs}`
          console.log(`\n${engineTitle}:\n\n${engineTable}`)
          markdown.push(`${engineTitle}:`, "", engineTable, "")
          engineCalls.push({ handshake: link.handshake, ...engines })
        }
      }

      if (has("live")) {
        const timings = await measureLiveStatus(path.join(copy, "public"), options.runs, (line) => process.stdout.write(`\r${line.padEnd(70)}`))
        process.stdout.write("\r".padEnd(72) + "\r")
        const table = liveStatusTable(timings)
        console.log(`\nTime to the live status, Regular 2G and a 4x slower CPU, 390 × 844 (${options.runs} runs per page):\n\n${table}`)
        markdown.push(
          `Time to the live status (navigation to a tracker's live status on screen), Regular 2G, 4x slower CPU, 390 × 844, median of ${options.runs}:`,
          "",
          table,
          "",
        )
        summary.liveStatus = timings
      }

      if (has("lighthouse")) {
        const results: { route: string; label: string; runs: RunFigures[]; notes: string[] }[] = []
        for (const route of benchRoutes()) {
          const runs: RunFigures[] = []
          let last: Result | undefined
          for (let run = 1; run <= options.runs; run++) {
            process.stdout.write(`\rLighthouse ${route.path} run ${run}/${options.runs}…`)
            const lhr = runLighthouse(`http://127.0.0.1:${options.port}${route.path}`, { ignoreStatusCode: route.expectNotFound })
            fs.writeFileSync(path.join(outDir, `${route.label.replace(/\W+/g, "-").toLowerCase()}-${run}.json`), JSON.stringify(lhr))
            runs.push(figures(lhr))
            last = lhr
          }
          process.stdout.write("\r")
          const notes = last ? diagnostics(last) : []
          results.push({ route: route.path, label: route.label, runs, notes })
          console.log(`\n${route.label} — ${route.path} (${options.runs} run${options.runs === 1 ? "" : "s"})`)
          console.log(routeTable(runs))
          const misses = targetMisses(runs)
          if (misses.length > 0) {
            console.log(`Targets missed: ${misses.join("; ")}`)
            for (const note of notes) console.log(`  · ${note}`)
          }
        }
        markdown.push(`Lighthouse ${options.runs}× per route, mobile preset, simulated slow 4G; median (min–max).`, "", summaryMarkdown(results), "")
        summary.lighthouse = results
      }
      if (server) {
        stop(server)
        server = undefined
      }
    }

    if (has("roster")) {
      const rosterDir = path.join(os.tmpdir(), `deer-roster-${options.trackers}-${stamp}`)
      copies.push(rosterDir)
      const project = await syntheticProject(options.trackers, { out: rosterDir, logFile: rosterLog, measureFailed: true, say: (line) => console.log(line) })
      console.log(`Cold build with ${options.trackers} trackers: ${project.buildSeconds?.toFixed(1)} s`)
      if (project.buildError) console.log(`The build failed after writing the pages, measured as it stands: ${project.buildError}`)
      const rosters: RosterFigures[] = [
        ...(summary.realRoster ? [summary.realRoster as RosterFigures] : []),
        rosterFigures(path.join(project.dir, "public"), project.buildSeconds),
      ]
      const table = rosterTable(rosters)
      console.log(`\nThe roster's size (text gzipped at level 6; KB = 1,000 bytes):\n\n${table}`)
      markdown.push(`The roster's size, real and made up (\`npm run roster:synthetic\`); text gzipped at level 6, KB = 1,000 bytes:`, "", table, "")
      if (project.buildError)
        markdown.push(`The build with ${options.trackers} trackers failed after writing the pages (measured as it stands): \`${project.buildError}\``, "")
      summary.syntheticRoster = { ...rosters[rosters.length - 1], buildError: project.buildError }
    }

    const text = markdown.join("\n")
    console.log(`\nSummary (also in ${path.relative(ROOT, path.join(outDir, "summary.md"))}):\n\n${text}`)
    fs.writeFileSync(path.join(outDir, "summary.md"), `${text}\n`)
    fs.writeFileSync(path.join(outDir, "summary.json"), JSON.stringify(summary, null, 2))
  } finally {
    cleanUp()
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
