/**
 * Paint first, then start the app: each page's `<script async>` tags for
 * webpack's runtime, React and the app become one small inline script that
 * adds them once the page's content is on screen (loaderCode), so a slow
 * phone shows the numbers before it runs any JavaScript. It also drops
 * Gatsby's per-page `window.pagePath` script, whose hash would make the
 * Content-Security-Policy grow with the roster; Cloudflare serves each page
 * at its own address only, which is all Gatsby reads it for. Why and what
 * it saves: docs/performance.md.
 */
import { createElement, findAll, findComment, findElement, insertBefore, matches, removeNode, textOf, type HtmlDocument, type HtmlElement } from "../html-tree"
import { PAGE_PATH_SCRIPT, SCRIPTS_SLICE, SLICE_SCRIPT } from "../../internals/gatsby"

const LOADER_ID = "start-after-paint"
/** The list of scripts at the end of the loader's code (a script's text, not markup). */
const LOADER_LIST = /\(document,(\[[^\]]*\])\)$/

/**
 * The loader, in ES5 for old phones. It starts the scripts once the browser
 * reports the page's first contentful paint (Paint Timing, which counts from
 * when the frame is on screen), or, where that is not reported, after the
 * next frame. A page that is or becomes hidden starts them at once, and so
 * does a page that has shown nothing after three seconds.
 */
function loaderCode(sources: readonly string[]): string {
  const code = [
    "(function(d,s){var done=0;",
    "function go(){if(done)return;done=1;s.forEach(function(u){var e=d.createElement('script');e.src=u;e.async=true;d.body.appendChild(e)})}",
    "var P=window.PerformanceObserver,types=(P&&P.supportedEntryTypes)||[];",
    "if(d.visibilityState==='hidden')return go();",
    "d.addEventListener('visibilitychange',go);setTimeout(go,3000);",
    "if(types.indexOf('paint')<0)return requestAnimationFrame(function(){setTimeout(go,0)});",
    "new P(function(list,observer){list.getEntries().forEach(function(entry){",
    "if(entry.name==='first-contentful-paint'){observer.disconnect();setTimeout(go,0)}})})",
    ".observe({type:'paint',buffered:true})",
    `})(document,${JSON.stringify(sources)})`,
  ].join("")
  return code
}

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

/**
 * A page shipped without the app (PAGES_WITHOUT_APP): every script Gatsby
 * wrote for it goes (its slice of scripts, and its `window.pagePath`), so it
 * never starts React over content the Worker filled in. Returns whether the
 * page changed.
 */
export function withoutApp(document: HtmlDocument): boolean {
  const gatsby = [
    ...(scriptsSlice(document)?.elements ?? []),
    ...findAll(document, { tag: "script", attributes: { id: PAGE_PATH_SCRIPT.id } }).filter((script) => textOf(script).includes(PAGE_PATH_SCRIPT.code)),
  ]
  for (const element of gatsby) removeNode(element)
  return gatsby.length > 0
}

/**
 * Replaces a page's async script tags from Gatsby with the loader; returns
 * whether the page changed. A page that already has a loader (Gatsby kept
 * its HTML from an earlier build) gets this build's version of it, for the
 * same scripts.
 */
export function paintFirst(document: HtmlDocument): boolean {
  const found = scriptsSlice(document)
  if (!found) return false
  const { elements: slice, end } = found
  const tags = slice.filter(isSliceScript)
  const loaders = slice.filter((element) => matches(element, { tag: "script", attributes: { id: LOADER_ID } }))
  const sources = tags.length > 0 ? tags.map((tag) => tag.attrs.find((attribute) => attribute.name === "src")!.value) : loaders.flatMap(loaderSources)
  if (sources.length === 0) return false
  const pagePath = findAll(document, { tag: "script", attributes: { id: PAGE_PATH_SCRIPT.id } }).filter((script) =>
    textOf(script).includes(PAGE_PATH_SCRIPT.code),
  )
  const code = loaderCode(sources)
  if (tags.length === 0 && pagePath.length === 0 && loaders.length === 1 && textOf(loaders[0]) === code) return false
  for (const element of [...pagePath, ...tags, ...loaders]) removeNode(element)
  insertBefore(end, createElement("script", { id: LOADER_ID }, code))
  return true
}

const loaderSources = (loader: HtmlElement): string[] => {
  const list = LOADER_LIST.exec(textOf(loader))?.[1]
  return list ? (JSON.parse(list) as string[]) : []
}

/** The scripts a page's loader starts after its first paint (none when it has no loader). */
export function scriptsStartedAfterPaint(document: HtmlDocument): string[] {
  const loader = findElement(document, { tag: "script", attributes: { id: LOADER_ID } })
  return loader ? loaderSources(loader) : []
}
