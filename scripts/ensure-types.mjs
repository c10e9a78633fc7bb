// `tsc` needs the GraphQL types Gatsby generates on build (src/gatsby-types.d.ts,
// git-ignored). On a fresh clone they do not exist, and after a pull or an edit
// to a query or the schema they can be out of date; in both cases build once
// first. Only files that can change the types count (those with a graphql`…`
// query or fragment, the content model, gatsby-node and gatsby-config): an edit to a
// style or a component without a query does not cost a build.
import { existsSync, readFileSync, readdirSync, statSync, utimesSync } from "node:fs"
import { join } from "node:path"
import { execSync } from "node:child_process"

const TYPES = "src/gatsby-types.d.ts"
const ALWAYS = ["gatsby-node.ts", "gatsby-config.ts", "src/content"]

const shapesTypes = (file) => ALWAYS.includes(file) || (/\.tsx?$/.test(file) && readFileSync(file, "utf8").includes("graphql`"))

function newestChange(path) {
  const files = statSync(path).isDirectory() ? readdirSync(path, { recursive: true }).map((entry) => join(path, entry)) : [path]
  return files.reduce((newest, file) => (file !== TYPES && statSync(file).isFile() && shapesTypes(file) ? Math.max(newest, statSync(file).mtimeMs) : newest), 0)
}

const stale = !existsSync(TYPES) || Math.max(newestChange("src"), ...ALWAYS.filter(existsSync).map(newestChange)) > statSync(TYPES).mtimeMs
if (stale) {
  console.log(`${TYPES} is missing or older than the queries: running \`gatsby build\` once to generate the GraphQL types…`)
  try {
    execSync("npx gatsby build", { stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })
  } catch {
    console.error(
      `\nThe build that writes ${TYPES} failed (its error is above), so the types cannot be checked. Fix the build, or run \`npm run build\` to see it alone.`,
    )
    process.exit(1)
  }
  // Gatsby leaves the file untouched when the types did not change; mark it as checked.
  const now = new Date()
  utimesSync(TYPES, now, now)
}
