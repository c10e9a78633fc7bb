/**
 * The live statuses before the app (src/browser/status/early.ts), written into
 * every page that shows a status: the head's request right after the
 * charset, and the script that lays the answer over the page at the end of
 * the body, bundled from that module so its words are the site's own.
 * Static text in every page, so the Content-Security-Policy allows both by
 * their hashes.
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
  hasAttributeAnywhere,
  headOf,
  insertAfter,
  removeNode,
  requireElement,
  type HtmlDocument,
} from "../html-tree"

/** The head's script: asks at once, on the page's own request, so the answer is on its way in the first round trips. */
const HEAD_SCRIPT = `window.${EARLY_GLOBAL}={asked:fetch(${JSON.stringify(STATUS_API.status)},{headers:{Accept:"application/json"}}).then(function(r){return r.ok?r.json():null}).catch(function(){return null})}`

/** The browser's module it bundles, by path: the build runs it in no page, so it does not import it. */
const EARLY_SCRIPT_FOLDER = path.resolve(__dirname, "../../browser/status")

const HEAD_ID = "live-statuses-asked"
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
 * page asks.
 */
export function withEarlyStatuses(document: HtmlDocument, bodyScript: string): boolean {
  for (const id of [HEAD_ID, BODY_ID]) for (const script of findAll(document, { tag: "script", attributes: { id } })) removeNode(script)
  if (!hasAttributeAnywhere(bodyOf(document), STATUS_LINE.tracker)) return false
  const charset = requireElement(headOf(document), { tag: "meta", attributes: { charset: "utf-8" } }, "nowhere to ask for the live statuses")
  insertAfter(charset, createElement("script", { id: HEAD_ID }, HEAD_SCRIPT))
  appendChild(bodyOf(document), createElement("script", { id: BODY_ID }, bodyScript))
  return true
}
