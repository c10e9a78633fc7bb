/**
 * `npm run bench [-- --runs N] [-- --port P] [-- --keep]`: the benchmark.
 *
 * In a throwaway copy of the project: a cold build (after `gatsby clean`), a
 * warm rebuild after one tracker's phone number changes, then `gatsby serve`,
 * the time to call on Regular 2G (./bench/time-to-call.ts) and N Lighthouse
 * runs (mobile preset, simulated slow 4G) per route. Prints a
 * table per route and a summary, and writes the raw Lighthouse JSON and the
 * summary to bench-results/ (git-ignored). Timings on a shared 2-core machine
 * are noisy: compare medians.
 */
import fs from "node:fs"
import path from "node:path"
import type { ChildProcess } from "node:child_process"
import type { Result } from "lighthouse"
import { benchRoutes, trackerFileForRebuild } from "./bench/routes"
import { diagnostics, figures, runLighthouse } from "./bench/lighthouse"
import { ROOT, copyProject, editPhone, serve, stop, timedGatsby } from "./bench/project"
import { routeTable, summaryMarkdown, targetMisses, type RunFigures } from "./bench/stats"
import { measureTimeToCall, timeToCallTable } from "./bench/time-to-call"

interface Options {
  runs: number
  port: number
  keep: boolean
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { runs: 5, port: 9503, keep: false }
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]
    const value = () => {
      const next = Number(argv[++index])
      if (!Number.isInteger(next) || next <= 0) throw new Error(`${arg} needs a positive whole number`)
      return next
    }
    if (arg === "--runs") options.runs = value()
    else if (arg === "--port") options.port = value()
    else if (arg === "--keep") options.keep = true
    else throw new Error(`Unknown option ${arg}. Usage: npm run bench -- [--runs N] [--port P] [--keep]`)
  }
  return options
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2))
  const stamp = new Date().toISOString().replace(/[:.]/g, "-")
  const outDir = path.join(ROOT, "bench-results", stamp)
  fs.mkdirSync(outDir, { recursive: true })
  const buildLog = path.join(outDir, "build.log")

  const copy = copyProject()
  let server: ChildProcess | undefined
  const cleanUp = () => {
    if (server) stop(server)
    if (!options.keep) fs.rmSync(copy, { recursive: true, force: true })
  }
  // Ctrl-C still stops the server and removes the copy.
  const interrupted = () => {
    cleanUp()
    process.exit(130)
  }
  process.once("SIGINT", interrupted)
  process.once("SIGTERM", interrupted)

  try {
    console.log(`Benchmarking a copy of the project in ${copy} (logs: ${path.relative(ROOT, buildLog)})`)
    timedGatsby(copy, ["clean"], buildLog)
    const coldSeconds = timedGatsby(copy, ["build"], buildLog)
    console.log(`Cold build (after gatsby clean): ${coldSeconds.toFixed(1)} s`)

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

    server = await serve(copy, options.port, buildLog)
    const calls = await measureTimeToCall(`http://127.0.0.1:${options.port}`, options.runs)
    const callTable = timeToCallTable(calls)
    console.log(`\nTime to call, Regular 2G and a 4x slower CPU (${options.runs} runs per page):\n${callTable}`)
    const routes = benchRoutes()
    const results: { route: string; label: string; runs: RunFigures[]; notes: string[] }[] = []
    for (const route of routes) {
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

    const markdown = [
      `Lighthouse ${options.runs}× per route, mobile preset, simulated slow 4G; median (min–max).`,
      `Cold build ${coldSeconds.toFixed(1)} s; warm rebuild after a phone-number edit ${warmSeconds.toFixed(1)} s.`,
      "",
      "Time to call (navigation to the first tel: link painted), Regular 2G, 4x slower CPU:",
      "",
      callTable,
      "",
      summaryMarkdown(results),
    ].join("\n")
    console.log(`\nSummary (also in ${path.relative(ROOT, path.join(outDir, "summary.md"))}):\n\n${markdown}`)
    fs.writeFileSync(path.join(outDir, "summary.md"), `${markdown}\n`)
    fs.writeFileSync(
      path.join(outDir, "summary.json"),
      JSON.stringify({ runs: options.runs, coldBuildSeconds: coldSeconds, warmRebuildSeconds: warmSeconds, timeToCall: calls, results }, null, 2),
    )
  } finally {
    cleanUp()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
