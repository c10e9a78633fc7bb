// `npm test`: the whole suite, in the order each step needs the last: the
// content check (bad content stops everything); the build, and beside it what
// needs only the source (ESLint, jest's `unit` project, the functions' types);
// then Playwright, and beside it what else needs the build (jest's `built`
// and `functions` projects, the site's types). What runs beside the first
// step of a stage runs at a lower priority (nice 10): it takes the cores the
// build leaves idle, or those the browser tests leave while they wait on
// pages, timers and slow links. Each such step's log is printed whole when it
// ends, so the output reads as if they ran one after another. The first step
// that fails fails the run, after the others of its stage end.
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
for (const stage of STAGES) {
  const results = await Promise.all(stage.map((step, index) => run(step, index === 0)))
  const failed = results.filter((result) => !result.ok).map((result) => result.name)
  if (failed.length > 0) {
    console.error(`\nnpm test failed at: ${failed.join(", ")}`)
    process.exit(1)
  }
}
console.log(`\nnpm test passed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
