/** @jest-environment node */
import { criticalImagesInPage, imageName } from "../src/build/offline/critical-images"
import { evaluateLength, mediaMatches, parseSrcset, pickCandidate, slotWidth } from "../src/shared/srcset"
import { currentAssets, isPrecached, openedPages, precacheUrl, selectPrecache, tierOf, type PrecacheChoice } from "../src/build/offline/precache"
import { TIERS } from "../src/shared/offline/tiers"
import { paintFirst } from "../src/build/post-build/paint-first"
import { bundleInlineScripts } from "../src/build/post-build/inline-scripts"
import { parsePage, writePage } from "../src/build/html-tree"

/** The sizes gatsby-plugin-image writes for the wait-time guide on the home page. */
const GUIDE_SIZES = "(min-width: 1200px) 539px, (min-width: 1024px) calc(50vw - 61px), (min-width: 738px) 640px, calc(100vw - 74px)"

/** A tracker photo as GatsbyImage writes it on a profile: AVIF, WebP, then the JPEG <img>, and the same again in <noscript>. */
function profilePhoto(name: string): string {
  const set = (ext: string, hashes: string[]) => [160, 320, 640].map((width, index) => `/static/abc/${hashes[index]}/${name}.${ext} ${width}w`).join(",")
  const picture = (srcset: string) =>
    `<picture><source type="image/avif" ${srcset}="${set("avif", ["a1", "a2", "a3"])}" sizes="(min-width: 768px) 320px, 112px"/>` +
    `<source type="image/webp" ${srcset}="${set("webp", ["w1", "w2", "w3"])}" sizes="(min-width: 768px) 320px, 112px"/>` +
    `<img sizes="(min-width: 768px) 320px, 112px" src="/static/abc/j3/${name}.jpg" ${srcset}="${set("jpg", ["j1", "j2", "j3"])}" alt="Portrait"/></picture>`
  return `<div>${picture("data-srcset")}</div><noscript>${picture("srcSet")}</noscript>`
}

describe("Reading srcset and sizes as a browser does", () => {
  it("reads width and density descriptors", () => {
    expect(parseSrcset("/a.avif 120w,/b.avif 240w")).toEqual([
      { url: "/a.avif", width: 120 },
      { url: "/b.avif", width: 240 },
    ])
    expect(parseSrcset("/a.png, /b.png 2x")).toEqual([
      { url: "/a.png", density: 1 },
      { url: "/b.png", density: 2 },
    ])
  })

  it("evaluates px, vw, em and calc() lengths, and min/max-width conditions", () => {
    expect(evaluateLength("120px", 390)).toBe(120)
    expect(evaluateLength("31vw", 400)).toBe(124)
    expect(evaluateLength("calc(100vw - 74px)", 390)).toBe(316)
    expect(evaluateLength("calc(50vw + 1em)", 1000)).toBe(516)
    expect(evaluateLength("auto", 390)).toBeNull()
    expect(mediaMatches("(min-width: 768px)", 1280)).toBe(true)
    expect(mediaMatches("(min-width: 768px)", 390)).toBe(false)
    expect(mediaMatches("(min-width: 300px) and (max-width: 400px)", 390)).toBe(true)
    expect(mediaMatches("(orientation: portrait)", 390)).toBe(false)
  })

  it("takes the first sizes entry whose condition matches, else the last, else 100vw", () => {
    expect(slotWidth(GUIDE_SIZES, 390)).toBe(316)
    expect(slotWidth(GUIDE_SIZES, 1280)).toBe(539)
    expect(slotWidth(GUIDE_SIZES, 1100)).toBe(489)
    expect(slotWidth("(min-width: 768px) 320px, 112px", 390)).toBe(112)
    expect(slotWidth(undefined, 390)).toBe(390)
  })

  it("picks the smallest candidate dense enough for the screen, as Chromium did for the profile photo", () => {
    const photo = parseSrcset("/160.avif 160w,/320.avif 320w,/640.avif 640w")
    expect(pickCandidate(photo, 112, 2)?.url).toBe("/320.avif")
    expect(pickCandidate(photo, 112, 2.625)?.url).toBe("/320.avif")
    expect(pickCandidate(photo, 112, 3)?.url).toBe("/640.avif")
    expect(pickCandidate(photo, 320, 1)?.url).toBe("/320.avif")
    // Nothing dense enough: the largest there is.
    expect(pickCandidate(photo, 316, 3)?.url).toBe("/640.avif")
  })

  it("names an image by its file name without folder or extension", () => {
    expect(imageName("/static/858bc/20389/brian-delisle.avif")).toBe("brian-delisle")
  })
})

