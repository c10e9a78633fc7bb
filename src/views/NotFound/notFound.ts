/**
 * What an unknown path means. A `/tracker/<name>/` path whose name matches a
 * tracker once lowercased is that tracker's page; another `/tracker/…` path
 * is an unknown tracker; anything else is a page that does not exist.
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
  if (trackerSlugs.includes(slug)) return { kind: "redirect", to: `/tracker/${slug}/` }
  return { kind: "unknown-tracker" }
}

/** Set on <html> to "tracker" when the unknown address is a tracker's (/tracker/<name>/). */
export const MISSING_ATTRIBUTE = "data-missing"

/** The not-found page's inline head script: marks a tracker address before the first paint. */
export const notFoundScript = `if(/^\\/tracker\\//i.test(location.pathname))document.documentElement.setAttribute("${MISSING_ATTRIBUTE}","tracker")`
