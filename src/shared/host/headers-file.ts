/**
 * The `_headers` file Cloudflare Pages reads from the build output: its
 * rules, and reading one back. The build writes it (src/build/host/headers.ts);
 * the tests and the local host (test-support/host.ts) read what it wrote.
 */

export type HeaderList = readonly (readonly [name: string, value: string])[]

export interface HeaderRule {
  path: string
  /** Headers removed (`! Name`) before this rule's own are set. */
  detach?: readonly string[]
  headers: HeaderList
}

/** Reads a `_headers` file back into its rules. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { path: string; detach: string[]; headers: [string, string][] }[] = []
  for (const raw of text.split("\n")) {
    if (!raw.trim() || raw.trimStart().startsWith("#")) continue
    if (!/^\s/.test(raw)) {
      rules.push({ path: raw.trim(), detach: [], headers: [] })
      continue
    }
    const current = rules.at(-1)
    if (!current) throw new Error(`_headers: a header line outside a path rule: ${raw}`)
    const detached = /^\s*!\s*(\S+)\s*$/.exec(raw)
    if (detached) {
      current.detach.push(detached[1])
      continue
    }
    const colon = raw.indexOf(":")
    if (colon < 0) throw new Error(`_headers: not a header: ${raw}`)
    current.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()])
  }
  return rules.map(({ detach, ...rule }) => (detach.length > 0 ? { ...rule, detach } : rule))
}
