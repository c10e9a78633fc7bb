/**
 * @jest-environment node
 */
/**
 * The import structure stays easy to see: no file imports, through any
 * chain, a file that imports it (a circle), and no part of the code does
 * either (a part: each folder or file directly in src/, each local plugin in
 * plugins/, functions/, scripts/, e2e/, and each file at the top). With no
 * circle between parts, the parts stack in floors and every import points
 * down: none runs back up (a build-side module bundled into the browser
 * worker was one).
 */
import fs from "node:fs"
import path from "node:path"

const ROOT = path.resolve(__dirname, "..")
const FOLDERS = ["src", "plugins", "functions", "scripts", "e2e"]
const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs"]

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(relative)
    return EXTENSIONS.some((extension) => entry.name.endsWith(extension)) && !entry.name.endsWith(".d.ts") && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [relative] : []
  })
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
  if (top === "src" || top === "plugins") return `${top}/${second}`
  return top
}

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
    expect(imports.get("gatsby-node.ts")).toContain("src/node/post-build/index.ts")
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
    const witnesses = found.map((circle) => [...imports].flatMap(([file, targets]) => targets.filter((target) => circle.includes(partOf(file)) && circle.includes(partOf(target)) && partOf(file) !== partOf(target)).map((target) => `${file} -> ${target}`)))
    expect(witnesses).toEqual([])
  })
})
