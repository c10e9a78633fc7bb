/**
 * @jest-environment node
 */
/**
 * Every script a page runs is a module: typed, linted and tested as code,
 * and bundled by the build (src/browser/inline/, src/build/post-build/inline-scripts.ts).
 * This fails when the site's code holds a program as a string instead: a
 * string or template whose text reads as JavaScript (a function, an arrow,
 * a declaration, an import, or a call on the page's own objects: document,
 * window, location, navigator), which is how such scripts were written before.
 */
import fs from "node:fs"
import path from "node:path"
import ts from "typescript"
import { filesUnder } from "../test-support/files"

const ROOT = path.resolve(__dirname, "..")

const LOOKS_LIKE_CODE = [
  /\bfunction\s*[\w$]*\s*\([\w$,\s]*\)\s*\{/,
  /(?:\([\w$,\s]*\)|\b[\w$]+)\s*=>/,
  /\b(?:var|let|const)\s+[\w$]+\s*=/,
  /\bimport\s*\{[^}]*\}\s*from\s*["']/,
  // A call on the page's own objects ("location.pathname" alone is a name, as in a pattern that recognises someone else's code).
  /\b(?:document|window|location|navigator)(?:\s*\.\s*[\w$]+)+\s*\(/,
]

/** The text of each string and template in a file (a template's parts joined where its values go), with its line. */
function stringsIn(file: string, source: string): { line: number; text: string }[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: { line: number; text: string }[] = []
  const visit = (node: ts.Node): void => {
    const at = () => tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push({ line: at(), text: node.text })
    else if (ts.isTemplateExpression(node)) found.push({ line: at(), text: [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join("0") })
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return found
}

/** Strings in a file that read as a program. */
const scriptsIn = (file: string, source: string) => stringsIn(file, source).filter(({ text }) => LOOKS_LIKE_CODE.some((pattern) => pattern.test(text)))

const CODE = [
  ...filesUnder(path.join(ROOT, "src")).map((file) => `src/${file}`),
  ...filesUnder(path.join(ROOT, "functions")).map((file) => `functions/${file}`),
  ...fs.readdirSync(ROOT).filter((name) => /^gatsby-.*\.tsx?$/.test(name)),
].filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))

describe("scripts are modules, never strings", () => {
  it("finds no program in a string anywhere in the site's code, its build or the status service", () => {
    expect(CODE.length).toBeGreaterThan(150)
    const found = CODE.flatMap((file) =>
      scriptsIn(file, fs.readFileSync(path.join(ROOT, file), "utf8")).map(({ line, text }) => `${file}:${line} ${text.slice(0, 80)}`),
    )
    expect(found).toEqual([])
  })

  // How each inline script was written before it became a module, cut short: each must be caught.
  const BEFORE: Record<string, string> = {
    "the live statuses' request": "const ASK = `window.${GLOBAL}={asked:new Promise(function(go){setTimeout(go,2e3)})}`",
    "the lapse mark": `const LAPSE = "(function(n){var s=document.querySelectorAll('[data-until]');for(var i=0;i<s.length;i++)s[i].setAttribute('data-lapsed','')})(Date.now())"`,
    "the early registration": 'const parts = ["(function(n,w){", \'if(!("serviceWorker" in n))return;\', "})(navigator,window)"]',
    "the loader": 'const parts = ["(function(d,s){var done=0;", `})(document,${JSON.stringify(sources)})`]',
    "the not-found mark": 'const notFound = `if(/^\\\\/tracker\\\\//i.test(location.pathname))document.documentElement.setAttribute("${NAME}","tracker")`',
    "the body script's bundling from a string": 'buildSync({ stdin: { contents: `import { show } from "./early"; show(window[${JSON.stringify(GLOBAL)}])` } })',
    "the editor's sign-in window":
      'const script = `(function(){var o=${JSON.stringify(origin)};window.opener&&window.opener.postMessage("authorizing:github",o)})()`',
    "a component's script": "<script dangerouslySetInnerHTML={{ __html: \"(function(){ document.body.className = 'js' })()\" }} />",
  }

  it.each(Object.entries(BEFORE))("catches %s", (_, source) => {
    expect(scriptsIn("before.tsx", source)).not.toEqual([])
  })

  it("leaves the site's other strings alone: copy, styles, queries, paths, patterns", () => {
    const ordinary = [
      '"Call to ask"',
      "`On a track or full tonight until ${until}`",
      "css`display: flex; gap: ${(p) => p.gap}px;`",
      "graphql`query IndexPage($trackers: [String!]!) { allTracker { nodes { slug } } }`",
      '"/api/status"',
      '"[data-until]"',
      '"Close this window and try again."',
    ]
    for (const source of ordinary) expect({ source, found: scriptsIn("ordinary.tsx", `const x = ${source}`) }).toEqual({ source, found: [] })
  })
})
