/**
 * What an unknown path means, for the not-found page and its inline script
 * (src/browser/inline/not-found.ts), which tells the two messages apart
 * before the first paint. A `/tracker/<name>/` path whose name matches a
 * tracker once lowercased is that tracker's page; another `/tracker/<name>/`
 * path is an unknown tracker; anything else is a page that does not exist.
 */
export type NotFoundKind = { kind: "redirect"; to: string } | { kind: "unknown-tracker" } | { kind: "unknown-page" }

export function classifyMissingPath(pathname: string, trackerSlugs: readonly string[]): NotFoundKind {
  const match = /^\/tracker\/([^/]+)\/?$/i.exec(pathname)
  if (!match) return { kind: "unknown-page" }
  let name = match[1]
  try {
    name = decodeURIComponent(name)
  } catch {
    return { kind: "unknown-tracker" }
  }
  const slug = name.toLowerCase()
  // indexOf: the not-found page's inline script runs this on phones older than `includes`.
  if (trackerSlugs.indexOf(slug) >= 0) return { kind: "redirect", to: `/tracker/${slug}/` }
  return { kind: "unknown-tracker" }
}

/** Set on <html> to "tracker" when the unknown address is a tracker's. */
export const MISSING_ATTRIBUTE = "data-missing"
