/**
 * Writes each page's JSON-LD into its built HTML, just before `</body>`.
 * Data blocks, not scripts: the Content-Security-Policy needs no hash for
 * them. A page that is rebuilt gets them again; one that was not (Gatsby
 * keeps unchanged pages between builds) has its old blocks replaced, so a
 * page never carries two sets, and a page that no longer carries any (the
 * FAQ pages, once FAQPage went) loses those an earlier build wrote.
 */
import { urlPathOfHtml } from "../../shared/built-files"
import { appendChild, bodyOf, createElement, findAll, removeNode, type HtmlDocument } from "../html-tree"
import { jsonLdText } from "./builders"
import { structuredDataByPage } from "./pages"
import type { BuildData } from "../build-data"

const BLOCK = { type: "application/ld+json", "data-structured-data": "" } as const

/** Gives a page `blocks` as its structured data, at the end of its body, in place of any it had. */
export function withStructuredData(document: HtmlDocument, blocks: readonly object[]): void {
  for (const block of findAll(document, { tag: "script", attributes: BLOCK })) removeNode(block)
  appendChild(bodyOf(document), ...blocks.map((block) => createElement("script", BLOCK, jsonLdText(block))))
}

/** Each page's blocks by its file (relative to public/); fails when a page with structured data was not built. */
export function structuredDataOfPages(pages: readonly string[], data: BuildData): Map<string, object[]> {
  const byPage = structuredDataByPage(data)
  const built = new Set(pages.map(urlPathOfHtml))
  const missing = [...byPage.keys()].filter((urlPath) => !built.has(urlPath))
  if (missing.length > 0) throw new Error(`${missing.join(", ")}: structured data but no built page.`)
  return new Map(pages.map((file) => [file, byPage.get(urlPathOfHtml(file)) ?? []]))
}
