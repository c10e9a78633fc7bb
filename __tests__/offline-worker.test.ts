/** @jest-environment node */
import { trackerVcard } from "../src/build/vcards"
import { kindOf, markHtml, markPageData, markText, withoutQuery } from "../src/worker/mark"
import { pageDataOf, pagePathOf } from "../src/shared/built-files"
import { NUMBERS_TIER, TIERS, downloadBatches, isChangeable, needsDownload, outdated, tierStored, type OfflineEntry } from "../src/shared/offline/tiers"
import { SAVED_COPY_ID, savedCopyDate, savedCopyMarkup, savedCopySentence } from "../src/shared/offline/saved-copy"
import { appendToNotes, foldLine, unfoldLines } from "../src/shared/vcard-text"
import { rosterAnswer, unreachablePage } from "../src/worker/unreachable"
import { countySlugOf, trackerSlugOf } from "../src/shared/routes"
import { readRosterFile, type RosterFile, type RosterTracker } from "../src/shared/roster-file"

const STORED_AT = "2025-10-03T18:05:00.000Z"
const tier = (name: (typeof TIERS)[number]) => TIERS.indexOf(name)

describe("The saved-copy note", () => {
  it("says when the copy was stored, in the phone's time zone, and that numbers may have changed", () => {
    expect(savedCopyDate(STORED_AT, "America/Detroit")).toBe("Oct 3, 2025, 2:05 PM")
    expect(savedCopySentence(STORED_AT, "America/Detroit")).toBe("Saved copy from Oct 3, 2025, 2:05 PM; numbers may have changed.")
    expect(savedCopySentence("unknown")).toBe("Saved copy from an earlier visit; numbers may have changed.")
  })

  it("links to the same address to try the network again, escaped", () => {
    const markup = savedCopyMarkup(STORED_AT, '/tracker/a/?ref=sms&x="y"', "America/Detroit")
    expect(markup).toBe(
      `<aside id="${SAVED_COPY_ID}" aria-label="Saved copy" data-saved="${STORED_AT}">` +
        '<p>Saved copy from Oct 3, 2025, 2:05 PM; numbers may have changed. <a href="/tracker/a/?ref=sms&#38;x=&#34;y&#34;">Retry</a></p></aside>',
    )
    // No inline style: the CSP allows only the built pages' own (GlobalStyle styles it by id).
    expect(markup).not.toMatch(/style=|<style/)
  })
})

describe("Marking a stored copy", () => {
  const page = '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body class="a"><div id="___gatsby"><main>Numbers</main></div></body></html>'

  it("writes the note right after <body>, outside Gatsby's root, leaving the rest of the page as it was", () => {
    const marked = markHtml(page, "<aside>note</aside>")
    expect(marked).toBe(page.replace('<body class="a">', '<body class="a"><aside>note</aside>'))
    expect(marked.indexOf("<aside>")).toBeLessThan(marked.indexOf('id="___gatsby"'))
  })

  it("marks page data with the copy's date in its page context, and leaves other JSON alone", () => {
    const data = JSON.stringify({ componentChunkName: "x", path: "/", result: { data: { a: 1 }, pageContext: { slug: "a" } } })
    expect(JSON.parse(markPageData(data, STORED_AT))).toEqual({
      componentChunkName: "x",
      path: "/",
      result: { data: { a: 1 }, pageContext: { slug: "a", savedCopy: STORED_AT } },
    })
    expect(JSON.parse(markPageData(JSON.stringify({ result: { data: {} } }), STORED_AT)).result.pageContext).toEqual({ savedCopy: STORED_AT })
    const appData = JSON.stringify({ webpackCompilationHash: "abc" })
    expect(markPageData(appData, STORED_AT)).toBe(appData)
  })

  it("adds the sentence to each contact card's NOTE, escaped and folded at 75 octets", () => {
    const site = { brandName: "Thumb Area Deer Trackers", siteUrl: "https://example.com" }
    const card = trackerVcard({ slug: "jane-doe", name: "Jane Doe", phone: "8105550142", homeCounty: { name: "Huron" } }, site)
    const marked = markText("card", card + card, STORED_AT, "/trackers.vcf")
    const notes = unfoldLines(marked).filter((line) => line.startsWith("NOTE:"))
    expect(notes).toHaveLength(2)
    for (const note of notes) expect(note).toMatch(/Certifications: N\/A\. Saved copy from .+\\, 20\d\d\\, .+\\; numbers may have changed\.$/)
    for (const line of marked.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(marked.endsWith("END:VCARD\r\n")).toBe(true)
    expect(marked).toContain("TEL;TYPE=CELL,VOICE:+18105550142")
  })

  it("gives a card without a NOTE one, before its end", () => {
    expect(appendToNotes("BEGIN:VCARD\r\nFN:A\r\nEND:VCARD\r\n", "Saved; maybe")).toBe("BEGIN:VCARD\r\nFN:A\r\nNOTE:Saved\\; maybe\r\nEND:VCARD\r\n")
  })

  it("folds and unfolds lines as RFC 2425 says, multi-byte characters whole", () => {
    const line = `NOTE:${"é".repeat(60)}`
    const folded = foldLine(line)
    for (const part of folded.split("\r\n")) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75)
    expect(unfoldLines(folded)).toEqual([line])
  })

  it("tells a page, page data and a card apart; anything else is passed through", () => {
    expect(kindOf("/tracker/a/", "text/html; charset=utf-8")).toBe("page")
    expect(kindOf("/page-data/index/page-data.json", "application/json")).toBe("data")
    expect(kindOf("/trackers.vcf", "text/vcard")).toBe("card")
    expect(kindOf("/robots.txt", "text/plain")).toBe("other")
    expect(markText("other", "User-agent: *", STORED_AT, "/robots.txt")).toBe("User-agent: *")
  })
})

