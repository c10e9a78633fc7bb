// `tsc` needs the GraphQL types Gatsby generates on build (src/gatsby-types.d.ts,
// git-ignored). On a fresh clone they do not exist yet, so build once first;
// the later `gatsby build` in `npm test` then runs with a warm cache.
import { existsSync } from "node:fs"
import { execSync } from "node:child_process"

if (!existsSync("src/gatsby-types.d.ts")) {
  console.log("src/gatsby-types.d.ts is missing: running `gatsby build` once to generate the GraphQL types…")
  execSync("npx gatsby build", { stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })
}
