/** @jest-environment node */
import { parsePage, writePage } from "../src/build/html-tree"
import * as paint from "../src/build/post-build/paint-first"
import { bundleInlineScripts } from "../src/build/post-build/inline-scripts"

const SCRIPTS = bundleInlineScripts()

/** The page as paint-first writes it, or null when it leaves the page as it was. */
function paintFirst(html: string, scripts = SCRIPTS): string | null {
  const page = parsePage(html)
  return paint.paintFirst(page, scripts) ? writePage(page) : null
}
const scriptsStartedAfterPaint = (html: string) => paint.scriptsStartedAfterPaint(parsePage(html))

const SOURCES = ["/webpack-runtime-aaa.js", "/framework-bbb.js", "/app-ccc.js"]
const START_UP = /<script data-script="start-app"[^>]*>[\s\S]*?<\/script>/

/** The end of a page as Gatsby 5 writes it: the page path, the scripts slice with the chunk map and three async tags. */
function gatsbyPage(main = "<main><h1>Trackers</h1></main>"): string {
  return (
    `<!DOCTYPE html><html lang="en"><head><title>Trackers</title></head><body><div id="___gatsby">${main}</div>` +
    `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>` +
    `<!-- slice-start id="_gatsby-scripts-1" -->\n<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>` +
    `<script>window.___webpackCompilationHash="123";</script>` +
    SOURCES.map((source) => `<script src="${source}" async></script>`).join("") +
    `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`
  )
}

describe("paintFirst", () => {
  it("replaces Gatsby's async script tags with the start-up script for the same scripts and drops the page's address script, leaving the rest of the page as it was", () => {
    const page = gatsbyPage()
    const html = paintFirst(page)
    expect(html).not.toBeNull()
    expect(html).not.toMatch(/<script src=/)
    expect(scriptsStartedAfterPaint(html!)).toEqual(SOURCES)
    // ... and without the one script Gatsby writes differently into every page (the page's address), which would need a policy hash per page.
    expect(html!.replace(START_UP, "")).toBe(
      page.replace(/<script src="[^"]+" async><\/script>/g, "").replace(/<script id="gatsby-script-loader">.*?<\/script>/, ""),
    )
    expect(html).toContain('<script id="gatsby-chunk-mapping">')
    // The start-up script sits inside the slice, so Gatsby's stitching of a later build replaces it with fresh tags.
    expect(html!.search(START_UP)).toBeLessThan(html!.indexOf("<!-- slice-end"))
  })

  it("writes the same code into every page, whatever scripts it starts, so the policy needs one hash for it", () => {
    const other = paintFirst(gatsbyPage().replace("/app-ccc.js", "/app-ddd.js"))!
    const code = (html: string) => />([\s\S]*?)<\/script>$/.exec(START_UP.exec(html)![0])![1]
    expect(code(other)).toBe(code(paintFirst(gatsbyPage())!))
    expect(code(other)).toBe(SCRIPTS["start-app"])
  })

  it("changes nothing on a page it has already rewritten, and nothing on a page without Gatsby's scripts slice", () => {
    const once = paintFirst(gatsbyPage())!
    expect(paintFirst(once)).toBeNull()
    expect(paintFirst('<html><body><script src="/cms.js" async></script></body></html>')).toBeNull()
  })

  it("brings a start-up script kept from an earlier build up to date, for the same scripts", () => {
    const older = paintFirst(gatsbyPage(), { ...SCRIPTS, "start-app": "/* an earlier build's */" })!
    expect(paintFirst(older)).toBe(paintFirst(gatsbyPage()))
  })
})
