/**
 * The `_redirects` file Cloudflare Pages reads from the build output: its
 * rules, and reading one back. The build writes it
 * (src/build/host/redirects.ts); the tests and the local host
 * (test-support/host.ts) read what it wrote.
 */

export interface RedirectRule {
  from: string
  to: string
  status: 301 | 302
}

/** Reads a `_redirects` file back into its rules (a rule without a status is a 301, as Cloudflare reads it). */
export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/)
      return { from, to, status: Number(status ?? 301) as 301 | 302 }
    })
}
