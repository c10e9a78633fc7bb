/**
 * The Content-Security-Policy, computed from the built pages: the site's
 * own origin plus a SHA-256 hash for each inline script, style and style
 * attribute Gatsby and styled-components write (attributes by
 * 'unsafe-hashes', which allows exactly those values). No nonces, no
 * 'unsafe-eval', no 'unsafe-inline'; styles React sets later go through the
 * CSSOM, which CSP does not govern. The rules: docs/deploy.md.
 */
import { createHash } from "node:crypto"
import type { CmsBackend } from "decap-cms-core"
import { attributeOf, createElement, elementsOf, findElement, headOf, insertAfter, removeNode, requireElement, textOf, type HtmlDocument } from "../html-tree"

export interface InlineSources {
  scripts: string[]
  styles: string[]
  styleAttributes: string[]
}

/** Types a browser runs; anything else (JSON-LD, JSON) is a data block and is never executed, so needs no hash. */
const SCRIPT_TYPES = new Set(["", "text/javascript", "application/javascript", "module"])

/**
 * Everything inline in one page: its scripts a browser runs, its style
 * elements and style attributes (as the browser reads them). What is inside
 * `<noscript>` counts too, because it is applied when JavaScript is off.
 */
export function inlineSources(document: HtmlDocument): InlineSources {
  const sources: InlineSources = { scripts: [], styles: [], styleAttributes: [] }
  for (const element of elementsOf(document)) {
    const type = (attributeOf(element, "type") ?? "").trim().toLowerCase()
    if (element.tagName === "script" && attributeOf(element, "src") === undefined && SCRIPT_TYPES.has(type)) sources.scripts.push(textOf(element))
    if (element.tagName === "style") sources.styles.push(textOf(element))
    const style = attributeOf(element, "style")
    if (style !== undefined) sources.styleAttributes.push(style)
  }
  return sources
}

export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`
}

/**
 * In the browser styled-components moves the server-rendered CSS into a
 * `<style>` element it creates empty and then fills through the CSSOM
 * (`insertRule`), which CSP does not govern. Chromium checks the element
 * when it is inserted, empty, so the hash of the empty text is what allows
 * it; any text later written into an element is checked again against its
 * own hash, so this allows nothing else.
 */
export const EMPTY_STYLE_HASH = sha256Source("")

const unique = (values: readonly string[]): string[] => [...new Set(values)].sort()

const formatPolicy = (directives: readonly (readonly string[])[]) => directives.map((parts) => parts.join(" ")).join("; ")

/**
 * The pages' policy, the value of one `Content-Security-Policy` header: one
 * policy for every page (an unknown path's 404 included), so one `/*` rule
 * carries it (headers.ts). Sorted, so the same build gives the same header.
 *
 * Inline styles are left open here ('unsafe-inline'): each page narrows
 * them to its own in a second policy of its own, a `<meta>` at the top of
 * its head (pageStylePolicy), and a style must pass both. The style hashes
 * of every page would make this one line grow with the roster: Cloudflare
 * drops a `_headers` line over 2,000 characters, and at 500 trackers they
 * alone came to 17,717. Script hashes stay here: pages share their few
 * inline scripts (Gatsby's one per-page script is dropped, paint-first.ts).
 */
export function pagesCsp(pages: readonly InlineSources[]): string {
  const scriptHashes = unique(pages.flatMap((page) => page.scripts).map(sha256Source))
  return formatPolicy([
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes],
    ["style-src", "'self'", "'unsafe-inline'"],
    // data: only for images: a blurred placeholder is an inline image Picture shows as its background.
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    // The live statuses (/api/status) and the status screen's sign-in come from the site itself.
    ["connect-src", "'self'"],
    ["manifest-src", "'self'"],
    // The offline service worker (/sw.js); said outright instead of left to the script-src fallback.
    ["worker-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    // A hunter's request (/request/) and its "I have help" go to the site's own service, never elsewhere.
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ])
}

