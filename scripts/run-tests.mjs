// `npm test`: the whole suite, each step once what it needs is done: the
// content check (bad content stops everything); the build, and beside it what
// needs only the source (ESLint, jest's `unit` project, the functions' types);
// once the build is done, Playwright, and beside it what else needs the build
// (jest's `built` and `functions` projects, the site's types). A stage's first
// step is awaited; what runs beside it runs at a lower priority (nice 10),
// taking the cores the build or the browsers leave idle, and may go on into
// the next stage. Each such step's log is printed whole when it ends. The run
// fails if any step fails; a failed first step stops the stages after it.
import { spawn } from "node:child_process"
import os from "node:os"

const STAGES = [
  [["check:content", "npm", ["run", "-s", "check:content"]]],
  [
    ["build", "npm", ["run", "-s", "build"]],
    ["lint", "npm", ["run", "-s", "lint"]],
    // Every core, not jest's default of one fewer: at the lower priority it only takes what the build leaves.
    ["jest unit", "npx", ["jest", "--selectProjects", "unit", "--maxWorkers=100%"]],
    ["functions' types", "npx", ["tsc", "--noEmit", "-p", "functions"]],
  ],
  [
    ["browser tests", "npm", ["run", "-s", "test:e2e"]],
    ["jest built", "npx", ["jest", "--selectProjects", "built"]],
    ["site's types", "npx", ["tsc", "--noEmit"]],
    ["jest functions", "npx", ["jest", "--selectProjects", "functions"]],
  ],
]

/** Runs one step; the first of a stage streams its output, the others keep theirs until they end. */
function run([name, command, args], streamed) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: streamed ? "inherit" : ["ignore", "pipe", "pipe"], env: process.env })
    const output = []
    if (!streamed) {
      // Beside the stage's first step, at a lower priority; what the child starts later inherits it.
      try {
        os.setPriority(child.pid, 10)
      } catch {
        // Not allowed here: the step runs at the same priority, only slower beside the first.
      }
      child.stdout.on("data", (chunk) => output.push(chunk))
      child.stderr.on("data", (chunk) => output.push(chunk))
    }
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      if (!streamed) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`)
      console.log(`── ${name}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds} s ──`)
      resolve({ name, ok: code === 0 })
    })
  })
}

const started = Date.now()
/** What runs beside a stage's first step: awaited at the end, or when a first step fails. */
const beside = []
const failures = async (results) => (await Promise.all(results)).filter((result) => !result.ok).map((result) => result.name)
for (const [first, ...others] of STAGES) {
  beside.push(...others.map((step) => run(step, false)))
  const failed = await failures([run(first, true)])
  if (failed.length > 0) {
    console.error(`\nnpm test failed at: ${[...failed, ...(await failures(beside))].join(", ")}`)
    process.exit(1)
  }
}
const failed = await failures(beside)
if (failed.length > 0) {
  console.error(`\nnpm test failed at: ${failed.join(", ")}`)
  process.exit(1)
}
console.log(`\nnpm test passed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
