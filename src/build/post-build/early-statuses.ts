/**
 * The live statuses before the app (src/browser/status/early.ts), written
 * into every page that shows a status: the request, at the end of the first
 * screen (in the head where a page has no mark), sent once the first
 * contentful paint is on the screen, long before the body's end on a slow
 * link, so the first paint never waits on it and no byte of it comes before
 * the first Call (docs/performance.md, "LCP on the home and county pages");
 * and the script that lays the answer over the page, at the end of the body.
 */
import { INLINE_SCRIPTS } from "../../shared/inline-scripts"
import { STATUS_LINE } from "../../shared/status/markup"
import {
  appendChild,
  bodyOf,
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
import { inlineScript, inlineScriptsNamed, type InlineScripts } from "./inline-scripts"

/**
 * Writes both scripts into a page that shows a status (afresh, so a page
 * Gatsby kept from an earlier build gets this build's); returns whether the
 * page asks. The request goes first in the first screen's mark, before the
 * stylesheet linked there, which scripts after it wait for.
 */
export function withEarlyStatuses(document: HtmlDocument, scripts: InlineScripts): boolean {
  for (const name of [INLINE_SCRIPTS.askStatuses, INLINE_SCRIPTS.showStatuses]) for (const script of inlineScriptsNamed(document, name)) removeNode(script)
  if (!hasAttributeAnywhere(bodyOf(document), STATUS_LINE.tracker)) return false
  const ask = inlineScript(INLINE_SCRIPTS.askStatuses, scripts[INLINE_SCRIPTS.askStatuses])
  const mark = findElement(bodyOf(document), SLOT)
  if (mark?.childNodes[0]) insertBefore(mark.childNodes[0], ask)
  else if (mark) appendChild(mark, ask)
  else insertAfter(requireElement(headOf(document), { tag: "meta", attributes: { charset: "utf-8" } }, "nowhere to ask for the live statuses"), ask)
  appendChild(bodyOf(document), inlineScript(INLINE_SCRIPTS.showStatuses, scripts[INLINE_SCRIPTS.showStatuses]))
  return true
}
