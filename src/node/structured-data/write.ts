/**
 * Writes each page's JSON-LD into its built HTML, just before `</body>`.
 * Data blocks, not scripts: the Content-Security-Policy needs no hash for
 * them. A page that is rebuilt gets them again; one that was not (Gatsby
 * keeps unchanged pages between builds) has its old blocks replaced, so a
 * page never carries two sets.
 */
import fs from "node:fs"
import path from "node:path"
import { jsonLdText } from "./builders"
import { structuredDataByPage } from "./pages"

const BLOCKS = /<script type="application\/ld\+json" data-structured-data="">[\s\S]*?<\/script>/g

/** The built HTML file of a URL path: `/` → index.html, `/tracker/x/` → tracker/x/index.html. */
const htmlFileOf = (urlPath: string) => path.join(...urlPath.split("/").filter(Boolean), "index.html")

/** `html` with `blocks` as its structured data, in place of any it had. */
export function withStructuredData(html: string, blocks: readonly object[]): string {
  const body = html.replace(BLOCKS, "")
  const end = body.lastIndexOf("</body>")
  if (end === -1) throw new Error("the page has no </body> to write its structured data before.")
  const markup = blocks.map((block) => `<script type="application/ld+json" data-structured-data="">${jsonLdText(block)}</script>`).join("")
  return `${body.slice(0, end)}${markup}${body.slice(end)}`
}

export function writeStructuredData(publicDir: string, data: Queries.PostBuildQuery): { pages: number; blocks: number } {
  let blocks = 0
  const pages = structuredDataByPage(data)
  for (const [urlPath, pageBlocks] of pages) {
    const file = path.join(publicDir, htmlFileOf(urlPath))
    if (!fs.existsSync(file)) throw new Error(`${urlPath} has structured data but no built page (${path.relative(publicDir, file)}).`)
    try {
      fs.writeFileSync(file, withStructuredData(fs.readFileSync(file, "utf8"), pageBlocks))
    } catch (error) {
      throw new Error(`${urlPath}: ${(error as Error).message}`)
    }
    blocks += pageBlocks.length
  }
  return { pages: pages.size, blocks }
}
