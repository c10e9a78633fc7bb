/**
 * Writes each page's JSON-LD into its built HTML, just before `</body>`.
 * Data blocks, not scripts: the Content-Security-Policy needs no hash for
 * them. A page that is rebuilt gets them again; one that was not (Gatsby
 * keeps unchanged pages between builds) has its old blocks replaced, so a
 * page never carries two sets, and a page that no longer carries any (the
 * FAQ pages, once FAQPage went) loses those an earlier build wrote.
 */
import fs from "node:fs"
import path from "node:path"
import { urlPathOfHtml } from "../../shared/built-files"
import { jsonLdText } from "./builders"
import { structuredDataByPage } from "./pages"

const BLOCKS = /<script type="application\/ld\+json" data-structured-data="">[\s\S]*?<\/script>/g

/** `html` with `blocks` as its structured data, in place of any it had. */
export function withStructuredData(html: string, blocks: readonly object[]): string {
  const body = html.replace(BLOCKS, "")
  if (blocks.length === 0) return body
  const end = body.lastIndexOf("</body>")
  if (end === -1) throw new Error("the page has no </body> to write its structured data before.")
  const markup = blocks.map((block) => `<script type="application/ld+json" data-structured-data="">${jsonLdText(block)}</script>`).join("")
  return `${body.slice(0, end)}${markup}${body.slice(end)}`
}

/** Writes every page's structured data; `pages` are the site's built HTML files (relative to public/). */
export function writeStructuredData(publicDir: string, pages: readonly string[], data: Queries.PostBuildQuery): { pages: number; blocks: number } {
  const byPage = structuredDataByPage(data)
  const built = new Map(pages.map((file) => [urlPathOfHtml(file), file]))
  const missing = [...byPage.keys()].filter((urlPath) => !built.has(urlPath))
  if (missing.length > 0) throw new Error(`${missing.join(", ")}: structured data but no built page.`)
  let blocks = 0
  for (const [urlPath, file] of built) {
    const pageBlocks = byPage.get(urlPath) ?? []
    const absolute = path.join(publicDir, file)
    const html = fs.readFileSync(absolute, "utf8")
    let written: string
    try {
      written = withStructuredData(html, pageBlocks)
    } catch (error) {
      throw new Error(`${urlPath}: ${(error as Error).message}`)
    }
    if (written !== html) fs.writeFileSync(absolute, written)
    blocks += pageBlocks.length
  }
  return { pages: byPage.size, blocks }
}
