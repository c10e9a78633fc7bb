/** @jest-environment node */
/**
 * The scripts the pages carry inline, as the build bundles them, run in a
 * page as a phone's parser meets them (jsdom): each does its work from its
 * own bytes, and the scripts that share the live statuses find each other.
 * What each module does is tested beside it (first-paint, early-statuses,
 * offline-note); this is what the pages carry.
 */
import { JSDOM } from "jsdom"
import { bundleInlineScripts } from "../src/build/post-build/inline-scripts"
import { INLINE_SCRIPTS, APP_SCRIPTS_ATTRIBUTE, INLINE_SCRIPT_ATTRIBUTE, type InlineScript } from "../src/shared/inline-scripts"
import { EDITOR_SIGN_IN, signInResultText } from "../src/shared/editor-sign-in"
import { MISSING_ATTRIBUTE } from "../src/shared/not-found"
import { STATUS_LINE } from "../src/shared/status/markup"
import { REQUEST_ENDS_ATTRIBUTE, REQUEST_PART_ATTRIBUTE, REQUEST_VERSION_ATTRIBUTE } from "../src/shared/requests/page"

const SCRIPTS = bundleInlineScripts()
const script = (name: InlineScript, attributes = "") => `<script ${INLINE_SCRIPT_ATTRIBUTE}="${name}"${attributes}>${SCRIPTS[name]}</script>`

