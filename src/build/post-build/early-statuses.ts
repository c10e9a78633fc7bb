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

/** The head's script: asks at once, on the page's own request, so the answer is on its way in the first round trips. */
const HEAD_SCRIPT = `window.${EARLY_GLOBAL}={asked:fetch(${JSON.stringify(STATUS_API.status)},{headers:{Accept:"application/json"}}).then(function(r){return r.ok?r.json():null}).catch(function(){return null})}`

/** The browser's module it bundles, by path: the build runs it in no page, so it does not import it. */
const EARLY_SCRIPT_FOLDER = path.resolve(__dirname, "../../browser/status")

const HEAD_ID = "live-statuses-asked"
const BODY_ID = "live-statuses-shown"
const CHARSET_META = '<meta charSet="utf-8"/>'
const WRITTEN = new RegExp(`<script id="(?:${HEAD_ID}|${BODY_ID})">[\\s\\S]*?</script>`, "g")

/** The body's script: src/browser/status/early.ts's showEarlyAnswer, bundled and minified for the phones the site supports. */
export function earlyStatusesScript(): string {
  const result = buildSync({
    stdin: { contents: `import { showEarlyAnswer } from "./early"; showEarlyAnswer(window[${JSON.stringify(EARLY_GLOBAL)}])`, resolveDir: EARLY_SCRIPT_FOLDER, loader: "ts" },
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2017",
    write: false,
    legalComments: "none",
  })
  return result.outputFiles[0].text.trim()
}

/** The page with both scripts when it shows a status (written afresh, so a page Gatsby kept from an earlier build gets this build's), else as it was. */
export function withEarlyStatuses(html: string, bodyScript: string): string {
  const page = html.replace(WRITTEN, "")
  if (!page.includes(`${STATUS_LINE.tracker}=`)) return page
  const head = page.indexOf(CHARSET_META)
  const end = page.lastIndexOf("</body>")
  if (head < 0 || end < 0) throw new Error("a page without Gatsby's charset or </body>: nowhere to ask for the live statuses.")
  const at = head + CHARSET_META.length
  return `${page.slice(0, at)}<script id="${HEAD_ID}">${HEAD_SCRIPT}</script>${page.slice(at, end)}<script id="${BODY_ID}">${bodyScript}</script>${page.slice(end)}`
}
