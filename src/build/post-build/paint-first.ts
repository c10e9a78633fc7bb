/**
 * Paint first, then start the app.
 *
 * Gatsby ends every page with `<script src async>` tags for its webpack
 * runtime, React and the app. On a fast connection they arrive before the
 * browser's first frame and run ahead of it, so a phone with a slow CPU
 * spends its first ~100 ms on JavaScript instead of showing the numbers a
 * hunter came for. On a slow connection the first frame comes first anyway.
 *
 * After the build, each page's three tags become one small inline script
 * that adds the same scripts (async, as before) once the page's content is
 * on screen (loaderScript). Every page is fully rendered HTML, so nothing is missing while
 * they load; React hydrates it as before.
 *
 * Gatsby writes the tags through its `_gatsby-scripts` slice, after
 * `onPreRenderHTML`, so this works on the finished files. It runs before the
 * service worker and the CSP are written: the stored files' revisions and the
 * script hashes are taken from these pages.
 *
 * The same pass drops the one inline script Gatsby writes differently into
 * every page, `window.pagePath="/tracker/x/"`: each would need its own hash
 * in the Content-Security-Policy, which then grows with the roster past the
 * 2,000 characters Cloudflare reads of a `_headers` line. Gatsby reads it
 * only to correct the address bar when a host serves a page under another
 * spelling of its address; Cloudflare serves each page only at its own
 * address and redirects the usual other spellings (`_redirects`).
 */
import fs from "node:fs"
import path from "node:path"
import { PAGE_PATH_SCRIPT, SCRIPTS_SLICE, SLICE_SCRIPT as ASYNC_SCRIPT } from "../../internals/gatsby"

const LOADER_ID = "start-after-paint"
const LOADER = new RegExp(`<script id="${LOADER_ID}">[\\s\\S]*?\\(document,(\\[[^\\]]*\\])\\)</script>`)

/**
 * The loader, in ES5 for old phones. It starts the scripts once the browser
 * reports the page's first contentful paint (Paint Timing, which counts from
 * when the frame is on screen), or, where that is not reported, after the
 * next frame. A page that is or becomes hidden starts them at once, and so
 * does a page that has shown nothing after three seconds.
 */
function loaderScript(sources: readonly string[]): string {
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
  return `<script id="${LOADER_ID}">${code}</script>`
}

/**
 * A page's HTML with Gatsby's async script tags replaced by the loader, or
 * null when there is nothing to change. A page that already has a loader
 * (Gatsby kept its HTML from an earlier build) gets this build's version of
 * it, for the same scripts.
 */
export function paintFirst(built: string): string | null {
  const html = built.replace(PAGE_PATH_SCRIPT, "")
  const slice = SCRIPTS_SLICE.exec(html)
  if (!slice) return null
  const [whole, start, body, end] = slice
  const tags = [...body.matchAll(ASYNC_SCRIPT)].map((match) => match[1])
  const sources = tags.length > 0 ? tags : scriptsStartedAfterPaint(body)
  if (sources.length === 0) return null
  const rewritten = html.replace(whole, () => `${start}${body.replace(ASYNC_SCRIPT, "").replace(LOADER, "")}${loaderScript(sources)}${end}`)
  return rewritten === built ? null : rewritten
}

/** The scripts a page's loader starts after its first paint (none when it has no loader). */
export function scriptsStartedAfterPaint(html: string): string[] {
  const list = LOADER.exec(html)?.[1]
  return list ? (JSON.parse(list) as string[]) : []
}

/** Rewrites the given pages (relative to public/); returns how many changed and how many now start their scripts after the first paint. */
export function paintFirstInPages(publicDir: string, pageFiles: readonly string[]): { rewritten: number; pages: number } {
  let rewritten = 0
  let pages = 0
  for (const page of pageFiles) {
    const file = path.join(publicDir, page)
    const html = fs.readFileSync(file, "utf8")
    const result = paintFirst(html)
    if (result !== null) {
      fs.writeFileSync(file, result)
      rewritten++
    }
    if (scriptsStartedAfterPaint(result ?? html).length > 0) pages++
  }
  return { rewritten, pages }
}
