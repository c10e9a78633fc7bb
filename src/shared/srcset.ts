/**
 * How a browser picks the file it downloads for a picture: the candidates
 * of a `srcset`, the slot `sizes` gives at a screen's width, the media
 * conditions of a `<source>`, and the candidate taken: the smallest at least
 * as wide as the slot times the pixel ratio (what Chromium picked in a check
 * at 390 px ×2, ×2.625 and ×3 and 1280 px ×1; Safari picks the same way).
 * The build precaches only those files (src/build/offline/critical-images.ts)
 * and the browser tests hold every picture's files to the same rules.
 */

export interface Candidate {
  url: string
  /** `w` descriptor, when given. */
  width?: number
  /** `x` descriptor (1 when neither is given). */
  density?: number
}

/** `a.avif 120w, b.avif 240w` → candidates (URLs in Gatsby's output never contain commas or spaces). */
export function parseSrcset(srcset: string): Candidate[] {
  return srcset
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .filter(([url]) => Boolean(url))
    .map(([url, descriptor = "1x"]) => {
      const width = /^(\d+)w$/.exec(descriptor)
      const density = /^(\d*\.?\d+)x$/.exec(descriptor)
      return width ? { url, width: Number(width[1]) } : { url, density: density ? Number(density[1]) : 1 }
    })
}

const EM = 16

/** A length in `sizes`: `120px`, `31vw`, `10em`, or `calc()` of sums and differences of those. */
export function evaluateLength(text: string, viewportWidth: number): number | null {
  const value = text.trim()
  const calc = /^calc\((.*)\)$/i.exec(value)
  if (calc) {
    const terms = calc[1].trim().split(/\s+([+-])\s+/)
    let total = evaluateLength(terms[0], viewportWidth)
    for (let i = 1; i < terms.length && total !== null; i += 2) {
      const term = evaluateLength(terms[i + 1], viewportWidth)
      total = term === null ? null : terms[i] === "+" ? total + term : total - term
    }
    return total
  }
  const match = /^(-?\d*\.?\d+)(px|vw|em|rem)$/i.exec(value)
  if (!match) return null
  const amount = Number(match[1])
  const unit = match[2].toLowerCase()
  if (unit === "px") return amount
  if (unit === "vw") return (amount * viewportWidth) / 100
  return amount * EM
}

/** `(min-width: 768px)`, `(max-width: 40em)`, joined with `and`; anything else does not match. */
export function mediaMatches(condition: string, viewportWidth: number): boolean {
  return condition.split(/\s+and\s+/i).every((part) => {
    const feature = /^\(\s*(min|max)-width\s*:\s*([^)]+)\)$/i.exec(part.trim())
    if (!feature) return false
    const limit = evaluateLength(feature[2], viewportWidth)
    if (limit === null) return false
    return feature[1].toLowerCase() === "min" ? viewportWidth >= limit : viewportWidth <= limit
  })
}

/** The slot width `sizes` gives at this viewport; 100vw when absent or unreadable, as browsers do. */
export function slotWidth(sizes: string | undefined, viewportWidth: number): number {
  const entries = (sizes ?? "")
    .split(/,(?![^(]*\))/)
    .map((entry) => entry.trim())
    .filter(Boolean)
  for (const entry of entries) {
    const withCondition = /^(\(.*\))\s+(\S+|calc\(.*\))$/.exec(entry)
    if (withCondition) {
      if (!mediaMatches(withCondition[1], viewportWidth)) continue
      const length = evaluateLength(withCondition[2], viewportWidth)
      if (length !== null) return length
      continue
    }
    const length = evaluateLength(entry, viewportWidth)
    if (length !== null) return length
  }
  return viewportWidth
}

/** The candidate a browser downloads: the smallest whose density reaches the screen's, else the densest. */
export function pickCandidate(candidates: readonly Candidate[], slot: number, devicePixelRatio: number): Candidate | undefined {
  const byDensity = candidates
    .map((candidate) => ({ candidate, density: candidate.width !== undefined ? candidate.width / slot : (candidate.density ?? 1) }))
    .sort((a, b) => a.density - b.density)
  return (byDensity.find(({ density }) => density >= devicePixelRatio) ?? byDensity.at(-1))?.candidate
}