/**
 * One page's style policy: its own style elements and style attributes by
 * hash, and the empty element styled-components starts from. A few hashes,
 * whatever the size of the roster.
 */
export function pageStylePolicy(page: InlineSources): string {
  const styleHashes = unique([...page.styles.map(sha256Source), EMPTY_STYLE_HASH])
  const attributeHashes = unique(page.styleAttributes.map(sha256Source)).filter((hash) => !styleHashes.includes(hash))
  return formatPolicy([["style-src", "'self'", ...(attributeHashes.length > 0 ? ["'unsafe-hashes'"] : []), ...styleHashes, ...attributeHashes]])
}

const STYLE_POLICY_META = { tag: "meta", attributes: { "http-equiv": "Content-Security-Policy" } } as const

/**
 * Gives the page its style policy as the first thing after its charset, so
 * that it governs every style below it (a policy in a `<meta>` applies only
 * to what follows it). Computed from the page as it stands, an earlier
 * policy left out; the same page gives the same result.
 */
export function withStylePolicy(document: HtmlDocument): void {
  const earlier = findElement(document, STYLE_POLICY_META)
  if (earlier) removeNode(earlier)
  const head = headOf(document)
  const charset = requireElement(head, { tag: "meta", attributes: { charset: "utf-8" } }, "nowhere to put its style policy before its styles")
  if (head.childNodes[0] !== charset)
    throw new Error("a page whose head does not start with its charset: its style policy would come after some of its styles.")
  insertAfter(charset, createElement("meta", { "http-equiv": STYLE_POLICY_META.attributes["http-equiv"], content: pageStylePolicy(inlineSources(document)) }))
}

/** The style policy a page carries, or null. */
export function stylePolicyOf(document: HtmlDocument): string | null {
  const meta = findElement(document, STYLE_POLICY_META)
  return meta ? (attributeOf(meta, "content") ?? null) : null
}

/** Origins the admin talks to besides its own, per Decap backend. */
interface BackendSources {
  connect: string[]
  img: string[]
}

/**
 * What each backend the site may use (src/shared/cms-backend.ts) loads from other
 * hosts. A backend missing here stops the build, so switching backends
 * cannot silently leave the live editor blocked by its policy.
 */
export function adminBackendSources(backend: CmsBackend): BackendSources {
  switch (backend.name) {
    // The GitHub API (or the backend's own api_root), and GitHub's avatar host for the editor's picture.
    case "github":
      return { connect: [new URL(backend.api_root ?? "https://api.github.com").origin], img: ["https://avatars.githubusercontent.com"] }
    default:
      throw new Error(`The admin's Content-Security-Policy does not know the "${backend.name}" backend: add its origins to src/build/host/csp.ts.`)
  }
}

/**
 * The admin's directives with the given inline scripts allowed by hash:
 * 'unsafe-eval' (Decap's config check compiles a JSON schema with ajv),
 * inline <style> elements and attributes (emotion), blob: images (uploads before they are saved), the backend's API.
 * No hashes in style-src: a hash would switch 'unsafe-inline' off.
 */
function editorDirectives(scripts: readonly string[], backend: CmsBackend): string[][] {
  const sources = adminBackendSources(backend)
  return [
    ["default-src", "'self'"],
    ["script-src", "'self'", "'unsafe-eval'", ...unique(scripts.map(sha256Source))],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...sources.img],
    ["connect-src", "'self'", ...sources.connect],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    // The login and entry forms are handled by script; none posts anywhere else.
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ]
}

/**
 * The policy for /admin/ (Decap CMS), looser than the pages' where Decap
 * needs it and only there (editorDirectives). Any inline script in the
 * admin's page is still allowed by hash only.
 */
export function buildAdminCsp(adminPage: InlineSources, backend: CmsBackend): string {
  return formatPolicy(editorDirectives(adminPage.scripts, backend))
}
