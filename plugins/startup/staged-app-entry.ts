/**
 * The browser bundle's entry, in place of Gatsby's `.cache/production-app`
 * (see ./bundle.ts): the same modules, started in four tasks instead of
 * one.
 *
 * Webpack runs an entry's modules as soon as its last script arrives, all in
 * that one task. For this site that was 110-135 ms with a 4x slower CPU,
 * the longest task left on every page (docs/performance.md). Split where
 * the cost is, the parts traced at about 35-50 ms each, around the 50 ms
 * that counts as long: React DOM, styled-components (which copies the
 * server's CSS into its own sheet as it starts), the plugins' browser files
 * with the site's components, and Gatsby's runtime, which then asks for the
 * page data and hydrates as before.
 *
 * Plain `require`s on purpose: they stay in this chunk (no extra request)
 * and run when their step does. Each module runs once; a later `import` of
 * it gets the same instance.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
import { runInTasks } from "./run-in-tasks"

runInTasks([
  () => require("react-dom"),
  () => require("styled-components"),
  // The paths are Gatsby's (./internals.ts: PLUGIN_RUNNER, APP_ENTRY); webpack needs them written out.
  () => require("../../.cache/api-runner-browser"),
  () => require("../../.cache/production-app"),
])
