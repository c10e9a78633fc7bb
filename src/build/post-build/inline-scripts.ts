/**
 * The scripts the pages carry inline (src/shared/inline-scripts.ts), each
 * bundled once per build from its entry in src/browser/inline/, found by
 * path (the build runs none of them), and written down to ES5, as the
 * pages' first scripts always were, so an old phone that reads a page runs
 * them too (docs/dependencies.md). This module fills the elements a page
 * placed for them; ./paint-first.ts and ./early-statuses.ts place their own;
 * the policy hashes each from the bytes the page carries (../host/csp.ts).
 */
import path from "node:path"
import { buildSync, transformSync } from "esbuild"
import ts from "typescript"
import { APP_SCRIPTS_ATTRIBUTE, INLINE_SCRIPT_ATTRIBUTE, INLINE_SCRIPTS, type InlineScript } from "../../shared/inline-scripts"
import { attributeOf, createElement, findAll, setText, textOf, type HtmlDocument, type HtmlElement } from "../html-tree"

/** Each script's code, as the pages carry it. */
export type InlineScripts = Readonly<Record<InlineScript, string>>

/** Where the entries are, by path: the build imports no page code. */
export const INLINE_SOURCE_FOLDER = path.resolve(__dirname, "../../browser/inline")

/** Every entry gathered by one esbuild run: each with what it imports, as modules still, in the syntax esbuild can write down to ES5. */
function gathered(): Map<InlineScript, string> {
  const names = Object.values(INLINE_SCRIPTS)
  const { outputFiles } = buildSync({
    entryPoints: names.map((name) => ({ in: path.join(INLINE_SOURCE_FOLDER, `${name}.ts`), out: name })),
    outdir: "inline",
    bundle: true,
    format: "esm",
    // ES5, but for what esbuild cannot write down to it, which TypeScript then does.
    target: "es5",
    supported: {
      "const-and-let": true,
      "default-argument": true,
      destructuring: true,
      "for-of": true,
      "rest-argument": true,
      "array-spread": true,
      class: true,
      generator: true,
    },
    write: false,
    logLevel: "silent",
  })
  return new Map(names.map((name) => [name, outputFiles.find((file) => path.basename(file.path) === `${name}.js`)!.text]))
}

/** A gathered entry in ES5, minified: a script that runs as it stands. */
function toEs5(code: string): string {
  const es5 = ts.transpileModule(code, {
    compilerOptions: {
      target: ts.ScriptTarget.ES5,
      // Still a module, so that its top level is no `this` (where TypeScript's helpers look for themselves), and esbuild wraps it as one.
      module: ts.ModuleKind.ESNext,
      moduleDetection: ts.ModuleDetectionKind.Force,
      // Iteration as the language means it (a Set, a NodeList), not only over arrays.
      downlevelIteration: true,
      removeComments: true,
    },
  }).outputText
  return transformSync(es5, { minify: true, target: "es5", format: "iife", legalComments: "none", logLevel: "silent" }).code.trim()
}

/** Every inline script of this build. */
export function bundleInlineScripts(): InlineScripts {
  return Object.fromEntries([...gathered()].map(([name, code]) => [name, toEs5(code)])) as Record<InlineScript, string>
}

/** The start-up script for a page that starts these scripts: the same code on every page, which reads its list from its own element. */
export const startAppScript = (scripts: InlineScripts, sources: readonly string[]): HtmlElement =>
  createElement("script", { [INLINE_SCRIPT_ATTRIBUTE]: INLINE_SCRIPTS.startApp, [APP_SCRIPTS_ATTRIBUTE]: sources.join(" ") }, scripts[INLINE_SCRIPTS.startApp])

/** The scripts a start-up script starts. */
export const startedBy = (script: HtmlElement): string[] => (attributeOf(script, APP_SCRIPTS_ATTRIBUTE) ?? "").split(" ").filter(Boolean)

/** A script element for a script, with its code. */
export const inlineScript = (name: InlineScript, code: string): HtmlElement => createElement("script", { [INLINE_SCRIPT_ATTRIBUTE]: name }, code)

/** The page's script elements for one script. */
export const inlineScriptsNamed = (document: HtmlDocument, name: InlineScript): HtmlElement[] =>
  findAll(document, { tag: "script", attributes: { [INLINE_SCRIPT_ATTRIBUTE]: name } })

/**
 * The scripts a page places itself (src/components/InlineScript), filled
 * with this build's code: afresh, so a page Gatsby kept from an earlier build
 * gets this build's. Returns how many it filled; a name the build has no
 * script for stops it, rather than leave a page without one.
 */
export function fillInlineScripts(document: HtmlDocument, scripts: InlineScripts): number {
  let filled = 0
  for (const element of findAll(document, { tag: "script", attributes: { [INLINE_SCRIPT_ATTRIBUTE]: true } })) {
    const name = attributeOf(element, INLINE_SCRIPT_ATTRIBUTE) as InlineScript
    if (!(name in scripts)) throw new Error(`a page places an inline script "${name}", which is not one of src/shared/inline-scripts.ts`)
    if (textOf(element) === scripts[name]) continue
    setText(element, scripts[name])
    filled++
  }
  return filled
}
