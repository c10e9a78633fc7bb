/**
 * @jest-environment node
 */
/**
 * The docs stay true to the tree: every file or folder README.md,
 * CONTENT.md and docs/ name exists. A path is a name in backticks that
 * starts at one of the project's own folders or top-level files (patterns
 * with `*` or `<…>`, addresses on the site and commands are not paths), or a
 * relative Markdown link.
 */
import { projectTop } from "./setup/project-top"
import fs from "node:fs"
import path from "node:path"

const ROOT = path.resolve(__dirname, "..")
const DOCS = [
  "README.md",
  "CONTENT.md",
  ...fs
    .readdirSync(path.join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
]
const { TOP } = projectTop(ROOT)

/** The paths a document names, each with where it is named. */
function namedPaths(doc: string): { doc: string; named: string; file: string }[] {
  const text = fs.readFileSync(path.join(ROOT, doc), "utf8")
  const fromCode = [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1])
    .filter((token) => !/[*<>{}$]|^https?:|^\//.test(token))
    .filter((token) => TOP.includes(token.split("/")[0]) && (token.includes("/") || token.includes(".")))
    .map((token) => ({ doc, named: token, file: token.replace(/:\d+$/, "") }))
  const fromLinks = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^(https?:|mailto:|tel:|sms:|\/)/.test(target))
    .map((target) => ({ doc, named: target, file: path.posix.normalize(path.posix.join(path.posix.dirname(doc), target)) }))
  return [...fromCode, ...fromLinks]
}

describe("the docs", () => {
  const named = DOCS.flatMap(namedPaths)

  it("name the project's files", () => {
    expect(named.length).toBeGreaterThan(40)
  })

  it("name only files and folders that exist", () => {
    const missing = named.filter(({ file }) => !fs.existsSync(path.join(ROOT, file))).map(({ doc, named: name }) => `${doc}: ${name}`)
    expect(missing).toEqual([])
  })
})
