// `tsc` needs the GraphQL types Gatsby generates on build (src/gatsby-types.d.ts,
// git-ignored). On a fresh clone they do not exist, and after a pull or an edit
// they can be older than the queries and schema they describe; in both cases
// build once first (the later `gatsby build` in `npm test` then runs warm).
import { existsSync, readdirSync, statSync } from "node:fs"
import { join } from "node:path"
import { execSync } from "node:child_process"

const TYPES = "src/gatsby-types.d.ts"

function newestChange(path) {
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(path).reduce((newest, entry) => {
    const child = join(path, entry)
    return child === TYPES ? newest : Math.max(newest, newestChange(child))
  }, 0)
}

const stale = !existsSync(TYPES) || Math.max(newestChange("src"), newestChange("gatsby-node.ts")) > statSync(TYPES).mtimeMs
if (stale) {
  console.log(`${TYPES} is missing or older than the queries: running \`gatsby build\` once to generate the GraphQL types…`)
  execSync("npx gatsby build", { stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })
}