describe("Cache keys and page paths", () => {
  it("stores every address without its query, so any query finds the stored page", () => {
    expect(withoutQuery("https://example.com/?gclid=x")).toBe("https://example.com/")
    expect(withoutQuery("https://example.com/tracker/a/?ref=sms#call")).toBe("https://example.com/tracker/a/")
    expect(withoutQuery("https://example.com/page-data/index/page-data.json")).toBe("https://example.com/page-data/index/page-data.json")
  })

  it("knows which page an address shows: its own, or the page whose data it is", () => {
    expect(pagePathOf("/")).toBe("/")
    expect(pagePathOf("/tracker/a/")).toBe("/tracker/a/")
    expect(pagePathOf("/page-data/index/page-data.json")).toBe("/")
    expect(pagePathOf("/page-data/tracker/a/page-data.json")).toBe("/tracker/a/")
    expect(pagePathOf("/page-data/404.html/page-data.json")).toBe("/404.html")
    expect(pagePathOf("/page-data/app-data.json")).toBeNull()
    expect(pagePathOf("/page-data/sq/d/123.json")).toBeNull()
    expect(pagePathOf("/trackers.vcf")).toBeNull()
  })

  it("asks the network first for what changes under its address", () => {
    for (const path of ["/", "/tracker/a/", "/404.html", "/trackers.vcf", "/page-data/app-data.json"]) expect([path, isChangeable(path)]).toEqual([path, true])
    for (const path of ["/app-2eb8b752df64082b6d11.js", "/static/a/b/c.avif"]) expect([path, isChangeable(path)]).toEqual([path, false])
  })
})

