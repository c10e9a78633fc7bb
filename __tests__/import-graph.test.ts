/**
 * @jest-environment node
 */
/**
 * The import structure stays easy to see. No file imports, through any
 * chain, a file that imports it (a circle), and no part of the code does
 * either (a part: each folder or file directly in src/, each other top
 * folder, and each file at the top), so every import points down. Each side
 * of the site and of its tooling (docs/architecture.md) reads another
 * side's code only through the folders the sides share.
 */
import fs from "node:fs"
import path from "node:path"
import { filesUnder } from "../test-support/files"

const ROOT = path.resolve(__dirname, "..")
const FOLDERS = ["src", "functions", "scripts", "test-support", "e2e", "__tests__", "__mocks__"]
const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs"]

function sourceFiles(dir: string): string[] {
  return filesUnder(path.join(ROOT, dir))
    .filter((file) => !file.split("/").includes("node_modules") && EXTENSIONS.some((extension) => file.endsWith(extension)) && !file.endsWith(".d.ts"))
    .map((file) => `${dir}/${file}`)
}

const FILES = [...FOLDERS.flatMap(sourceFiles), ...fs.readdirSync(ROOT).filter((name) => /^gatsby-(node|config|browser|ssr)\.tsx?$/.test(name))]

/** The file a relative import names, or null for a package or something not of ours. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
  const candidates = [base, ...EXTENSIONS.map((extension) => base + extension), ...EXTENSIONS.map((extension) => `${base}/index${extension}`)]
  return candidates.find((candidate) => FILES.includes(candidate)) ?? null
}

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm

const imports = new Map(
  FILES.map((file) => {
    const text = fs.readFileSync(path.join(ROOT, file), "utf8")
    const targets = [...text.matchAll(IMPORT)].map((match) => resolve(file, match[1])).filter((target): target is string => target !== null && target !== file)
    return [file, [...new Set(targets)]] as const
  }),
)

/** The part of the code a file belongs to. */
function partOf(file: string): string {
  const [top, second] = file.split("/")
  if (!second) return top
  if (top === "src") return `${top}/${second}`
  return top
}

/**
 * The sides: where code runs. The site's five, then its tooling's three:
 * the command-line tools (with the bench and the image generator), jest and
 * Playwright.
 */
const SIDES: Record<string, readonly string[]> = {
  build: ["src/build/", "gatsby-node.ts", "gatsby-config.ts"],
  page: [
    "src/browser/",
    "src/components/",
    "src/views/",
    "src/templates/",
    "src/pages/",
    "src/hooks/",
    "src/styles/",
    "src/copy.ts",
    "gatsby-browser.tsx",
    "gatsby-ssr.tsx",
  ],
  worker: ["src/worker/"],
  editor: ["src/cms/"],
  "status service": ["functions/"],
  tools: ["scripts/"],
  jest: ["__tests__/", "__mocks__/"],
  playwright: ["e2e/"],
}
const SITE_SIDES = ["build", "page", "worker", "editor", "status service"]
const TOOLING_SIDES = ["tools", "jest", "playwright"]
/** What every side may read: the site's facts, the content model, the list of library internals. They import no side. */
const SHARED = ["src/shared/", "src/content/", "src/internals/"]
/** What the tooling sides share (starting the built site, reading data/ and public/, the engines' drivers); it reads only SHARED. */
const TEST_SUPPORT = ["test-support/"]
const ALSO_READS: Record<string, readonly string[]> = {
  // The editor shows an entry as its page will look, so it draws the page's components.
  editor: ["page"],
  // A unit test imports what it tests: any side of the site, or a command-line tool; never Playwright's.
  jest: [...SITE_SIDES, "tools"],
}
/**
 * The internals a tool may still read, each with why: facts of one side that
 * only that side and its tests use, so they stay beside its code.
 */
const ENTRIES: Record<string, string> = {
  "src/cms/decap-ui/selectors.ts":
    "Decap's screens as the editor finds them: e2e/admin.spec.ts opens each screen and fails for a selector that no longer matches",
  "src/cms/phrases.ts": "the editor's own sentences, which e2e/admin.spec.ts expects Decap's screens to show",
}

const under = (starts: readonly string[], file: string): boolean => starts.some((start) => file === start || (start.endsWith("/") && file.startsWith(start)))
const sideOf = (file: string): string | undefined => Object.keys(SIDES).find((side) => under(SIDES[side], file))
const isShared = (file: string): boolean => under(SHARED, file)
const isTestSupport = (file: string): boolean => under(TEST_SUPPORT, file)

/** Whether `file` may import `target` under the rules above. */
function mayImport(file: string, target: string): boolean {
  if (isShared(target)) return true
  if (isShared(file)) return false
  if (isTestSupport(target)) return isTestSupport(file) || TOOLING_SIDES.includes(sideOf(file) ?? "")
  if (isTestSupport(file)) return false
  const from = sideOf(file)
  const into = sideOf(target)
  if (from === undefined || into === undefined || from === into || (ALSO_READS[from] ?? []).includes(into)) return true
  return TOOLING_SIDES.includes(from) && target in ENTRIES
}

/** Every import that crosses the rules, as `file -> target`. */
const CROSSINGS = [...imports].flatMap(([file, targets]) => targets.filter((target) => !mayImport(file, target)).map((target) => `${file} -> ${target}`))

/** Every circle in a graph (its strongly connected components larger than one), by Tarjan's algorithm. */
function circles(graph: Map<string, readonly string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

describe("the import graph", () => {
  it("reads the site's code and its tooling's: every part has files and imports", () => {
    expect(FILES.length).toBeGreaterThan(300)
    expect(imports.get("gatsby-node.ts")).toContain("src/build/post-build/index.ts")
    expect(imports.get("e2e/playwright.config.ts")).toContain("test-support/browser.ts")
  })

  it("puts every file on one side or in a shared folder", () => {
    expect(FILES.filter((file) => !sideOf(file) && !isShared(file) && !isTestSupport(file))).toEqual([])
  })

  it("crosses from one side to another only through the shared folders, or into a listed entry", () => {
    expect(CROSSINGS).toEqual([])
  })

  it("lists only entries that tooling reads", () => {
    const read = new Set([...imports].flatMap(([file, targets]) => (TOOLING_SIDES.includes(sideOf(file) ?? "") ? targets : [])))
    expect(Object.keys(ENTRIES).filter((entry) => !read.has(entry))).toEqual([])
  })

  it("has no circle of files", () => {
    expect(circles(imports)).toEqual([])
  })

  it("has no circle of parts, so no import runs back up", () => {
    const parts = new Map<string, string[]>()
    for (const [file, targets] of imports) {
      const from = partOf(file)
      const into = new Set(parts.get(from) ?? [])
      for (const target of targets) if (partOf(target) !== from) into.add(partOf(target))
      parts.set(from, [...into])
    }
    const found = circles(parts)
    // Name the imports that close each circle, so the fix is plain.
    const witnesses = found.map((circle) =>
      [...imports].flatMap(([file, targets]) =>
        targets
          .filter((target) => circle.includes(partOf(file)) && circle.includes(partOf(target)) && partOf(file) !== partOf(target))
          .map((target) => `${file} -> ${target}`),
      ),
    )
    expect(witnesses).toEqual([])
  })
})
