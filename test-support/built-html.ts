/**
 * Reading the built pages in public/ without a browser: head tags and
 * JSON-LD blocks, from React's server output (double-quoted attributes).
 */
import fs from "node:fs"
import path from "node:path"
import { decodeEntities } from "./html-text"
import { PUBLIC_DIR } from "./weight"

/** A built file, by its path under public/; a clear error when nothing has been built yet. */
export function builtFile(file: string): string {
  const absolute = path.join(PUBLIC_DIR, file)
  if (!fs.existsSync(absolute)) {
    throw new Error(
      fs.existsSync(path.join(PUBLIC_DIR, "index.html")) ? `public${file} was not built.` : "There is no build in public/: run `npm run build` first.",
    )
  }
  return fs.readFileSync(absolute, "utf8")
}

/** The built HTML of a route such as `/tracker/jane-doe/`. */
export function builtPage(route: string): string {
  return builtFile(`${route}index.html`)
}

/** The text a reader gets from a page's HTML: no tags, scripts or styles, entities decoded, spaces folded. */
export function textOf(html: string): string {
  return decodeEntities(html.replace(/<(script|style|noscript)\b[^>]*>[\s\S]*?<\/\1>/gi, " ").replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim()
}

/** The part of a page inside `<main …>…</main>`. */
export function mainOf(html: string): string {
  return /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ""
}

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decodeEntities(value)]))
}

/** `<meta name|property="key" content>`: the content of each matching tag. */
export function metaContents(html: string, key: string): string[] {
  return [...html.matchAll(/<meta\b[^>]*>/g)]
    .map(([tag]) => attributes(tag))
    .filter((attrs) => attrs.name === key || attrs.property === key)
    .map((attrs) => attrs.content)
}

export function meta(html: string, key: string): string | undefined {
  return metaContents(html, key)[0]
}

export function linkHrefs(html: string, rel: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => attributes(tag))
    .filter((attrs) => attrs.rel === rel)
    .map((attrs) => attrs.href)
}

/** Every JSON-LD block, parsed (a block that is not valid JSON throws, naming it). */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => {
    try {
      return JSON.parse(body) as Record<string, unknown>
    } catch (error) {
      throw new Error(`A JSON-LD block is not valid JSON: ${(error as Error).message}\n${body.slice(0, 200)}`)
    }
  })
}
