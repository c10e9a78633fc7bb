/**
 * `npm run roster:synthetic -- <N> [--out DIR] [--no-build]`: a copy of the
 * project with a roster of N trackers (the real ones and N minus those made
 * up, scripts/bench/synthetic-roster.ts), checked and built with a timed
 * cold `gatsby build`. Prints the folder; serve it with
 * `npx gatsby serve` there. Same N, same roster.
 */
import path from "node:path"
import { ROOT } from "../test-support/project-copy"
import { syntheticProject } from "./bench/roster-project"

const USAGE = "Usage: npm run roster:synthetic -- <N> [--out DIR] [--no-build]"

function parseArgs(argv: readonly string[]): { count: number; out?: string; build: boolean } {
  let count: number | undefined
  let out: string | undefined
  let build = true
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]
    if (arg === "--out") {
      out = argv[++index]
      if (!out) throw new Error(`--out needs a folder. ${USAGE}`)
    } else if (arg === "--no-build") build = false
    else if (/^\d+$/.test(arg) && count === undefined) count = Number(arg)
    else throw new Error(`Unknown argument ${arg}. ${USAGE}`)
  }
  if (count === undefined) throw new Error(`Say how many trackers. ${USAGE}`)
  if (out && !path.relative(ROOT, path.resolve(out)).startsWith("..")) {
    // git would list the copy among the project's files, and the next copy would take it along.
    throw new Error("--out must be outside the project folder.")
  }
  return { count, out, build }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2))
  const project = await syntheticProject(options.count, { out: options.out, build: options.build, say: (line) => console.log(line) })
  if (project.buildSeconds !== undefined) console.log(`Cold build: ${project.buildSeconds.toFixed(1)} s`)
  console.log(project.dir)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