describe("Storing in tiers", () => {
  const manifest: OfflineEntry[] = [
    { url: "/", revision: "h1", tier: tier("numbers") },
    { url: "/trackers.vcf", revision: "v1", tier: tier("numbers") },
    { url: "/static/g/guide.avif", revision: null, tier: tier("numbers") },
    { url: "/tracker/a/", revision: "a1", tier: tier("pages") },
    { url: "/counties/huron/", revision: "c1", tier: tier("pages") },
    { url: "/page-data/index/page-data.json", revision: "d1", tier: tier("data") },
    { url: "/app-1111111111111111.js", revision: null, tier: tier("code") },
    { url: "/static/p/a.avif", revision: null, tier: tier("pictures") },
  ]
  const urls = (batches: OfflineEntry[][]) => batches.map((batch) => batch.map((entry) => entry.url))

  it("stores the page just visited first, then the numbers, then each tier in turn", () => {
    expect(urls(downloadBatches(manifest, {}, ["/tracker/a/"]))).toEqual([
      ["/tracker/a/"],
      ["/", "/trackers.vcf", "/static/g/guide.avif"],
      ["/counties/huron/"],
      ["/page-data/index/page-data.json"],
      ["/app-1111111111111111.js"],
      ["/static/p/a.avif"],
    ])
    // At install: the visited page and the numbers only.
    expect(urls(downloadBatches(manifest, {}, ["/"], NUMBERS_TIER))).toEqual([["/"], ["/trackers.vcf", "/static/g/guide.avif"]])
  })

  it("downloads after a new deploy only the files whose revision changed, and what never arrived", () => {
    const stored = {
      "/": "h0",
      "/trackers.vcf": "v1",
      "/static/g/guide.avif": null,
      "/tracker/a/": "a1",
      "/page-data/index/page-data.json": "d1",
      "/app-1111111111111111.js": null,
    }
    expect(needsDownload(manifest[0], stored)).toBe(true)
    expect(needsDownload(manifest[1], stored)).toBe(false)
    expect(needsDownload(manifest[2], stored)).toBe(false)
    expect(urls(downloadBatches(manifest, stored))).toEqual([["/"], ["/counties/huron/"], ["/static/p/a.avif"]])
  })

  it("counts the numbers as stored once every file of the tier is, at any revision: an older copy still opens offline", () => {
    expect(tierStored(manifest, { "/": "h1", "/trackers.vcf": "v1" }, NUMBERS_TIER)).toBe(false)
    expect(tierStored(manifest, { "/": "h0", "/trackers.vcf": "v0", "/static/g/guide.avif": null }, NUMBERS_TIER)).toBe(true)
  })

  it("finds what this build no longer lists, to delete once everything is stored", () => {
    expect(outdated(manifest, ["/", "/app-0000000000000000.js", "/tracker/gone/"])).toEqual(["/app-0000000000000000.js", "/tracker/gone/"])
  })
})

