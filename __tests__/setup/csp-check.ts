/**
 * How a browser enforces a Content-Security-Policy, for the tests that check
 * the policies the build writes (src/build/host/csp.ts): whether a policy,
 * or a header of several, lets a URL, an inline script or style, a style
 * attribute or eval through.
 */

/** What a check asks a policy about: a URL's origin or scheme, an inline script or style (by its hash), a style attribute, or eval. */
export type CspProbe = { kind: "url"; url: string } | { kind: "inline"; hash: string | null } | { kind: "attribute"; hash: string | null } | { kind: "eval" }

/** The directives a browser reads for a directive a policy may not set, in order (CSP level 3's fallback lists). */
function fallbacks(directive: string): string[] {
  const chains: Record<string, string[]> = {
    "script-src-elem": ["script-src"],
    "script-src-attr": ["script-src"],
    "style-src-elem": ["style-src"],
    "style-src-attr": ["style-src"],
    "worker-src": ["child-src", "script-src"],
    "frame-src": ["child-src"],
  }
  // Fetch directives end at default-src; the others (base-uri, form-action, frame-ancestors) have no fallback.
  const fetch = /-src(-elem|-attr)?$/.test(directive) ? ["default-src"] : []
  return [directive, ...(chains[directive] ?? []), ...fetch]
}

function sourceList(policy: string, directive: string): string[] | null {
  const directives = new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => Boolean(name))
      .map(([name, ...values]) => [name.toLowerCase(), values] as const),
  )
  const name = fallbacks(directive).find((candidate) => directives.has(candidate))
  return name ? (directives.get(name) ?? null) : null
}

/**
 * Whether one policy allows a probe under a directive, as CSP level 3 says
 * for what this site uses: 'self', origins and schemes, hashes (with
 * 'unsafe-hashes' for attributes), 'unsafe-inline' (ignored where a hash is
 * listed), 'unsafe-eval', 'none'. `origin` is the site's own. A directive
 * the policy does not set (and cannot fall back on) allows everything.
 */
export function cspAllows(policy: string, directive: string, probe: CspProbe, origin: string): boolean {
  const list = sourceList(policy, directive)
  if (list === null) return true
  const has = (source: string) => list.includes(source)
  const hashed = list.some((source) => /^'(sha256|sha384|sha512|nonce)-/.test(source))
  switch (probe.kind) {
    case "eval":
      return has("'unsafe-eval'")
    case "inline":
      return (probe.hash !== null && has(probe.hash)) || (has("'unsafe-inline'") && !hashed)
    case "attribute":
      return (probe.hash !== null && has("'unsafe-hashes'") && has(probe.hash)) || (has("'unsafe-inline'") && !hashed)
    case "url": {
      const url = new URL(probe.url, origin)
      if (has(url.protocol)) return true
      // data: and blob: match only their own scheme, never 'self' or *.
      if (!/^https?:$/.test(url.protocol)) return false
      return (url.origin === origin && has("'self'")) || list.some((source) => source === url.origin || source === "*")
    }
  }
}

/** Whether a Content-Security-Policy header value allows a probe: a value with commas is several policies, all enforced. */
export function headerAllows(header: string, directive: string, probe: CspProbe, origin: string): boolean {
  return header.split(",").every((policy) => cspAllows(policy, directive, probe, origin))
}
