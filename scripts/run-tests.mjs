// `npm test`: the whole suite, each stage after the one it needs: the content
// check (bad content stops everything); the build, beside it what needs no
// build (jest's unit and functions projects); then Playwright, beside it what
// reads the build (jest's built project, the site's and the functions' types)
// and ESLint. A stage is lanes side by side, each lane's steps one after
// another. The first lane streams its output; the others print each step's
// log whole when it ends. The first step that fails fails the run, once its
// stage has ended.
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"

// A minute for a jest test, not jest's 5 s: beside the build or the browsers its clock says how busy they keep the machine.
const LONG_TESTS = "--testTimeout=60000"

/** Stages, each of lanes; a step is [name, command, arguments], a lane `low` runs at a low priority. */
const STAGES = [
  [{ steps: [["check:content", "npm", ["run", "-s", "check:content"]]] }],
  [
    { steps: [["build", "npm", ["run", "-s", "build"]]] },
    // What needs no build, at the build's own priority, in two lanes of its own: jest's unit tests, and the
    // functions' tests in Cloudflare's runtime, two files at a time, since one of them spends a minute mostly waiting
    // (a flood at a steady rate) and the others fill that minute.
    { steps: [["jest unit", "npx", ["jest", "--selectProjects", "unit", LONG_TESTS]]] },
    { steps: [["jest functions", "npx", ["jest", "--selectProjects", "functions", "--maxWorkers=2"]]] },
  ],
  [
    { steps: [["browser tests", "npm", ["run", "-s", "test:e2e"]]] },
    // What reads the build, and the lint: short, at a low priority on what the browsers leave.
    {
      low: true,
      steps: [
        ["jest built", "npx", ["jest", "--selectProjects", "built", LONG_TESTS]],
        ["site's types", "npx", ["tsc", "--noEmit"]],
        // The functions read the tracker's record, whose type the build generates (src/shared/tracker.ts).
        ["functions' types", "npx", ["tsc", "--noEmit", "-p", "functions"]],
        ["lint", "npm", ["run", "-s", "lint"]],
      ],
    },
  ],
]

/**
 * How far a low-priority step is niced, as a process and as a session of its own: Linux shares the processor
 * between sessions ("autogroups") before it looks at nice values within one, and the browsers Playwright starts
 * have sessions of their own, so a step niced in this session still took a whole session's share beside them.
 */
const LOW_PRIORITY = 10
/** The low-priority steps running, each its own process group, to stop with this run. */
const background = new Set()

/** Runs one step, its output streamed or kept until it ends, at a low priority or not. Resolves to whether it passed. */
function run([name, command, args], { streamed, low }) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: streamed ? "inherit" : ["ignore", "pipe", "pipe"], env: process.env, detached: low })
    const output = []
    if (low) {
      background.add(child)
      // What the child starts later inherits both.
      try {
        os.setPriority(child.pid, LOW_PRIORITY)
      } catch {
        // Not allowed here: the step runs at the same priority, only slower beside the others.
      }
      try {
        fs.writeFileSync(`/proc/${child.pid}/autogroup`, String(LOW_PRIORITY))
      } catch {
        // No autogroups (another kernel, or a cgroup of its own): the nice value above is the only one.
      }
    }
    if (!streamed) {
      child.stdout.on("data", (chunk) => output.push(chunk))
      child.stderr.on("data", (chunk) => output.push(chunk))
    }
    child.on("close", (code) => {
      background.delete(child)
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      if (!streamed) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`)
      console.log(`── ${name}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds} s ──`)
      resolve({ name, ok: code === 0 })
    })
  })
}

// A step in a session of its own does not get the terminal's Ctrl-C: it is passed on, to the step's whole group.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of background) {
      try {
        process.kill(-child.pid, signal)
      } catch {
        // Ended meanwhile.
      }
    }
    process.exit(130)
  })
}

/** Runs a lane's steps in order; all of them, so one failure does not hide another. */
async function runLane({ steps, low = false }, streamed) {
  const results = []
  for (const step of steps) results.push(await run(step, { streamed, low }))
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
