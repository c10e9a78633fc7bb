/**
 * HTTP headers as a `_headers` file, which Cloudflare Pages reads from the
 * build output: every page gets the security headers and its policy, the
 * editor its own, contact cards the vCard type, content-hashed files a
 * year's cache. How Cloudflare applies the file (every matching rule in
 * order, `! Name` removing, at most 100 rules of 2,000 characters, which
 * checkHostLimits enforces) is in docs/deploy.md and modelled for the tests
 * in __tests__/setup/host-model.ts. The functions' answers set their own.
 */
import { ADMIN_FOLDER, VCARD_PATHS, isHashedAsset } from "../../shared/built-files"
import type { HeaderList, HeaderRule } from "../../shared/host/headers-file"

/** Content-hashed files never change under the same name: cache them for a year. */
export const IMMUTABLE: HeaderList = [["Cache-Control", "public, max-age=31536000, immutable"]]

/** Cloudflare's limits for `_headers` (its documentation; wrangler warns and drops what exceeds them). */
export const HOST_LIMITS = { rules: 100, lineLength: 2000 } as const

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
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const

/**
 * Features the site itself may ask for, and nothing it embeds: the phone's
 * location, which a tap on a button asks for (the browser still asks the
 * hunter first), and passkeys, with which trackers sign in to set their
 * status (/status/).
 */
const SELF_FEATURES = ["geolocation", "publickey-credentials-create", "publickey-credentials-get"] as const

/** `accelerometer=(), …, geolocation=(self), …`, in alphabetical order. */
function permissionsPolicy(): string {
  return [...DENIED_FEATURES.map((feature) => `${feature}=()`), ...SELF_FEATURES.map((feature) => `${feature}=(self)`)].sort().join(", ")
}

/** The headers every answer gets besides the CSP (see the top of this file). */
function securityHeaders(): HeaderList {
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

export interface SiteFiles {
  /** Every built file, relative to public/ with forward slashes. */
  files: readonly string[]
  /** The pages' policy (csp.ts, pagesCsp); each page narrows its styles further in its own head. */
  csp: string
  /** The editor's policy (csp.ts, buildAdminCsp); used when public/ has the editor. */
  adminCsp: string
}

export function headerRules({ files, csp, adminCsp }: SiteFiles): HeaderRule[] {
  // The editor signs in through a GitHub window that reports back to it (window.opener), which
  // `same-origin` would cut off once that window has been to github.com.
  const admin = files.includes(`${ADMIN_FOLDER}/index.html`)
    ? [
        {
          path: `/${ADMIN_FOLDER}/*`,
          detach: ["Content-Security-Policy", "Cross-Origin-Opener-Policy"],
          headers: [
            ["Content-Security-Policy", adminCsp],
            ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
          ] as HeaderList,
        },
      ]
    : []
  const vcard: HeaderList = [["Content-Type", "text/vcard; charset=utf-8"]]
  const cards = files.some((file) => file.endsWith(".vcf"))
    ? [
        { path: VCARD_PATHS.tracker("*"), headers: vcard },
        { path: VCARD_PATHS.all, headers: vcard },
      ]
    : []
  const hashed = files.filter(isHashedAsset).sort()
  return [
    { path: "/*", headers: [...securityHeaders(), ["Content-Security-Policy", csp]] },
    ...admin,
    // Phones open contact cards in the address book only when served as vCards (Cloudflare's own type is text/x-vcard).
    ...cards,
    { path: "/static/*", headers: IMMUTABLE },
    ...hashed.map((file) => ({ path: `/${file}`, headers: IMMUTABLE })),
  ]
}

/** Throws with what to change when the rules exceed what Cloudflare applies (it would drop them without a word). */
export function checkHostLimits(rules: readonly HeaderRule[]): void {
  if (rules.length > HOST_LIMITS.rules)
    throw new Error(`_headers has ${rules.length} rules; Cloudflare applies at most ${HOST_LIMITS.rules}. Merge rules with a * pattern.`)
  for (const line of formatHeadersFile(rules, "").split("\n")) {
    if (line.length > HOST_LIMITS.lineLength) {
      throw new Error(`_headers has a line of ${line.length} characters; Cloudflare ignores lines over ${HOST_LIMITS.lineLength}: ${line.slice(0, 80)}…`)
    }
  }
}

export function formatHeadersFile(rules: readonly HeaderRule[], comment: string): string {
  const lines = comment ? comment.split("\n").map((line) => `# ${line}`.trimEnd()) : []
  for (const rule of rules) {
    lines.push(rule.path, ...(rule.detach ?? []).map((name) => `  ! ${name}`), ...rule.headers.map(([name, value]) => `  ${name}: ${value}`))
  }
  return `${lines.join("\n")}\n`
}
