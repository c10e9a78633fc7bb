/**
 * Paint first, then start the app: each page's `<script async>` tags for
 * webpack's runtime, React and the app become one small inline script that
 * adds them once the page's content is on screen (src/browser/inline/start-app.ts,
 * given the page's list), so a slow phone shows the numbers before it runs any JavaScript. It also drops
 * Gatsby's per-page `window.pagePath` script, whose hash would make the
 * Content-Security-Policy grow with the roster; Cloudflare serves each page
 * at its own address only, which is all Gatsby reads it for. Why and what
 * it saves: docs/performance.md.
 */
import { findAll, findComment, insertBefore, matches, removeNode, textOf, type HtmlDocument, type HtmlElement } from "../html-tree"
import { PAGE_PATH_SCRIPT, SCRIPTS_SLICE, SLICE_SCRIPT } from "../../internals/gatsby"
import { INLINE_SCRIPTS } from "../../shared/inline-scripts"
import { inlineScriptsNamed, startAppScript, startedBy, type InlineScripts } from "./inline-scripts"

const isSliceScript = (element: HtmlElement) =>
  matches(element, SLICE_SCRIPT) && /^\/[^"]+\.js$/.test(element.attrs.find((attribute) => attribute.name === "src")!.value)

/** The elements of a page's scripts slice and the comment that ends it (null when it has none). */
function scriptsSlice(document: HtmlDocument): { elements: HtmlElement[]; end: HtmlElement["childNodes"][number] } | null {
  const start = findComment(document, (text) => SCRIPTS_SLICE.start.test(text))
  const parent = start?.parentNode
  if (!start || !parent) return null
  const after = parent.childNodes.slice(parent.childNodes.indexOf(start) + 1)
  const end = after.find((node) => node.nodeName === "#comment" && SCRIPTS_SLICE.end.test((node as { data: string }).data))
  if (!end) return null
  return { elements: after.slice(0, after.indexOf(end)).filter((node): node is HtmlElement => "tagName" in node), end }
}

/** Gatsby's per-page `window.pagePath` scripts. */
const pagePathScripts = (document: HtmlDocument) =>
  findAll(document, { tag: "script", attributes: { id: PAGE_PATH_SCRIPT.id } }).filter((script) => textOf(script).includes(PAGE_PATH_SCRIPT.code))

/**
 * A page shipped without the app (PAGES_WITHOUT_APP in src/shared/built-files.ts):
 * every script Gatsby wrote for it goes (its slice of scripts, and its
 * `window.pagePath`), so it never starts React over content the Worker
 * filled in. Returns whether the page changed.
 */
export function withoutApp(document: HtmlDocument): boolean {
  const gatsby = [...(scriptsSlice(document)?.elements ?? []), ...pagePathScripts(document)]
  for (const element of gatsby) removeNode(element)
  return gatsby.length > 0
}

/**
 * Replaces a page's async script tags from Gatsby with the start-up script;
 * returns whether the page changed. A page that already has one (Gatsby kept
 * its HTML from an earlier build) gets this build's version of it, for the
 * same scripts.
 */
export function paintFirst(document: HtmlDocument, scripts: InlineScripts): boolean {
  const found = scriptsSlice(document)
  if (!found) return false
  const { elements: slice, end } = found
  const tags = slice.filter(isSliceScript)
  const loaders = inlineScriptsNamed(document, INLINE_SCRIPTS.startApp).filter((element) => slice.includes(element))
  const sources = tags.length > 0 ? tags.map((tag) => tag.attrs.find((attribute) => attribute.name === "src")!.value) : loaders.flatMap(startedBy)
  if (sources.length === 0) return false
  const pagePath = pagePathScripts(document)
  const loader = startAppScript(scripts, sources)
  if (
    tags.length === 0 &&
    pagePath.length === 0 &&
    loaders.length === 1 &&
    textOf(loaders[0]) === textOf(loader) &&
    startedBy(loaders[0]).join(" ") === sources.join(" ")
  )
    return false
  for (const element of [...pagePath, ...tags, ...loaders]) removeNode(element)
  insertBefore(end, loader)
  return true
}

/** The scripts a page's start-up script starts after its first paint (none when it has none). */
export function scriptsStartedAfterPaint(document: HtmlDocument): string[] {
  const [loader] = inlineScriptsNamed(document, INLINE_SCRIPTS.startApp)
  return loader ? startedBy(loader) : []
}
