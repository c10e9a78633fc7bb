/**
 * How Cloudflare Pages applies the host files the build writes, for the
 * tests that read the rules without starting its runtime.
 */
import type { HeaderRule } from "../../src/shared/host/headers-file"
import type { RedirectRule } from "../../src/shared/host/redirects-file"

/** Whether a rule path (`/static/*`, `/tracker/*.vcf`) matches a request path, `*` matching anything. */
export function pathMatches(rulePath: string, requestPath: string): boolean {
  const pattern = rulePath
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*")
  return new RegExp(`^${pattern}$`).test(requestPath)
}

/**
 * The headers the rules give a path, as Cloudflare applies them: matching
 * rules in order, each first removing what it detaches, then setting its
 * own; a header set again gets a second value. Names in lower case, in the
 * order first set.
 */
export function headersFor(rules: readonly HeaderRule[], requestPath: string): [string, string][] {
  const headers: [string, string][] = []
  for (const rule of rules.filter((candidate) => pathMatches(candidate.path, requestPath))) {
    for (const name of rule.detach ?? []) {
      for (let index = headers.length - 1; index >= 0; index--) if (headers[index][0] === name.toLowerCase()) headers.splice(index, 1)
    }
    for (const [name, value] of rule.headers) headers.push([name.toLowerCase(), value])
  }
  return headers
}

/** The headers a path is answered with: a name set twice sent once, its values joined with a comma. */
export function joinedHeaders(rules: readonly HeaderRule[], requestPath: string): Record<string, string> {
  const joined: Record<string, string> = {}
  for (const [name, value] of headersFor(rules, requestPath)) joined[name] = name in joined ? `${joined[name]}, ${value}` : value
  return joined
}

/** The first rule for exactly this path, as hosts apply `_redirects` (top to bottom, first match wins). */
export function redirectFor(rules: readonly RedirectRule[], requestPath: string): RedirectRule | undefined {
  return rules.find((rule) => rule.from === requestPath)
}
