/**
 * The build's stamp (src/shared/offline/build-stamp.ts): a hash of what a
 * hunter reads (each page's data, the static query results, the roster and
 * the contact cards, not the build's time or code), so it changes when any
 * of them does and only then. Written to /build.json, which the host serves
 * afresh and the worker never stores, and into every page, which is how an
 * open page knows which build it came from (docs/offline.md).
 */
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { ROSTER_FILE } from "../../shared/roster-file"
import { BUILD_STAMP, stampFile } from "../../shared/offline/build-stamp"
import { appendChild, createElement, findElement, headOf, insertBefore, removeNode, writePage, type HtmlDocument, type HtmlElement } from "../html-tree"

/** Gatsby's app data: the code's compilation hash, nothing a hunter reads. */
const APP_DATA = "page-data/app-data.json"

/** Whether a built file holds something a hunter reads: a page's data, a static query's, the roster, a contact card. */
export function isReadContent(file: string): boolean {
  if (`/${file}` === ROSTER_FILE || file.endsWith(".vcf")) return true
  return file.startsWith("page-data/") && file.endsWith(".json") && file !== APP_DATA
}

/**
 * JSON with every object's keys and every list's items in one order: Gatsby
 * gives linked records (a tracker's reviews) in the order it happened to
 * read their files, which differs from one build of the same content to the
 * next. What is in them, not their order, is what the stamp follows.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).sort().join(",")}]`
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`
  }
  return JSON.stringify(value) ?? "null"
}

/** What of such a file a hunter reads. */
export function readContent(file: string, text: string): string {
  if (file.endsWith(".vcf")) return text
  if (`/${file}` === ROSTER_FILE) return canonicalJson((JSON.parse(text) as { trackers?: unknown }).trackers ?? null)
  // A page's data (`result`), or a static query's (`data`); not the chunk names and query hashes beside them.
  const json = JSON.parse(text) as { result?: unknown; data?: unknown }
  return canonicalJson(json.result ?? json.data ?? null)
}

/** The stamp of a build, from its files (relative to public/, forward slashes). */
export function buildStamp(files: readonly string[], read: (file: string) => string): string {
  const hash = createHash("sha256")
  for (const file of files.filter(isReadContent).sort()) hash.update(`${file}\n${readContent(file, read(file))}\n`)
  return hash.digest("hex").slice(0, 20)
}

/** Works out the stamp from public/'s files and writes /build.json; returns the stamp. */
export function writeBuildStamp(publicDir: string, files: readonly string[]): string {
  const stamp = buildStamp(files, (file) => fs.readFileSync(path.join(publicDir, file), "utf8"))
  fs.writeFileSync(path.join(publicDir, BUILD_STAMP.path), stampFile(stamp))
  return stamp
}

/**
 * Gives the page `stamp` in its head: in place of the one it has (Gatsby
 * leaves the HTML of unchanged pages from the build before), else at the end
 * of the head. No `data-gatsby-head`, so Gatsby's head manager leaves it in
 * place across page changes: it stays the stamp of the page first loaded.
 */
export function withBuildStamp(document: HtmlDocument, stamp: string): void {
  const meta = createElement("meta", { name: BUILD_STAMP.meta, content: stamp })
  const earlier = findElement(document, { tag: "meta", attributes: { name: BUILD_STAMP.meta } })
  if (!earlier) return appendChild(headOf(document), meta)
  insertBefore(earlier, meta)
  removeNode(earlier)
}

/**
 * The page's HTML as it would be without its stamp: what the offline
 * worker's revision of a page is worked out from, so that a deploy
 * re-downloads the pages whose content changed, not every page for its new
 * stamp. The page itself keeps its stamp.
 */
export function withoutBuildStampOf(document: HtmlDocument): string {
  const meta = findElement(document, { tag: "meta", attributes: { name: BUILD_STAMP.meta } })
  if (!meta) return writePage(document)
  const parent = meta.parentNode as HtmlElement
  const next = parent.childNodes[parent.childNodes.indexOf(meta) + 1]
  removeNode(meta)
  const html = writePage(document)
  if (next) insertBefore(next, meta)
  else appendChild(parent, meta)
  return html
}