/** A page whose scripts run as it is parsed; hidden, so what waits for the first paint starts at once (there is none to wait for). */
function page(html: string, { url = "https://example.test/", setUp }: { url?: string; setUp?: (window: Window) => void } = {}): JSDOM {
  return new JSDOM(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`, {
    url,
    runScripts: "dangerously",
    beforeParse: (window) => {
      Object.defineProperty(window.document, "visibilityState", { value: "hidden", configurable: true })
      setUp?.(window as unknown as Window)
    },
  })
}

describe("the inline scripts as the pages carry them", () => {
  it("starts the scripts its element lists, async and in that order", () => {
    const { document } = page(script(INLINE_SCRIPTS.startApp, ` ${APP_SCRIPTS_ATTRIBUTE}="/webpack-runtime-a.js /framework-b.js /app-c.js"`)).window
    const started = [...document.querySelectorAll<HTMLScriptElement>("script[src]")]
    expect(started.map((element) => element.getAttribute("src"))).toEqual(["/webpack-runtime-a.js", "/framework-b.js", "/app-c.js"])
    expect(started.every((element) => element.async)).toBe(true)
  })

  it("marks a tracker's address on the not-found page, and no other", () => {
    const marked = (url: string) => page(script(INLINE_SCRIPTS.notFound), { url }).window.document.documentElement.getAttribute(MISSING_ATTRIBUTE)
    expect(marked("https://example.test/tracker/Nobody-Here/")).toBe("tracker")
    expect(marked("https://example.test/no-such-page/")).toBeNull()
  })

  it("marks the statuses above it whose end has passed", () => {
    const lines = `<p ${STATUS_LINE.until}="2020-01-01T00:00:00-05:00"></p><p ${STATUS_LINE.until}="2999-01-01T00:00:00-05:00"></p>`
    const { document } = page(lines + script(INLINE_SCRIPTS.markLapsed)).window
    expect([...document.querySelectorAll("p")].map((line) => line.hasAttribute(STATUS_LINE.lapsed))).toEqual([true, false])
  })

  it("asks for the live statuses from the head and lays the answer over the page from the end of the body, before any app", async () => {
    const live = { ron: { status: "busy", until: "2999-01-01T23:00:00-05:00", updatedAt: "2026-11-24T18:00:00-05:00" } }
    const asked: string[] = []
    const line = `<p ${STATUS_LINE.tracker}="ron" ${STATUS_LINE.status}="available" ${STATUS_LINE.updated}="2026-11-23T16:30:00-05:00"><strong data-when="current">Available</strong></p>`
    const { window } = page(`${script(INLINE_SCRIPTS.askStatuses)}${line}${script(INLINE_SCRIPTS.showStatuses)}`, {
      setUp: (window) => {
        window.fetch = (async (url: string) => {
          asked.push(url)
          return { ok: true, json: async () => live }
        }) as unknown as typeof fetch
      },
    })
    await window.liveStatuses?.asked
    await new Promise((settled) => setTimeout(settled, 0))
    expect(asked).toEqual(["/api/status"])
    expect(window.document.querySelector("p")).toHaveProperty("textContent", "On a track or full tonight until 11 PM Tue Jan 1")
    expect(window.liveStatuses?.shown).toEqual(live)
  })

  it("links the manifest and registers the offline worker where the phone has service workers", async () => {
    const registered: string[] = []
    const { window } = page(script(INLINE_SCRIPTS.registerWorker), {
      setUp: (window) => {
        Object.defineProperty(window.navigator, "serviceWorker", { value: { register: async (url: string) => void registered.push(url) }, configurable: true })
      },
    })
    await new Promise((settled) => setTimeout(settled, 10))
    expect(window.document.head.querySelector('link[rel="manifest"]')).not.toBeNull()
    expect(registered).toEqual(["/sw.js"])
  })

  it("draws a tracker's offer on a request's page as it comes, and stops once the request is handled", async () => {
    const view = { state: "open", endsAt: "2999-01-01T01:00:00-05:00", reached: [], offers: [], version: 1 }
    const offer = { slug: "wes", name: "Wes Haskell", phone: "+18105550142", etaMinutes: null, at: "2026-11-24T02:05:00Z" }
    const answers = [
      { ...view, offers: [offer], version: 2 },
      { ...view, offers: [offer], state: "handled", version: 3 },
    ]
    const asked: string[] = []
    const offers = `<section ${REQUEST_PART_ATTRIBUTE}="offers" ${REQUEST_VERSION_ATTRIBUTE}="1" ${REQUEST_ENDS_ATTRIBUTE}="${view.endsAt}"></section>`
    const { window } = page(`<h1 ${REQUEST_PART_ATTRIBUTE}="title"></h1>${offers}${script(INLINE_SCRIPTS.requestNews)}`, {
      url: "https://example.test/request/sent/?r=k3y",
      setUp: (window) => {
        window.fetch = (async (url: string) => {
          asked.push(url)
          return { ok: true, status: 200, json: async () => answers.shift() }
        }) as unknown as typeof fetch
      },
    })
    await new Promise((settled) => setTimeout(settled, 10))
    expect(asked).toEqual(["/api/requests/hunter?r=k3y&after=1", "/api/requests/hunter?r=k3y&after=2"])
    expect(window.document.querySelector("a.call")?.getAttribute("href")).toBe("tel:+18105550142")
    expect(window.document.querySelector("h1")?.textContent).toBe("You have help")
  })

  it("hands the editor's sign-in to the editor that opened the window, to its origin only", () => {
    const sent: [string, string][] = []
    const result = { origin: "https://site.test", message: 'authorization:github:success:{"token":"t</script>"}' }
    const { window } = page(
      `<script type="application/json" id="${EDITOR_SIGN_IN.result}">${signInResultText(result)}</script>${script(INLINE_SCRIPTS.editorSignIn)}`,
      {
        setUp: (window) => {
          Object.defineProperty(window, "opener", { value: { postMessage: (message: string, origin: string) => sent.push([message, origin]) } })
        },
      },
    )
    expect(sent).toEqual([["authorizing:github", result.origin]])
    window.dispatchEvent(new window.MessageEvent("message", { origin: "https://elsewhere.test" }))
    window.dispatchEvent(new window.MessageEvent("message", { origin: result.origin }))
    window.dispatchEvent(new window.MessageEvent("message", { origin: result.origin }))
    expect(sent).toEqual([
      ["authorizing:github", result.origin],
      [result.message, result.origin],
    ])
  })
})