describe("The page for a page that did not load", () => {
  const wes = { name: "Wes <Haskell>", phone: "8105550142", baseTown: { name: "Almont" } }
  const NOW = Date.parse("2026-11-20T22:00:00Z")
  const rosterTracker = (slug: string, lat: number, more: Partial<RosterTracker> = {}): RosterTracker => ({
    slug,
    name: slug.toUpperCase(),
    phone: "8105550100",
    baseTown: { name: `${slug} town`, latitude: lat, longitude: -83 },
    counties: ["huron"],
    species: ["deer"],
    isApprentice: false,
    yearsTracking: 10,
    availability: null,
    ...more,
  })
  const roster: RosterFile = {
    builtAt: "2026-11-20T00:00:00Z",
    counties: [
      { slug: "huron", name: "Huron", centre: { latitude: 43.8, longitude: -83 } },
      { slug: "lapeer", name: "Lapeer", centre: { latitude: 43, longitude: -83.3 } },
    ],
    trackers: [
      rosterTracker("far", 44.5),
      rosterTracker("near", 43.81),
      rosterTracker("busy", 43.8, { availability: { status: "busy", until: null, updatedAt: "2026-11-20T20:00:00Z" } }),
      rosterTracker("free", 44.6, { availability: { status: "available", until: "2026-11-21T04:00:00Z", updatedAt: "2026-11-20T20:00:00Z" } }),
      rosterTracker("lapsed", 43.8, { availability: { status: "available", until: "2026-11-20T21:00:00Z", updatedAt: "2026-11-20T20:00:00Z" } }),
      rosterTracker("elsewhere", 43.8, { counties: ["lapeer"] }),
    ],
  }

  it("knows a profile's tracker and a county page's county from its address or its page data's", () => {
    expect(trackerSlugOf("/tracker/wes-haskell/")).toBe("wes-haskell")
    expect(trackerSlugOf("/page-data/tracker/wes-haskell/page-data.json")).toBe("wes-haskell")
    expect(trackerSlugOf("/counties/huron/")).toBeNull()
    expect(trackerSlugOf("/tracker/wes-haskell.vcf")).toBeNull()
    expect(countySlugOf("/counties/st-clair/")).toBe("st-clair")
    expect(countySlugOf("/page-data/counties/st-clair/page-data.json")).toBe("st-clair")
    expect(countySlugOf("/tracker/wes-haskell/")).toBeNull()
    expect(pageDataOf("/counties/st-clair/")).toBe("/page-data/counties/st-clair/page-data.json")
    expect(pageDataOf("/")).toBe("/page-data/index/page-data.json")
  })

  it("takes a county page's trackers from the stored roster in the site's order: who can come, then nearest the county's centre", () => {
    const answer = rosterAnswer("/counties/huron/", roster, NOW)
    expect(answer.kind === "county" && answer.county).toBe("Huron")
    // "free" can come (until 04:00); "lapsed" was available until 21:00, an hour ago; "busy" is on a track, after those whose status is unknown.
    expect(answer.kind === "county" && answer.trackers.map((tracker) => tracker.name)).toEqual(["FREE", "LAPSED", "NEAR", "FAR", "BUSY"])
    expect(rosterAnswer("/page-data/counties/huron/page-data.json", roster, NOW).kind).toBe("county")
  })

  it("knows a tracker or county the roster lacks is no page, and knows nothing without a roster", () => {
    expect(rosterAnswer("/tracker/near/", roster, NOW)).toEqual({ kind: "tracker", tracker: roster.trackers[1] })
    expect(rosterAnswer("/tracker/nobody/", roster, NOW)).toEqual({ kind: "unknown" })
    expect(rosterAnswer("/counties/nowhere/", roster, NOW)).toEqual({ kind: "unknown" })
    expect(rosterAnswer("/counties/huron/", null, NOW)).toEqual({ kind: "none" })
    // A roster stored by an earlier build, before it carried the counties or under other names, is read as none.
    expect(rosterAnswer("/counties/huron/", readRosterFile({ builtAt: roster.builtAt, trackers: roster.trackers }), NOW)).toEqual({ kind: "none" })
    const olderNames = {
      ...roster,
      trackers: roster.trackers.map(({ baseTown, ...tracker }) => ({ ...tracker, town: baseTown.name, lat: baseTown.latitude, lon: baseTown.longitude })),
    }
    expect(readRosterFile(olderNames)).toBeNull()
    expect(readRosterFile(roster)).toBe(roster)
    expect(rosterAnswer("/bear-tracking/", roster, NOW)).toEqual({ kind: "none" })
  })

  it("gives the tracker's name, town, Call and Text and a retry, says it did not load rather than that it is missing, and runs no script", () => {
    const html = unreachablePage('https://example.test/tracker/wes-haskell/?ref="x"', { kind: "tracker", tracker: wes })
    expect(html).toContain("<h1>Wes &#60;Haskell&#62;&#39;s page did not load</h1>")
    expect(html).toContain('href="tel:+18105550142"')
    expect(html).toContain('href="sms:+18105550142"')
    expect(html).toContain("Call (810) 555-0142")
    expect(html).toContain("Based in Almont.")
    expect(html).toContain('<a href="https://example.test/tracker/wes-haskell/?ref=&#34;x&#34;">Try again</a>')
    expect(html).not.toMatch(/not found|<script/i)
  })

  it("gives a county's trackers in order, each with a town, a Call and a Text that name them", () => {
    const html = unreachablePage("https://example.test/counties/huron/", rosterAnswer("/counties/huron/", roster, NOW))
    expect(html).toContain("<h1>The Huron County page did not load</h1>")
    const names = [...html.matchAll(/<li><h2>([^<]+)<\/h2>/g)].map((match) => match[1])
    expect(names).toEqual(["FREE", "LAPSED", "NEAR", "FAR", "BUSY"])
    expect(html).toContain("<p>Based in near town</p>")
    expect(html).toContain('Call (810) 555-0100<span class="vh"> NEAR</span>')
    expect(html).toContain('Text<span class="vh"> NEAR</span>')
    expect(html).not.toMatch(/not found|<script/i)
  })

  it("without a tracker, still offers a retry, every tracker and the home page", () => {
    const html = unreachablePage("https://example.test/bear-tracking/", { kind: "none" })
    expect(html).toContain("<h1>This page did not load</h1>")
    expect(html).not.toContain("tel:")
    for (const href of ["https://example.test/bear-tracking/", "/trackers/", "/"]) expect(html).toContain(`href="${href}"`)
  })
})
