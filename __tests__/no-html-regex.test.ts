/**
 * @jest-environment node
 */
/**
 * The build reads and changes pages as trees (src/build/html-tree.ts), never
 * by matching their markup as text: no regular expression in src/build, and
 * no text search (indexOf, includes, replace, split…), may look for a tag.
 * Regular expressions over CSS, a script's code or a file name are fine.
 */
import fs from "node:fs"
import path from "node:path"
import ts from "typescript"

const BUILD = path.resolve(__dirname, "../src/build")

/** A tag's start or end, as markup has it: `<div`, `</body>`, `<!--`, or `<\/script>` inside a pattern. */
const MARKUP = /<\\?\/?[a-zA-Z!]/

const TEXT_SEARCHES = new Set(["indexOf", "lastIndexOf", "includes", "startsWith", "endsWith", "replace", "replaceAll", "split", "match", "matchAll", "search"])

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(file) : /\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** The text of a literal (a pattern's without its slashes and flags), a template's fixed parts included. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isRegularExpressionLiteral(node)) return node.text.slice(1, node.text.lastIndexOf("/"))
  if (ts.isStringLiteralLike(node)) return node.text
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join("")
  return undefined
}

/** Each place in `source` where a pattern or a text search looks for markup: `line: code`. */
export function markupMatches(source: string, fileName = "file.ts"): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const report = (node: ts.Node) => found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText().slice(0, 100)}`)
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node) && MARKUP.test(literalText(node)!)) report(node)
    if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === "RegExp") {
      const pattern = node.arguments?.[0] && literalText(node.arguments[0])
      if (pattern && MARKUP.test(pattern)) report(node)
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && TEXT_SEARCHES.has(node.expression.name.text)) {
      const pattern = node.arguments[0] && literalText(node.arguments[0])
      if (pattern && MARKUP.test(pattern)) report(node)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

describe("the build's handling of pages", () => {
  it("has no regular expression or text search for markup anywhere in src/build", () => {
    const found = filesUnder(BUILD).flatMap((file) =>
      markupMatches(fs.readFileSync(file, "utf8"), file).map((place) => `${path.relative(BUILD, file)}:${place}`),
    )
    expect(found).toEqual([])
  })

  it("would catch the ways markup has been matched as text", () => {
    const source = [
      "const STYLE = /(<style data-styled>)([\\s\\S]*?)(<\\/style>)/",
      "const WRITTEN = new RegExp(`<script id=\"${ID}\">[\\\\s\\\\S]*?</script>`, 'g')",
      "const end = html.lastIndexOf('</body>')",
      "html.replace('<meta charSet=\"utf-8\"/>', '')",
      "const css = rule.replace(/\\.a\\s*>\\s*\\*/, '')",
      "const big = a < b",
      "const text = json.replace(/</g, '\\u003c')",
    ].join("\n")
    expect(markupMatches(source).map((place) => place.split(":")[0])).toEqual(["1", "2", "3", "4"])
  })
})
