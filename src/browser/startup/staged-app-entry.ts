/**
 * The browser bundle's entry, in place of Gatsby's `.cache/production-app`
 * (src/build/bundle.ts): the same modules, started in four tasks instead of
 * one, each under the 50 ms that counts as a long task on a slow phone
 * (docs/performance.md). Plain `require`s on purpose: they stay in this
 * chunk and run when their step does.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
import { runInTasks } from "./run-in-tasks"

runInTasks([
  () => require("react-dom/client"),
  () => require("styled-components"),
  // The paths are Gatsby's (src/internals/gatsby.ts: PLUGIN_RUNNER, APP_ENTRY); webpack needs them written out.
  () => require("../../../.cache/api-runner-browser"),
  () => require("../../../.cache/production-app"),
])
