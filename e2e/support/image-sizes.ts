/**
 * How big each picture is served against how big it is shown. The browser
 * reports each picture's markup and its box; the file a screen takes is
 * worked out from the markup with the rules the offline precache uses too
 * (src/shared/srcset.ts), so no picture needs to load and the page need not
 * be scrolled.
 */
import type { Page } from "@playwright/test"
import { mediaMatches, parseSrcset, pickCandidate, slotWidth } from "../../src/shared/srcset"
import { decodeEntities } from "../../test-support/html-text"

export interface ServedImage {
  src: string
  /** Width of the file the screen takes, from its `w` descriptor. */
  served: number
  /** Width shown, in device pixels. */
  shown: number
}

const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)
  return match ? decodeEntities(match[1]) : undefined
}

/** Every picture on the page that has a box, with the width it is served and shown at on this screen. */
export async function servedImages(page: Page): Promise<ServedImage[]> {
  const viewport = page.viewportSize()?.width ?? 0
  const ratio = await page.evaluate(() => window.devicePixelRatio)
  const pictures = await page.evaluate(() =>
    Array.from(document.images)
      .map((image) => ({ markup: (image.closest("picture") ?? image).outerHTML, width: image.getBoundingClientRect().width }))
      .filter((picture) => picture.width > 0),
  )
  return pictures.flatMap(({ markup, width }) => {
    const tag = [...markup.matchAll(/<(?:source|img)\b[^>]*>/gi)]
      .map(([found]) => found)
      .find((found) => (attribute(found, "srcset") ?? "") !== "" && (!attribute(found, "media") || mediaMatches(attribute(found, "media")!, viewport)))
    if (!tag) return []
    const candidates = parseSrcset(attribute(tag, "srcset")!)
    const picked = pickCandidate(candidates, slotWidth(attribute(tag, "sizes"), viewport), ratio)
    return picked?.width ? [{ src: picked.url, served: picked.width, shown: width * ratio }] : []
  })
}