describe("Critical images", () => {
  it("keeps, for a critical picture, only the first format and the widths phones at 2x and 3x and a 1x laptop take", () => {
    const urls = criticalImagesInPage(parsePage(profilePhoto("brian-delisle")), new Set(["brian-delisle"]))
    // 390 px: slot 112 → 224 px at 2x (320w), 336 px at 3x (640w); 1280 px: slot 320 at 1x (320w).
    expect(urls).toEqual(["/static/abc/a2/brian-delisle.avif", "/static/abc/a3/brian-delisle.avif"])
  })

  it("leaves out pictures whose source file is not critical, such as gallery photos", () => {
    expect(criticalImagesInPage(parsePage(profilePhoto("brian-delisle-1")), new Set(["brian-delisle"]))).toEqual([])
  })

  it("honours a <source> media condition and reads a plain <img srcset> outside a picture", () => {
    const html =
      '<picture><source media="(min-width: 1000px)" srcset="/wide/guide.avif 1000w"/><source srcset="/narrow/guide.webp 400w, /narrow/guide-800.webp 800w" sizes="100vw"/></picture>' +
      '<img srcset="/lone/guide.png 700w" sizes="300px" width="300" height="200" alt="">'
    expect(criticalImagesInPage(parsePage(html), new Set(["guide", "guide-800"]), [{ width: 390, devicePixelRatio: 2 }])).toEqual([
      "/lone/guide.png",
      "/narrow/guide-800.webp",
    ])
  })
})

