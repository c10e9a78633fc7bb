/**
 * Every page's head as built, and the files crawlers and phones read:
 * sitemap.xml, robots.txt, the web manifest, the share image.
 */
import fs from "node:fs"
import path from "node:path"
import { bundleInlineScripts } from "../../src/build/post-build/inline-scripts"
import { INLINE_SCRIPT_ATTRIBUTE, INLINE_SCRIPTS } from "../../src/shared/inline-scripts"
import { SHARE_IMAGE, SITE_URL } from "../../src/shared/site"
import { inlineSources, pageStylePolicy, stylePolicyOf } from "../../src/build/host/csp"
import { parsePage } from "../../src/build/html-tree"
import { builtFile, linkHrefs, meta } from "../../test-support/built-html"
import { counties, settings } from "../../test-support/content"
import { ROUTE_MATRIX } from "../../test-support/route-matrix"
import { PUBLIC_DIR } from "../../test-support/weight"

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = fs.readFileSync(file)
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG")
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]
}

const PAGES = ROUTE_MATRIX.filter((route) => route.status === 200)
const SCRIPTS = bundleInlineScripts()

describe.each(ROUTE_MATRIX.map((route) => [route.path, route] as const))("the head of %s", (_, route) => {
  const html = builtFile(route.file)
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? ""

  it("has a title, a description and keywords, in English", () => {
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/)
    expect(title).not.toBe("")
    expect(meta(html, "description")?.length ?? 0).toBeGreaterThan(20)
    expect(meta(html, "keywords")?.split(", ").length ?? 0).toBeGreaterThanOrEqual(3)
  })

  it(route.noindex ? "asks robots not to index or follow it" : "lets robots index it", () => {
    expect(meta(html, "robots")).toBe(route.noindex ? "noindex, nofollow" : undefined)
  })

  it("has its canonical address, Open Graph and Twitter tags and the icons; the manifest is linked by its script after the first paint", () => {
    if (route.status !== 200) return
    const url = `${SITE_URL}${route.path}`
    expect(linkHrefs(html, "canonical")).toEqual([url])
    expect(meta(html, "og:url")).toBe(url)
    expect(meta(html, "og:title")).toBeTruthy()
    expect(meta(html, "og:description")).toBe(meta(html, "description"))
    expect(meta(html, "og:type")).toMatch(/^(website|profile)$/)
    expect(meta(html, "og:image")).toBe(`${SITE_URL}${SHARE_IMAGE.path}`)
    expect([meta(html, "og:image:width"), meta(html, "og:image:height")]).toEqual([String(SHARE_IMAGE.width), String(SHARE_IMAGE.height)])
    expect(meta(html, "og:image:alt")).toBeTruthy()
    expect(meta(html, "twitter:card")).toBe("summary_large_image")
    expect(meta(html, "twitter:title")).toBe(meta(html, "og:title"))
    expect(meta(html, "twitter:description")).toBe(meta(html, "description"))
    expect(meta(html, "twitter:image")).toBe(meta(html, "og:image"))
    expect(linkHrefs(html, "icon")[0]).toMatch(/^\/favicon-32x32\.png/)
    expect(linkHrefs(html, "manifest")).toEqual([])
    expect(html).toContain(`<script ${INLINE_SCRIPT_ATTRIBUTE}="${INLINE_SCRIPTS.registerWorker}">${SCRIPTS[INLINE_SCRIPTS.registerWorker]}</script>`)
  })

  it("narrows inline styles to its own, by hash, in a policy ahead of every style", () => {
    const page = parsePage(html)
    const policy = stylePolicyOf(page)
    expect(policy).toBe(pageStylePolicy(inlineSources(page)))
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.search(/<style|<link/))
    // A few hashes, whatever the roster: far from the 2,000 characters the host's own header line may have.
    expect(policy!.length).toBeLessThan(1000)
  })
})

describe("page descriptions", () => {
  it("carry the claimed success rates", () => {
    expect(meta(builtFile("/index.html"), "description")).toContain(`${settings.homeSuccessRate}% or more`)
    for (const county of counties) expect(meta(builtFile(`/counties/${county.key}/index.html`), "description")).toContain(`${county.successRate}%`)
  })
})

describe("files crawlers and phones read", () => {
  it("sitemap.xml lists exactly the pages robots may index", () => {
    const index = builtFile("/sitemap-index.xml")
    const urls = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap(([, loc]) => {
      expect(loc.startsWith(`${SITE_URL}/`)).toBe(true)
      return [...builtFile(new URL(loc).pathname).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url)
    })
    expect([...urls].sort()).toEqual(
      PAGES.filter((route) => !route.noindex)
        .map((route) => `${SITE_URL}${route.path}`)
        .sort(),
    )
  })

  it("robots.txt allows crawling and points to the sitemap", () => {
    const robots = builtFile("/robots.txt")
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).not.toMatch(/^Disallow: \/\S/m)
    expect(robots).toMatch(new RegExp(`^Sitemap: ${SITE_URL}/sitemap-index\\.xml$`, "m"))
  })

  it("the web manifest names the site and lists icons made from the one logo", () => {
    const manifest = JSON.parse(builtFile("/manifest.webmanifest")) as {
      name: string
      short_name: string
      start_url: string
      icons: { src: string; sizes: string }[]
    }
    expect(manifest).toMatchObject({ name: settings.brandName, short_name: settings.shortName, start_url: "/" })
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]))
    for (const icon of manifest.icons) expect(pngSize(path.join(PUBLIC_DIR, icon.src.split("?")[0])).join("x")).toBe(icon.sizes)
    expect(pngSize(path.join(PUBLIC_DIR, "favicon-32x32.png"))).toEqual([32, 32])
  })

  it("the share image is a real 1200x630 PNG served by the site", () => {
    expect(pngSize(path.join(PUBLIC_DIR, SHARE_IMAGE.path))).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height])
  })
})
