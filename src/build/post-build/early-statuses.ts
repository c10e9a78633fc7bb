/**
 * The live statuses before the app (src/browser/status/early.ts), written into
 * every page that shows a status: the request, at the end of the first
 * screen (in the head where a page has no mark), and the script that lays
 * the answer over the page at the end of the body, bundled from that module
 * so its words are the site's own. Static text in every page, so the
 * Content-Security-Policy allows both by their hashes.
 */
import path from "node:path"
import { buildSync } from "esbuild"
import { STATUS_API } from "../../shared/status/api"
import { EARLY_GLOBAL, STATUS_LINE } from "../../shared/status/markup"
import {
  appendChild,
  bodyOf,
  createElement,
  findAll,
  findElement,
  hasAttributeAnywhere,
  headOf,
  insertAfter,
  insertBefore,
  removeNode,
  requireElement,
  type HtmlDocument,
} from "../html-tree"
import { SLOT } from "./first-screen-styles"

/**
 * The request: sent once the first contentful paint is on the screen (or after 2 s, where the phone has no paint
 * timing), long before the body's end on a slow link, and after the first screen, so the first paint never waits on
 * it and no byte of it comes before the first Call (docs/performance.md, "LCP on the home and county pages").
 */
const ASK_SCRIPT = `window.${EARLY_GLOBAL}={asked:new Promise(function(go){setTimeout(go,2e3);try{new PerformanceObserver(function(l){l.getEntriesByName("first-contentful-paint")[0]&&go()}).observe({type:"paint",buffered:!0})}catch(e){go()}}).then(function(){return fetch(${JSON.stringify(STATUS_API.status)},{headers:{Accept:"application/json"}})}).then(function(r){return r.ok?r.json():null}).catch(function(){return null})}`

/** The browser's module it bundles, by path: the build runs it in no page, so it does not import it. */
const EARLY_SCRIPT_FOLDER = path.resolve(__dirname, "../../browser/status")

const ASK_ID = "live-statuses-asked"
const BODY_ID = "live-statuses-shown"

/** The body's script: src/browser/status/early.ts's showEarlyAnswer, bundled and minified for the phones the site supports. */
export function earlyStatusesScript(): string {
  const result = buildSync({
    stdin: {
      contents: `import { showEarlyAnswer } from "./early"; showEarlyAnswer(window[${JSON.stringify(EARLY_GLOBAL)}])`,
      resolveDir: EARLY_SCRIPT_FOLDER,
      loader: "ts",
    },
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2017",
    write: false,
    legalComments: "none",
  })
  return result.outputFiles[0].text.trim()
}

/**
 * Writes both scripts into a page that shows a status (afresh, so a page
 * Gatsby kept from an earlier build gets this build's); returns whether the
 * page asks. The request goes first in the first screen's mark, before the
 * stylesheet linked there, which scripts after it wait for.
 */
export function withEarlyStatuses(document: HtmlDocument, bodyScript: string): boolean {
  for (const id of [ASK_ID, BODY_ID]) for (const script of findAll(document, { tag: "script", attributes: { id } })) removeNode(script)
  if (!hasAttributeAnywhere(bodyOf(document), STATUS_LINE.tracker)) return false
  const ask = createElement("script", { id: ASK_ID }, ASK_SCRIPT)
  const mark = findElement(bodyOf(document), SLOT)
  if (mark?.childNodes[0]) insertBefore(mark.childNodes[0], ask)
  else if (mark) appendChild(mark, ask)
  else insertAfter(requireElement(headOf(document), { tag: "meta", attributes: { charset: "utf-8" } }, "nowhere to ask for the live statuses"), ask)
  appendChild(bodyOf(document), createElement("script", { id: BODY_ID }, bodyScript))
  return true
}