describe("The precache list", () => {
  const choice: PrecacheChoice = {
    criticalImages: new Set(["/static/abc/a2/brian-delisle.avif", "/static/g/g2/wait-time-guide.avif"]),
    currentAssets: new Set(["app-2eb8b752df64082b6d11.js", "452-f3539af0418cf092396e.js"]),
    numbersImages: new Set(["/static/g/g2/wait-time-guide.avif"]),
  }
  const tier = (name: (typeof TIERS)[number]) => TIERS.indexOf(name)

  it("holds the pages with every number and the not-found page, their data, this build's bundles, the roster's card, the compact roster and the critical images", () => {
    for (const file of [
      "index.html",
      "trackers/index.html",
      "404/index.html",
      "page-data/index/page-data.json",
      "page-data/app-data.json",
      "page-data/sq/d/1575076412.json",
      "page-data/404.html/page-data.json",
      "app-2eb8b752df64082b6d11.js",
      "452-f3539af0418cf092396e.js",
      "trackers.vcf",
      "roster.json",
      "static/abc/a2/brian-delisle.avif",
    ]) {
      expect([file, isPrecached(file, choice)]).toEqual([file, true])
    }
  })

  it("leaves out every other page (stored when opened), the editor, earlier builds' bundles, maps, build bookkeeping, host files and other images", () => {
    for (const file of [
      // At 500 trackers the profiles alone would be megabytes; a profile not stored gets the number from the compact roster.
      "tracker/brian-delisle/index.html",
      "page-data/tracker/brian-delisle/page-data.json",
      "tracker/brian-delisle.vcf",
      // The county pages (docs/offline.md says what they weigh at 500 trackers): one not stored gets its trackers from the compact roster.
      "counties/huron/index.html",
      "page-data/counties/huron/page-data.json",
      "bear-tracking/index.html",
      // Nor what a hunter does not need in the field: the legal pages, the sitemap, the status screen.
      "terms/index.html",
      "page-data/terms/page-data.json",
      "sitemap/index.html",
      "status/index.html",
      "admin/index.html",
      "admin/cms.js",
      "app-9c49b7e065301f1dc695.js",
      "app-2eb8b752df64082b6d11.js.map",
      // The host answers /404.html with a redirect to /404: the same page is stored as /404/.
      "404.html",
      "page-data/404/page-data.json",
      "_gatsby/slices/_gatsby-scripts-1.html",
      "chunk-map.json",
      "webpack.stats.json",
      "_headers",
      "_redirects",
      "robots.txt",
      "sitemap-index.xml",
      "og-image.png",
      "icons/icon-512x512.png",
      "manifest.webmanifest",
      "static/abc/a3/brian-delisle.avif",
      "static/abc/w2/brian-delisle.webp",
      "static/def/g1/brian-delisle-1.avif",
    ]) {
      expect([file, isPrecached(file, choice)]).toEqual([file, false])
    }
  })

  it("names the pages stored when opened but the profiles, which the worker knows from the roster", () => {
    const files = [
      "index.html",
      "trackers/index.html",
      "404/index.html",
      "404.html",
      "counties/huron/index.html",
      "bear-tracking/index.html",
      "terms/index.html",
      "tracker/brian-delisle/index.html",
      "roster.json",
    ]
    expect(openedPages(files)).toEqual(["/counties/huron/", "/bear-tracking/", "/terms/"])
  })

  it("stores pages under their addresses and everything else under its path", () => {
    expect(precacheUrl("index.html")).toBe("/")
    expect(precacheUrl("tracker/brian-delisle/index.html")).toBe("/tracker/brian-delisle/")
    expect(precacheUrl("404.html")).toBe("/404.html")
    expect(precacheUrl("page-data/app-data.json")).toBe("/page-data/app-data.json")
  })

  it("revisions pages and data by content, and lets hashed file names stand for their content", () => {
    const entries = selectPrecache(
      [
        { url: "trackers/index.html", revision: "r1", size: 10 },
        { url: "app-2eb8b752df64082b6d11.js", revision: "r2", size: 20 },
        { url: "static/abc/a2/brian-delisle.avif", revision: "r3", size: 30 },
        { url: "robots.txt", revision: "r4", size: 40 },
      ],
      choice,
    )
    expect(entries).toEqual([
      { url: "/trackers/", revision: "r1", size: 10, tier: tier("numbers") },
      { url: "/app-2eb8b752df64082b6d11.js", revision: null, size: 20, tier: tier("code") },
      { url: "/static/abc/a2/brian-delisle.avif", revision: null, size: 30, tier: tier("pictures") },
    ])
  })

  it("puts what holds every number, the wait-time guide and the not-found page in the numbers tier, then pages (those opened), data, code and pictures", () => {
    for (const url of ["/", "/trackers/", "/trackers.vcf", "/roster.json", "/404/", "/static/g/g2/wait-time-guide.avif"])
      expect([url, tierOf(url, choice.numbersImages)]).toEqual([url, tier("numbers")])
    expect(tierOf("/counties/huron/", choice.numbersImages)).toBe(tier("pages"))
    expect(tierOf("/page-data/index/page-data.json", choice.numbersImages)).toBe(tier("data"))
    expect(tierOf("/app-2eb8b752df64082b6d11.js", choice.numbersImages)).toBe(tier("code"))
    expect(tierOf("/static/abc/a2/brian-delisle.avif", choice.numbersImages)).toBe(tier("pictures"))
  })

  it("lists files in the order they are stored: by tier; the home page, then what holds every tracker; app-wide data first", () => {
    const files = [
      "404/index.html",
      "roster.json",
      "page-data/index/page-data.json",
      "bear-tracking/index.html",
      "counties/huron/index.html",
      "trackers/index.html",
      "index.html",
      "page-data/bear-tracking/page-data.json",
      "page-data/counties/huron/page-data.json",
      "page-data/app-data.json",
      "trackers.vcf",
      "static/g/g2/wait-time-guide.avif",
      "app-2eb8b752df64082b6d11.js",
    ]
    const listed = selectPrecache(
      files.map((url) => ({ url, revision: "r", size: 1 })),
      choice,
    ).map((entry) => entry.url)
    expect(listed).toEqual([
      "/",
      "/roster.json",
      "/trackers.vcf",
      "/trackers/",
      "/404/",
      "/static/g/g2/wait-time-guide.avif",
      "/page-data/app-data.json",
      "/page-data/index/page-data.json",
      "/app-2eb8b752df64082b6d11.js",
    ])
  })

  it("knows this build's bundles: those the pages load and the chunks their webpack runtime names", () => {
    const files = [
      "webpack-runtime-ae53925c29dcd8ac2275.js",
      "webpack-runtime-4f9e2853fb92ec7bf7fb.js",
      "app-9c49b7e065301f1dc695.js",
      "app-2eb8b752df64082b6d11.js",
      "component---src-pages-index-tsx-306f91063e890e1d87de.js",
      "component---src-pages-index-tsx-e4ced607637bd389e563.js",
      "452-f3539af0418cf092396e.js",
      "452-f3539af0418cf092396e.js.map",
    ]
    const page = '<script src="/webpack-runtime-ae53925c29dcd8ac2275.js" async=""></script><script src="/app-9c49b7e065301f1dc695.js" async=""></script>'
    const runtime = 'e+"-"+{245:"306f91063e890e1d87de",452:"f3539af0418cf092396e"}[e]+".js"'
    const read = (file: string) => (file === "webpack-runtime-ae53925c29dcd8ac2275.js" ? runtime : "")
    expect([...currentAssets(files, [parsePage(page)], read)].sort()).toEqual([
      "452-f3539af0418cf092396e.js",
      "app-9c49b7e065301f1dc695.js",
      "component---src-pages-index-tsx-306f91063e890e1d87de.js",
      "webpack-runtime-ae53925c29dcd8ac2275.js",
    ])
    // The same page once its scripts start after the first paint (paint-first.ts).
    const slice = (body: string) =>
      `<!DOCTYPE html><html><head></head><body><!-- slice-start id="_gatsby-scripts-1" -->${body}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`
    const rewritten = parsePage(slice(page.replaceAll(' async=""', " async")))
    expect(paintFirst(rewritten, bundleInlineScripts())).toBe(true)
    expect(writePage(rewritten)).not.toContain("<script src=")
    expect([...currentAssets(files, [rewritten], read)].sort()).toEqual([...currentAssets(files, [parsePage(page)], read)].sort())
  })
})
