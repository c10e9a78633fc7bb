/**
 * @jest-environment node
 */
/**
 * Comments in code keep three habits: a file's header says what the file is
 * for in at most 10 lines (measurements live in docs/performance.md, history
 * in git), a path a comment names exists, and no comment cites an issue
 * number (it says the reason instead). The comments are read with
 * TypeScript's own scanner, so strings and regular expressions are not
 * mistaken for comments.
 */
import { projectTop } from "./setup/project-top"
import fs from "node:fs"
import path from "node:path"
import ts from "typescript"

const ROOT = path.resolve(__dirname, "..")
const FOLDERS = ["src", "functions", "scripts", "test-support", "e2e", "__tests__"]
const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs", ".cjs"]
const MAX_HEADER_LINES = 10

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(relative)
    return EXTENSIONS.some((extension) => entry.name.endsWith(extension)) && !entry.name.endsWith(".d.ts") ? [relative] : []
  })
}

const FILES = [...FOLDERS.flatMap(sourceFiles), ...fs.readdirSync(ROOT).filter((name) => /^gatsby-[a-z]+\.tsx?$/.test(name))]

interface Comment {
  text: string
  /** The comment's first line, counted from 1. */
  line: number
}

/** Every comment in a file, in order: the trivia before each token of its syntax tree. */
function commentsOf(file: string): Comment[] {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8")
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : file.endsWith(".ts") ? ts.ScriptKind.TS : ts.ScriptKind.JSX
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const starts = new Set<number>()
  const found: Comment[] = []
  const visit = (node: ts.Node): void => {
    const children = node.getChildren(source)
    if (children.length > 0) return children.forEach(visit)
    if (node.kind === ts.SyntaxKind.JsxText) return
    for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) {
      if (starts.has(range.pos)) continue
      starts.add(range.pos)
      found.push({ text: text.slice(range.pos, range.end), line: source.getLineAndCharacterOfPosition(range.pos).line + 1 })
    }
  }
  visit(source)
  return found.sort((a, b) => a.line - b.line)
}

const COMMENTS = new Map(FILES.map((file) => [file, commentsOf(file)]))

/**
 * A file's header: its first comment, or its first run of `//` lines, after
 * a leading `@jest-environment` docblock.
 */
function headerOf(file: string): Comment[] {
  const comments = COMMENTS.get(file) ?? []
  const first = comments[0]?.text.includes("@jest-environment") ? 1 : 0
  const header = comments[first]
  if (!header) return []
  if (header.text.startsWith("/*")) return [header]
  let lines = 1
  while (comments[first + lines]?.text.startsWith("//") && comments[first + lines].line === header.line + lines) lines += 1
  return comments.slice(first, first + lines)
}

const lengthOf = (header: Comment[]): number => header.reduce((lines, comment) => lines + comment.text.split("\n").length, 0)

const commentsIn = (file: string): Comment[] => COMMENTS.get(file) ?? []

const { IGNORED, TOP } = projectTop(ROOT)

/** A named path exists as written, or as a module name without its extension, or is made by running things. */
function exists(relative: string): boolean {
  if (IGNORED.includes(relative)) return true
  const base = path.join(ROOT, relative)
  return [base, ...EXTENSIONS.map((extension) => base + extension), ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`))].some((candidate) =>
    fs.existsSync(candidate),
  )
}

/**
 * The paths of the project a comment names: a word that starts at one of the
 * project's top-level folders or files and goes into it (or names a file
 * there), or a path starting `./` or `../`, read from the commenting file.
 * Patterns (`*`, `<name>`, `{a,b}`, `$VAR`) and addresses are not paths.
 */
function namedPaths(file: string, comment: string): { named: string; at: string }[] {
  return comment
    .split(/[\s,;()`'"[\]]+/)
    .map((word) =>
      word
        .replace(/'s$/, "")
        .replace(/[.:]+$/, "")
        .replace(/:\d+(-\d+)?$/, ""),
    )
    .filter((word) => word.length > 0 && !/[*<>{}$|@#=]|^[a-z]+:\/\//i.test(word))
    .flatMap((word) => {
      if (word.startsWith("./") || word.startsWith("../")) return [{ named: word, at: path.posix.normalize(path.posix.join(path.posix.dirname(file), word)) }]
      const [top, ...rest] = word.split("/")
      const isPath = TOP.includes(top) && (rest.length > 0 || top.includes("."))
      return isPath ? [{ named: word, at: word }] : []
    })
}

/**
 * Our own issue and pull-request numbers: a number after `#`, after the word
 * issue or PR, or in an issues/ or pull/ path. Links to other projects'
 * trackers are allowed.
 */
const ISSUE_NUMBER = /(?:^|[\s(,])#\d+\b|\b(?:issue|pr|pull request)\s*#?\d+\b|\b(?:issues|pull)\/\d+\b/i
const withoutLinks = (comment: string): string => comment.replace(/\bhttps?:\/\/\S+/g, "")

describe("comments in code", () => {
  it("read every source file", () => {
    expect(FILES.length).toBeGreaterThan(200)
    expect(FILES).toContain("gatsby-node.ts")
    expect(FILES).toContain("__tests__/code-comments.test.ts")
  })

  it(`open each file with a header of at most ${MAX_HEADER_LINES} lines`, () => {
    const long = FILES.map((file) => ({ file, lines: lengthOf(headerOf(file)) }))
      .filter(({ lines }) => lines > MAX_HEADER_LINES)
      .map(({ file, lines }) => `${file}: header of ${lines} lines`)
    expect(long).toEqual([])
  })

  it("name only files and folders that exist", () => {
    const missing = FILES.flatMap((file) =>
      commentsIn(file).flatMap((comment) =>
        namedPaths(file, comment.text)
          .filter(({ at }) => !exists(at))
          .map(({ named }) => `${file}:${comment.line}: ${named}`),
      ),
    )
    expect(missing).toEqual([])
  })

  it("cite no issue numbers", () => {
    const citing = FILES.flatMap((file) =>
      commentsIn(file)
        .filter((comment) => ISSUE_NUMBER.test(withoutLinks(comment.text)))
        .map((comment) => `${file}:${comment.line}: ${withoutLinks(comment.text).match(ISSUE_NUMBER)?.[0].trim()}`),
    )
    expect(citing).toEqual([])
  })
})
