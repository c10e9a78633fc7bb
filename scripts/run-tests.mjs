// `npm test`: the whole suite, each stage after the one it needs: the content
// check (bad content stops everything); the build, beside it ESLint and the
// functions' types; then Playwright, beside it jest and the site's types. A
// stage is lanes side by side, each lane's steps one after another. The first
// lane streams its output at normal priority; the others run at nice 10 on
// the cores it leaves idle and print each step's log whole when it ends.
// Beside the browser tests the rest share one lane: several niced steps at
// once starve each other (the functions' runtime then misses its start).
// The first step that fails fails the run, once its stage has ended.
import { spawn } from "node:child_process"
import os from "node:os"

const STAGES = [
  [[["check:content", "npm", ["run", "-s", "check:content"]]]],
  [[["build", "npm", ["run", "-s", "build"]]], [["lint", "npm", ["run", "-s", "lint"]]], [["functions' types", "npx", ["tsc", "--noEmit", "-p", "functions"]]]],
  [
    [["browser tests", "npm", ["run", "-s", "test:e2e"]]],
    [
      ["jest functions", "npx", ["jest", "--selectProjects", "functions"]],
      // Every core, not jest's default of one fewer: at the lower priority it only takes what the browsers leave.
      ["jest unit", "npx", ["jest", "--selectProjects", "unit", "--maxWorkers=100%"]],
      ["jest built", "npx", ["jest", "--selectProjects", "built"]],
      ["site's types", "npx", ["tsc", "--noEmit"]],
    ],
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

/** Runs a lane's steps in order; all of them, so one failure does not hide another. */
async function runLane(steps, streamed) {
  const results = []
  for (const step of steps) results.push(await run(step, streamed))
  return results
}

const started = Date.now()
for (const stage of STAGES) {
  const results = (await Promise.all(stage.map((lane, index) => runLane(lane, index === 0)))).flat()
  const failed = results.filter((result) => !result.ok).map((result) => result.name)
  if (failed.length > 0) {
    console.error(`\nnpm test failed at: ${failed.join(", ")}`)
    process.exit(1)
  }
}
console.log(`\nnpm test passed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
