/**
 * HTTP headers as a `_headers` file, the format Netlify reads from the
 * publish folder and other static hosts (Cloudflare Pages and others) copy.
 *
 * Netlify applies every rule whose path matches the request path and, when
 * two of them set the same header, sends both values joined with a comma
 * (other hosts let one win). Rules match the request path, not the file
 * served, and no rule can match every path but `/admin/`.
 *
 * So the Content-Security-Policy is the one header set twice, on purpose:
 * a comma-joined CSP is two policies, both enforced, so what a page may do
 * is what both allow. `/*` carries a baseline policy (csp.ts,
 * buildBaselineCsp) loose enough for the admin and strict on everything
 * else, so that no answer goes without a CSP, unknown top-level paths such
 * as `/no-such-page/` included. Every page family (`/`, `/index.html`,
 * `/tracker/*`, `/404.html`, ...), derived from the built HTML, adds the
 * pages' hashed policy: the baseline allows everything that one does, so the
 * two together enforce exactly the pages' policy. `/admin/*` adds the
 * admin's own (Decap CMS), which the baseline also contains. Every other
 * header is set by one rule per path: the security headers in `/*`,
 * Cache-Control only in rules for exact files and hashed folders.
 */
import { SERVICE_WORKER_PATH } from "../../site"
import { ADMIN_FOLDER, isSitePage, urlPathOfHtml } from "../built-site"

export type HeaderList = readonly (readonly [name: string, value: string])[]

export interface HeaderRule {
  path: string
  headers: HeaderList
}

/** Content-hashed files never change under the same name: cache them for a year. */
export const IMMUTABLE: HeaderList = [["Cache-Control", "public, max-age=31536000, immutable"]]

/** HTML and page data change with every content edit: always ask the server (Gatsby's caching guidance). */
export const REVALIDATE: HeaderList = [["Cache-Control", "public, max-age=0, must-revalidate"]]

/** Features the site never uses, denied to it and to anything it might embed. */
export const DENIED_FEATURES = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const

/**
 * Features the site itself may ask for, and nothing it embeds: the phone's
 * location, which a tap on a button asks for (the browser still asks the
 * hunter first).
 */
export const SELF_FEATURES = ["geolocation"] as const

/** `accelerometer=(), …, geolocation=(self), …`, in alphabetical order. */
export function permissionsPolicy(): string {
  return [...DENIED_FEATURES.map((feature) => `${feature}=()`), ...SELF_FEATURES.map((feature) => `${feature}=(self)`)].sort().join(", ")
}

/** The headers every answer gets besides the baseline CSP (see the top of this file). */
export function securityHeaders(): HeaderList {
  return [
    // Two years, as the HSTS preload list asks; no `preload` token: joining the list is the owner's decision.
    ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", permissionsPolicy()],
    // frame-ancestors in the CSP is the modern form; this is for browsers that predate it.
    ["X-Frame-Options", "DENY"],
    // Share links open in a new tab with noopener; nothing needs a handle on this window.
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ]
}

/** Webpack's output names end in a content hash (`app-3fec5e0b0f32cdc64068.js`). */
export function isHashedAsset(file: string): boolean {
  return /^[^/]+-[0-9a-f]{16,}\.(?:js|css|mjs)(?:\.map)?$/.test(file)
}

/**
 * The rule paths that carry the pages' CSP: `/` exactly, a page file at the
 * top as itself (`/404.html`, and `/index.html`, the home page's file, which
 * hosts serve under that name too), and each top-level folder with pages as
 * a family (`/tracker/*`), so that a new page or family is covered by the
 * next build and the admin's folder never is.
 */
export function pagePolicyPaths(pageFiles: readonly string[]): string[] {
  const paths = pageFiles.filter(isSitePage).flatMap((file) => {
    const url = urlPathOfHtml(file)
    const [folder, ...rest] = url.slice(1).split("/")
    if (!file.includes("/")) return [url, `/${file}`]
    return rest.length === 0 ? [url] : [`/${folder}/*`]
  })
  return [...new Set(paths)].sort()
}

