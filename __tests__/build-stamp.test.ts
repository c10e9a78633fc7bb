/**
 * @jest-environment node
 */
/**
 * The build's stamp (src/browser/offline/newer-build.ts, docs/offline.md "A page left
 * open"): what it follows, how pages carry it, and that it costs a deploy
 * no downloads. The page's check runs in Chromium (e2e/offline.spec.ts,
 * "Updates"); the built site's stamp is checked in __tests__/built/build-stamp.test.ts.
 */
import { buildStamp, canonicalJson, withBuildStamp as stampPage } from "../src/build/offline/build-stamp"
import { isPrecached } from "../src/build/offline/precache"
import { revisionOf } from "../src/build/offline/write-worker"
import { parsePage, writePage } from "../src/build/html-tree"
import { isNewerBuild, stampFile, stampOfFile, withoutBuildStamp } from "../src/shared/offline/build-stamp"

/** The page as the build writes it with `stamp`. */
const withBuildStamp = (html: string, stamp: string) => {
  const page = parsePage(html)
  stampPage(page, stamp)
  return writePage(page)
}

/** A small built site: a page's data, a static query's, the app data, the roster, a card, and files a hunter does not read. */
function site(changes: Record<string, string> = {}): Record<string, string> {
  return {
    "page-data/tracker/a/page-data.json": JSON.stringify({
      componentChunkName: "component---src-templates-tracker-tsx",
      path: "/tracker/a/",
      result: { data: { tracker: { name: "A", phone: "8105550142", reviews: [{ slug: "a-1" }, { slug: "a-2" }] } } },
      staticQueryHashes: ["1"],
    }),
    "page-data/sq/d/1.json": JSON.stringify({ data: { siteSettings: { textTemplate: "Wounded deer" } } }),
    "page-data/app-data.json": JSON.stringify({ webpackCompilationHash: "aaa" }),
    "roster.json": JSON.stringify({ builtAt: "2025-11-15T18:40:00.000Z", trackers: [{ slug: "a", phone: "8105550142" }] }),
    "tracker/a.vcf": "BEGIN:VCARD\r\nTEL;TYPE=CELL,VOICE:+18105550142\r\nEND:VCARD\r\n",
    "app-1111111111111111.js": "code",
    "index.html": "<html><head></head><body></body></html>",
    ...changes,
  }
}
const stampOf = (files: Record<string, string>) => buildStamp(Object.keys(files), (file) => files[file])
const edited = (file: string, from: string, to: string) => ({ [file]: site()[file].split(from).join(to) })

describe("the build's stamp", () => {
  it("is the same for the same content, built again", () => {
    expect(stampOf(site())).toBe(stampOf(site()))
  })

  it("changes with a number in a page's data, the roster or a contact card", () => {
    for (const file of ["page-data/tracker/a/page-data.json", "roster.json", "tracker/a.vcf"]) {
      expect({ file, stamp: stampOf(site(edited(file, "0142", "0199"))) }).not.toEqual({ file, stamp: stampOf(site()) })
    }
    expect(stampOf(site(edited("page-data/sq/d/1.json", "Wounded", "Hit")))).not.toBe(stampOf(site()))
  })

  it("keeps still for what a hunter does not read: code, chunk names, the time of the build, linked records in another order", () => {
    const same = [
      edited("page-data/app-data.json", "aaa", "bbb"),
      edited("app-1111111111111111.js", "code", "other code"),
      edited("page-data/tracker/a/page-data.json", '"1"', '"2"'),
      edited("roster.json", "2025-11-15T18:40", "2025-11-16T09:00"),
      {
        "page-data/tracker/a/page-data.json": site()["page-data/tracker/a/page-data.json"].replace(
          '{"slug":"a-1"},{"slug":"a-2"}',
          '{"slug":"a-2"},{"slug":"a-1"}',
        ),
      },
    ]
    for (const changes of same) expect({ changes, stamp: stampOf(site(changes)) }).toEqual({ changes, stamp: stampOf(site()) })
  })

  it("writes JSON in one order of keys and items", () => {
    expect(canonicalJson({ b: [2, { d: 1, c: null }], a: "x" })).toBe(canonicalJson({ a: "x", b: [{ c: null, d: 1 }, 2] }))
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [1, 3] }))
  })
})

describe("the stamp in a page", () => {
  const page = '<html><head><meta charSet="utf-8"/><title>A</title></head><body></body></html>'

  it("goes at the end of the head, and replaces the one a page kept from the build before", () => {
    const stamped = withBuildStamp(page, "abc123")
    expect(stamped).toBe('<html><head><meta charSet="utf-8"/><title>A</title><meta name="build-stamp" content="abc123"/></head><body></body></html>')
    expect(withBuildStamp(stamped, "def456")).toBe(stamped.replace("abc123", "def456"))
  })

  it("costs a deploy no downloads: a page's revision for the offline worker leaves it out", () => {
    const revision = (html: string) => revisionOf(html, parsePage(html))
    expect(revision(withBuildStamp(page, "abc123"))).toBe(revision(withBuildStamp(page, "def456")))
    expect(revision(withBuildStamp(page, "abc123"))).toBe(revision(page))
    expect(withoutBuildStamp(withBuildStamp(page, "abc123"))).toBe(page)
  })
})

describe("the host's stamp against the page's", () => {
  it("reads /build.json as the build writes it, and nothing else", () => {
    expect(stampOfFile(JSON.parse(stampFile("abc123")))).toBe("abc123")
    expect(stampOfFile({})).toBeNull()
    expect(stampOfFile(null)).toBeNull()
  })

  it("is news only when both are known and differ: no answer, or a page from before stamps, is none", () => {
    expect(isNewerBuild("abc123", "def456")).toBe(true)
    expect(isNewerBuild("abc123", "abc123")).toBe(false)
    expect(isNewerBuild("abc123", null)).toBe(false)
    expect(isNewerBuild(undefined, "def456")).toBe(false)
  })

  it("is never stored by the offline worker, so it cannot answer with an old one", () => {
    expect(isPrecached("build.json", { criticalImages: new Set(), currentAssets: new Set(), numbersImages: new Set() })).toBe(false)
  })
})
