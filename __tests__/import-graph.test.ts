/**
 * @jest-environment node
 */
/**
 * The import structure stays easy to see. No file imports, through any
 * chain, a file that imports it (a circle), and no part of the code does
 * either (a part: each folder or file directly in src/, functions/,
 * scripts/, e2e/, and each file at the top), so every import points down.
 * And each side of the site (docs/architecture.md) reads another side's
 * code only through the folders every side shares.
 */
import fs from "node:fs"
import path from "node:path"
import { filesUnder } from "../scripts/support/files"

const ROOT = path.resolve(__dirname, "..")
const FOLDERS = ["src", "functions", "scripts", "e2e"]
const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs"]

function sourceFiles(dir: string): string[] {
  return filesUnder(path.join(ROOT, dir))
    .filter(
      (file) =>
        !file.split("/").includes("node_modules") &&
        EXTENSIONS.some((extension) => file.endsWith(extension)) &&
        !file.endsWith(".d.ts") &&
        !/\.(test|spec)\.tsx?$/.test(file),
    )
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
 * The sides: where code runs. The shared folders (the site's facts, the
 * content model, the list of library internals) import no side.
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
}
const SHARED = ["src/shared/", "src/content/", "src/internals/"]
/** The editor shows an entry as its page will look, so it draws the page's components. */
const ALSO_READS: Record<string, readonly string[]> = { editor: ["page"] }

const sideOf = (file: string): string | undefined =>
  Object.keys(SIDES).find((side) => SIDES[side].some((start) => file === start || (start.endsWith("/") && file.startsWith(start))))
const isShared = (file: string): boolean => SHARED.some((start) => file.startsWith(start))

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
  it("reads the site's code: every part has files and imports", () => {
    expect(FILES.length).toBeGreaterThan(150)
    expect(imports.get("gatsby-node.ts")).toContain("src/build/post-build/index.ts")
  })

  it("puts every file of the site on one side or in a shared folder", () => {
    const placed = FILES.filter((file) => file.startsWith("src/") || file.startsWith("functions/") || file.startsWith("gatsby-"))
    expect(placed.filter((file) => !sideOf(file) && !isShared(file))).toEqual([])
  })

  it("crosses from one side to another only through the shared folders", () => {
    const crossings = [...imports].flatMap(([file, targets]) => {
      const from = sideOf(file)
      return targets
        .filter((target) => {
          if (isShared(file)) return !isShared(target)
          const into = sideOf(target)
          return from !== undefined && into !== undefined && into !== from && !(ALSO_READS[from] ?? []).includes(into)
        })
        .map((target) => `${file} -> ${target}`)
    })
    expect(crossings).toEqual([])
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
