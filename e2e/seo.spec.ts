/**
 * Issue 6: every page's head, the share image, sitemap.xml, robots.txt and
 * the web manifest, read from the built files.
 */
import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { NOINDEX_ROUTES } from "../src/routes"
import { SHARE_IMAGE, SITE_URL } from "../src/site"
import { builtPage, linkHrefs, meta } from "./support/built-html"
import { ALL_ROUTES, counties, settings } from "./support/content"
import { PUBLIC_DIR } from "./support/weight"

test.skip(({ isMobile }) => !isMobile, "reads the built files; checked once")

const INDEXABLE = ALL_ROUTES.filter((route) => !NOINDEX_ROUTES.includes(route))

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = fs.readFileSync(file)
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG")
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]
}

test.describe("Head tags on every page", () => {
  for (const route of ALL_ROUTES) {
    test(`${route}: description, canonical, Open Graph and Twitter card`, () => {
      const html = builtPage(route)
      const url = `${SITE_URL}${route}`
      const title = html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? ""
      expect(title).not.toBe("")
      expect(meta(html, "description")?.length ?? 0).toBeGreaterThan(30)
      expect(linkHrefs(html, "canonical")).toEqual([url])
      expect(meta(html, "og:url")).toBe(url)
      expect(meta(html, "og:title")).toBeTruthy()
      expect(meta(html, "og:description")).toBe(meta(html, "description"))
      expect(meta(html, "og:type")).toMatch(/^(website|profile)$/)
      expect(meta(html, "og:image")).toBe(`${SITE_URL}${SHARE_IMAGE.path}`)
      expect(meta(html, "og:image:width")).toBe(String(SHARE_IMAGE.width))
      expect(meta(html, "og:image:height")).toBe(String(SHARE_IMAGE.height))
      expect(meta(html, "og:image:alt")).toBeTruthy()
      expect(meta(html, "twitter:card")).toBe("summary_large_image")
      expect(meta(html, "twitter:title")).toBe(meta(html, "og:title"))
      expect(meta(html, "twitter:description")).toBe(meta(html, "description"))
      expect(meta(html, "twitter:image")).toBe(meta(html, "og:image"))
      expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/)
      expect(linkHrefs(html, "icon")[0]).toMatch(/^\/favicon-32x32\.png/)
      expect(linkHrefs(html, "manifest")).toEqual(["/manifest.webmanifest"])
      if (!NOINDEX_ROUTES.includes(route)) expect(meta(html, "keywords")?.split(", ").length ?? 0).toBeGreaterThan(2)
    })
  }

  test("descriptions carry the claimed success rates (SPEC section 9)", () => {
    expect(meta(builtPage("/"), "description")).toContain(`${settings.homeSuccessRate}% or more`)
    for (const county of counties) expect(meta(builtPage(`/counties/${county.slug}/`), "description")).toContain(`${county.successRate}%`)
  })

  test("the share image is a real 1200x630 PNG served by the site", () => {
    expect(pngSize(path.join(PUBLIC_DIR, SHARE_IMAGE.path))).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height])
  })
})

test.describe("Files crawlers and phones read", () => {
  test("sitemap.xml lists exactly the indexable pages", () => {
    const index = fs.readFileSync(path.join(PUBLIC_DIR, "sitemap-index.xml"), "utf8")
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)
    expect(sitemaps.length).toBeGreaterThan(0)
    const urls = sitemaps.flatMap((loc) => {
      expect(loc.startsWith(`${SITE_URL}/`)).toBe(true)
      const xml = fs.readFileSync(path.join(PUBLIC_DIR, new URL(loc).pathname), "utf8")
      return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url)
    })
    expect([...urls].sort()).toEqual(INDEXABLE.map((route) => `${SITE_URL}${route}`).sort())
  })

  test("robots.txt allows crawling and points to the sitemap", () => {
    const robots = fs.readFileSync(path.join(PUBLIC_DIR, "robots.txt"), "utf8")
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).not.toMatch(/^Disallow: \/\S/m)
    expect(robots).toMatch(new RegExp(`^Sitemap: ${SITE_URL}/sitemap-index\\.xml$`, "m"))
  })

  test("the web manifest names the site and lists icons made from the one logo", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "manifest.webmanifest"), "utf8")) as {
      name: string
      short_name: string
      start_url: string
      icons: { src: string; sizes: string; type: string }[]
    }
    expect(manifest).toMatchObject({ name: settings.brandName, short_name: settings.shortName, start_url: "/" })
    const sizes = manifest.icons.map((icon) => icon.sizes)
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]))
    for (const icon of manifest.icons) {
      const file = path.join(PUBLIC_DIR, icon.src.split("?")[0])
      const [width, height] = pngSize(file)
      expect(`${width}x${height}`).toBe(icon.sizes)
    }
    expect(pngSize(path.join(PUBLIC_DIR, "favicon-32x32.png"))).toEqual([32, 32])
  })
})
