/** @jest-environment jsdom */
import { parsePage, writePage } from "../src/build/html-tree"
import * as paint from "../src/build/post-build/paint-first"

/** The page as paint-first writes it, or null when it leaves the page as it was. */
function paintFirst(html: string): string | null {
  const page = parsePage(html)
  return paint.paintFirst(page) ? writePage(page) : null
}
const scriptsStartedAfterPaint = (html: string) => paint.scriptsStartedAfterPaint(parsePage(html))

const SOURCES = ["/webpack-runtime-aaa.js", "/framework-bbb.js", "/app-ccc.js"]

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

const loaderCode = (html: string) => /<script id="start-after-paint">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ""

describe("paintFirst", () => {
  it("replaces Gatsby's async script tags with one loader for the same scripts and drops the page's address script, leaving the rest of the page as it was", () => {
    const page = gatsbyPage()
    const html = paintFirst(page)
    expect(html).not.toBeNull()
    expect(html).not.toMatch(/<script src=/)
    expect(scriptsStartedAfterPaint(html!)).toEqual(SOURCES)
    // ... and without the one script Gatsby writes differently into every page (the page's address), which would need a policy hash per page.
    expect(html!.replace(/<script id="start-after-paint">[\s\S]*?<\/script>/, "")).toBe(
      page.replace(/<script src="[^"]+" async><\/script>/g, "").replace(/<script id="gatsby-script-loader">.*?<\/script>/, ""),
    )
    expect(html).toContain('<script id="gatsby-chunk-mapping">')
    // The loader sits inside the slice, so Gatsby's stitching of a later build replaces it with fresh tags.
    expect(html!.indexOf("start-after-paint")).toBeLessThan(html!.indexOf("<!-- slice-end"))
  })

  it("changes nothing on a page it has already rewritten, and nothing on a page without Gatsby's scripts slice", () => {
    const once = paintFirst(gatsbyPage())!
    expect(paintFirst(once)).toBeNull()
    expect(paintFirst('<html><body><script src="/cms.js" async></script></body></html>')).toBeNull()
  })

  it("brings an older loader kept from an earlier build up to date, for the same scripts", () => {
    const current = paintFirst(gatsbyPage())!
    const older = current.replace(
      /<script id="start-after-paint">[\s\S]*?<\/script>/,
      `<script id="start-after-paint">(function(d,s){})(document,${JSON.stringify(SOURCES)})</script>`,
    )
    expect(paintFirst(older)).toBe(current)
  })
})

describe("The loader in the browser", () => {
  const originalObserver = window.PerformanceObserver

  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
    document.body.innerHTML = ""
    Object.defineProperty(window, "PerformanceObserver", { value: originalObserver, configurable: true, writable: true })
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true })
  })

  const started = () => [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"))
  const run = () => new Function(loaderCode(paintFirst(gatsbyPage())!))()

  /** A stand-in for Paint Timing: keeps the observer's callback so a test can report the paints. */
  function fakePaintTiming() {
    let report: ((entries: { name: string }[]) => void) | undefined
    class FakeObserver {
      static supportedEntryTypes = ["paint", "largest-contentful-paint"]
      constructor(callback: (list: { getEntries(): { name: string }[] }, observer: FakeObserver) => void) {
        report = (entries) => callback({ getEntries: () => entries }, this)
      }
      observe = jest.fn()
      disconnect = jest.fn()
    }
    Object.defineProperty(window, "PerformanceObserver", { value: FakeObserver, configurable: true, writable: true })
    return (names: string[]) => report?.(names.map((name) => ({ name })))
  }

  it("starts the scripts, async and in their order, only after the first contentful paint", () => {
    jest.useFakeTimers()
    const paint = fakePaintTiming()
    run()
    paint(["first-paint"])
    jest.advanceTimersByTime(0)
    expect(started()).toEqual([])
    paint(["first-contentful-paint"])
    jest.advanceTimersByTime(0)
    expect(started()).toEqual(SOURCES)
    expect([...document.querySelectorAll<HTMLScriptElement>("script[src]")].every((script) => script.async)).toBe(true)
    jest.advanceTimersByTime(5000)
    expect(started()).toEqual(SOURCES)
  })

  it("starts them at once on a hidden page, and after the next frame where Paint Timing is missing", () => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true })
    run()
    expect(started()).toEqual(SOURCES)

    document.body.innerHTML = ""
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true })
    Object.defineProperty(window, "PerformanceObserver", { value: undefined, configurable: true, writable: true })
    jest.useFakeTimers()
    const frame = jest.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0)
    run()
    expect(started()).toEqual([])
    frame.mock.calls[0][0](0)
    jest.advanceTimersByTime(0)
    expect(started()).toEqual(SOURCES)
  })

  it("does not leave a page without its scripts when no paint is reported: three seconds at most, or when it is hidden", () => {
    jest.useFakeTimers()
    fakePaintTiming()
    run()
    jest.advanceTimersByTime(2999)
    expect(started()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(started()).toEqual(SOURCES)

    document.body.innerHTML = ""
    fakePaintTiming()
    run()
    document.dispatchEvent(new Event("visibilitychange"))
    expect(started()).toEqual(SOURCES)
  })
})
