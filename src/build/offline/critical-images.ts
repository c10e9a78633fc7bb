/**
 * Which image files a phone actually downloads for a picture, read from the
 * built HTML: the first `<source>` of each `<picture>` (the phones the site
 * is for decode AVIF and WebP, so the first listed format wins), its `sizes`
 * evaluated for the screen's width, and the candidate the browser takes from
 * `srcset` (src/shared/srcset.ts). Precaching only these keeps every other
 * width and format out of the offline cache.
 */
import { mediaMatches, parseSrcset, pickCandidate, slotWidth } from "../../shared/srcset"
import { attributeOf, elementsOf, findAll, type HtmlDocument, type HtmlElement } from "../html-tree"

export interface Screen {
  /** CSS pixels. */
  width: number
  devicePixelRatio: number
}

/**
 * The screens offline copies are kept for: the 390 px phone the site is built
 * for at both common pixel ratios, and a laptop in the truck.
 */
const OFFLINE_SCREENS: readonly Screen[] = [
  { width: 390, devicePixelRatio: 2 },
  { width: 390, devicePixelRatio: 3 },
  { width: 1280, devicePixelRatio: 1 },
]

/** `srcset`, React's `srcSet` or gatsby-plugin-image's deferred `data-srcset`. */
const srcsetOf = (element: HtmlElement) => attributeOf(element, "srcset") ?? attributeOf(element, "data-srcset")

interface ImageSet {
  srcset: string
  sizes?: string
}

/** What a picture (or a lone image) offers a browser at this width: its first matching `<source>` with a srcset, else its `<img>`. */
function chosenSet(picture: HtmlElement, viewportWidth: number): ImageSet | undefined {
  const offered =
    picture.tagName === "img" ? [picture] : [...elementsOf(picture)].filter((element) => element.tagName === "source" || element.tagName === "img")
  for (const element of offered) {
    const srcset = srcsetOf(element)
    const media = attributeOf(element, "media")
    if (!srcset || (media && !mediaMatches(media, viewportWidth))) continue
    return { srcset, sizes: attributeOf(element, "sizes") }
  }
  return undefined
}

function insidePicture(element: HtmlElement): boolean {
  for (let parent = element.parentNode; parent && "tagName" in parent; parent = parent.parentNode) if (parent.tagName === "picture") return true
  return false
}

/** File name without folder and extension: `/static/a/b/brian-delisle.avif` → `brian-delisle`. */
export function imageName(url: string): string {
  return (url.split("/").at(-1) ?? "").replace(/\.[^.]+$/, "")
}

/**
 * The image URLs the given screens download for the pictures on one page
 * whose source file is one of `names` (file names without extension).
 */
export function criticalImagesInPage(page: HtmlDocument, names: ReadonlySet<string>, screens: readonly Screen[] = OFFLINE_SCREENS): string[] {
  const pictures = findAll(page, { tag: "picture" })
  const loneImages = findAll(page, { tag: "img" }).filter((image) => !insidePicture(image))
  const urls = new Set<string>()
  for (const picture of [...pictures, ...loneImages]) {
    for (const screen of screens) {
      const set = chosenSet(picture, screen.width)
      if (!set) continue
      const candidates = parseSrcset(set.srcset)
      if (!candidates.some((candidate) => names.has(imageName(candidate.url)))) continue
      const picked = pickCandidate(candidates, slotWidth(set.sizes, screen.width), screen.devicePixelRatio)
      if (picked) urls.add(picked.url)
    }
  }
  return [...urls].sort()
}