export interface SiteFiles {
  /** Every built file, relative to public/ with forward slashes. */
  files: readonly string[]
  /** The pages' policy (csp.ts, buildCsp). */
  csp: string
  /** The admin's policy (csp.ts, buildAdminCsp); used when public/ has the admin. */
  adminCsp: string
  /** The policy on every path (csp.ts, buildBaselineCsp), which allows all the other two allow. */
  baselineCsp: string
}

export function headerRules({ files, csp, adminCsp, baselineCsp }: SiteFiles): HeaderRule[] {
  // Every page, and the editor's own page, is asked for afresh on each visit.
  const pages = files
    .filter((file) => isSitePage(file) || file === `${ADMIN_FOLDER}/index.html`)
    .map(urlPathOfHtml)
    .sort()
  const policy: HeaderList = [["Content-Security-Policy", csp]]
  const admin = files.includes(`${ADMIN_FOLDER}/index.html`) ? [{ path: `/${ADMIN_FOLDER}/*`, headers: [["Content-Security-Policy", adminCsp]] as HeaderList }] : []
  const hashed = files.filter(isHashedAsset).sort()
  // Contact cards: phones open them in the address book only when served as vCards.
  const vcards = files.filter((file) => file.endsWith(".vcf")).sort()
  // The offline service worker: checked on every visit, so a new deploy reaches phones on their next visit.
  // A worker runs under the policies sent with its script: the baseline and the pages' (connect-src 'self' for what it stores).
  const serviceWorker = files.includes(SERVICE_WORKER_PATH.slice(1)) ? [{ path: SERVICE_WORKER_PATH, headers: [...policy, ...REVALIDATE] }] : []
  return [
    { path: "/*", headers: [...securityHeaders(), ["Content-Security-Policy", baselineCsp]] },
    ...pagePolicyPaths(files).map((path) => ({ path, headers: policy })),
    ...admin,
    ...serviceWorker,
    ...vcards.map((file) => ({ path: `/${file}`, headers: [["Content-Type", "text/vcard; charset=utf-8"], ...REVALIDATE] as [string, string][] })),
    { path: "/static/*", headers: IMMUTABLE },
    ...hashed.map((file) => ({ path: `/${file}`, headers: IMMUTABLE })),
    { path: "/page-data/*", headers: REVALIDATE },
    ...pages.map((page) => ({ path: page, headers: REVALIDATE })),
  ]
}

export function formatHeadersFile(rules: readonly HeaderRule[], comment: string): string {
  const lines = comment.split("\n").map((line) => `# ${line}`.trimEnd())
  for (const rule of rules) {
    lines.push(rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`))
  }
  return `${lines.join("\n")}\n`
}

/** Whether a rule path (`/static/*`, `/tracker/x/`) matches a request path, `*` matching anything. */
export function pathMatches(rulePath: string, requestPath: string): boolean {
  const pattern = rulePath
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*")
  return new RegExp(`^${pattern}$`).test(requestPath)
}

/** Every header the rules give a path, in rule order; a name set by two rules appears twice. */
export function headersFor(rules: readonly HeaderRule[], requestPath: string): [string, string][] {
  return rules.filter((rule) => pathMatches(rule.path, requestPath)).flatMap((rule) => rule.headers.map(([name, value]) => [name, value] as [string, string]))
}

/** The headers a path is answered with, as Netlify sends them: names in lower case, a name set by two rules sent once with both values joined by a comma. */
export function joinedHeaders(rules: readonly HeaderRule[], requestPath: string): Record<string, string> {
  const joined: Record<string, string> = {}
  for (const [name, value] of headersFor(rules, requestPath)) {
    const key = name.toLowerCase()
    joined[key] = key in joined ? `${joined[key]}, ${value}` : value
  }
  return joined
}

/** Reads a `_headers` file back (for tests and the local static server). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { path: string; headers: [string, string][] }[] = []
  for (const raw of text.split("\n")) {
    if (!raw.trim() || raw.trimStart().startsWith("#")) continue
    if (!/^\s/.test(raw)) {
      rules.push({ path: raw.trim(), headers: [] })
      continue
    }
    const current = rules.at(-1)
    const colon = raw.indexOf(":")
    if (!current || colon < 0) throw new Error(`_headers: a header line outside a path rule: ${raw}`)
    current.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()])
  }
  return rules
}
