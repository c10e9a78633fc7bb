/**
 * @jest-environment node
 */
/**
 * The host rules the build writes (public/_headers, public/_redirects), as
 * Cloudflare's own runtime applies them (`wrangler dev`, started from
 * the project's dependencies; it refuses to start the test host if it
 * would drop a rule): which headers every kind of answer gets, caching,
 * redirects and 404s. What each rule says is also checked on the rule
 * functions in __tests__/host-rules.test.ts; the pages themselves load under
 * these rules in Chromium (the browser tests run on the same runtime).
 */
import fs from "node:fs"
import path from "node:path"
import { ALL_ROUTES, trackers } from "../../test-support/content"
import { startHost, type Host } from "../../test-support/host"
import { PUBLIC_DIR } from "../../test-support/weight"
import { BUILD_STAMP } from "../../src/shared/offline/build-stamp"
import { scriptsStartedAfterPaint } from "../../src/build/post-build/paint-first"
import { filesUnder } from "../../test-support/files"
import { parsePage } from "../../src/build/html-tree"
import { inlineSources, sha256Source } from "../../src/build/host/csp"
import { isSitePage, urlPathOfHtml } from "../../src/shared/built-files"
import { headerAllows } from "../setup/csp-check"

jest.setTimeout(60_000)

/** On every answer to a file, from the `/*` rule. */
const SECURITY_HEADERS = {
  "strict-transport-security": /^max-age=\d{8,}; includeSubDomains$/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "permissions-policy": /(^|, )camera=\(\), .*geolocation=\(self\), .*microphone=\(\)/,
  "x-frame-options": /^DENY$/,
}

/** The pages' policy: the site's own origin and hashed inline scripts (each page narrows its styles in its own head, __tests__/built/head.test.ts). */
const PAGE_CSP = /^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+; style-src 'self' 'unsafe-inline'; [^,]*frame-ancestors 'none'$/

/** A header set by two rules arrives as one, the values joined with a comma: for a CSP, each policy, all enforced. */
const policies = (header: string | null) => String(header).split(", ")

const builtFiles = () => filesUnder(PUBLIC_DIR)

let host: Host
beforeAll(async () => {
  host = await startHost()
})
afterAll(() => host.close())

/** One answer, redirects not followed. */
const get = (url: string) => fetch(`${host.origin}${url}`, { redirect: "manual" })

describe("Host rules: headers, through Cloudflare's runtime", () => {
  it("every kind of answer carries the security headers and a strict policy: pages, files, an unknown path, the editor", async () => {
    const asset = builtFiles().find((file) => /^app-[0-9a-f]+\.js$/.test(file))
    const paths = [
      ...ALL_ROUTES,
      "/no-such-page/",
      "/tracker/nobody-here/",
      "/page-data/index/page-data.json",
      `/${asset}`,
      "/robots.txt",
      "/og-image.png",
      "/sw.js",
      "/admin/",
    ]
    for (const url of paths) {
      const response = await get(url)
      for (const [name, pattern] of Object.entries(SECURITY_HEADERS)) {
        expect({ url, name, value: response.headers.get(name) }).toEqual({ url, name, value: expect.stringMatching(pattern) })
      }
      const csp = response.headers.get("content-security-policy")
      expect({ url, csp }).toEqual({ url, csp: expect.any(String) })
      // No path may run eval or inline script it did not hash; only the editor evaluates (Decap's config check).
      if (url !== "/admin/") expect({ url, eval: csp!.includes("'unsafe-eval'") }).toEqual({ url, eval: false })
      for (const policy of policies(csp)) expect({ url, policy }).not.toEqual({ url, policy: expect.stringMatching(/script-src[^;]*'unsafe-inline'/) })
    }
  })

  it("every page, an unknown path and the offline worker get exactly the pages' policy", async () => {
    for (const url of [...ALL_ROUTES, "/no-such-page/", "/tracker/nobody-here/", "/counties/nowhere/", "/sw.js"]) {
      const found = policies((await get(url)).headers.get("content-security-policy"))
      expect({ url, found }).toEqual({ url, found: [expect.stringMatching(PAGE_CSP)] })
    }
  })

  it("every inline script of every built page is allowed by the policy the host serves the page with, by the hash of the bytes served", async () => {
    const pages = builtFiles().filter(isSitePage)
    expect(pages.length).toBeGreaterThan(20)
    for (const file of pages) {
      const response = await fetch(`${host.origin}${urlPathOfHtml(file)}`)
      const csp = String(response.headers.get("content-security-policy"))
      const scripts = inlineSources(parsePage(await response.text())).scripts
      expect({ file, scripts: scripts.length > 0 }).toEqual({ file, scripts: true })
      const unhashed = scripts.filter((script) => !headerAllows(csp, "script-src", { kind: "inline", hash: sha256Source(script) }, host.origin))
      expect({ file, unhashed }).toEqual({ file, unhashed: [] })
    }
  })

  it("/admin/ gets the editor's own policy instead of the pages', and keeps its GitHub sign-in window", async () => {
    for (const url of ["/admin/", "/admin/cms.js"]) {
      const response = await get(url)
      const [admin, ...more] = policies(response.headers.get("content-security-policy"))
      expect([url, more]).toEqual([url, []])
      expect(admin).toMatch(/^default-src 'self'; script-src 'self' 'unsafe-eval'( 'sha256-[^']+')*; style-src 'self' 'unsafe-inline'; /)
      expect(admin).toContain("https://api.github.com")
      expect(admin).toContain("frame-ancestors 'none'")
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups")
    }
    expect((await get("/")).headers.get("cross-origin-opener-policy")).toBe("same-origin")
  })

  it("the offline service worker is served as JavaScript that revalidates", async () => {
    const response = await get("/sw.js")
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toMatch(/^application\/javascript/)
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate")
    expect(await response.text()).toContain("workbox")
  })

  it("hashed assets are cached for a year; pages, page data, the roster, the build's stamp and contact cards always revalidate", async () => {
    const files = builtFiles()
    // This build's app bundle, as the home page starts it (earlier builds' may still be in public/).
    const app = scriptsStartedAfterPaint(parsePage(fs.readFileSync(path.join(PUBLIC_DIR, "index.html"), "utf8")))
      .find((script) => /^\/app-[0-9a-f]+\.js$/.test(script))!
      .slice(1)
    const hashed = [app, files.find((file) => file.startsWith("static/"))].filter(Boolean)
    for (const file of hashed) {
      const response = await get(`/${file}`)
      expect(response.status).toBe(200)
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    }
    for (const url of [...ALL_ROUTES, "/page-data/index/page-data.json", "/page-data/app-data.json", "/roster.json", BUILD_STAMP.path, "/trackers.vcf"]) {
      const response = await get(url)
      expect({ url, status: response.status }).toEqual({ url, status: 200 })
      expect({ url, cache: response.headers.get("cache-control") }).toEqual({ url, cache: "public, max-age=0, must-revalidate" })
    }
  })

  it("contact cards are vCards, which phones hand to the address book", async () => {
    for (const url of ["/trackers.vcf", `/tracker/${trackers[0].slug}.vcf`]) {
      expect((await get(url)).headers.get("content-type")).toBe("text/vcard; charset=utf-8")
    }
  })
})

describe("Host rules: redirects and 404s, through Cloudflare's runtime", () => {
  it("each tracker's address as the name is written or capitalised answers 301 with the lowercase page", async () => {
    for (const tracker of trackers) {
      const capitalised = tracker.slug.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())
      for (const spelling of [tracker.name.split(" ").join("-"), capitalised]) {
        for (const url of [`/tracker/${spelling}/`, `/tracker/${spelling}`]) {
          const response = await get(url)
          expect({ url, status: response.status, to: response.headers.get("location") }).toEqual({ url, status: 301, to: `/tracker/${tracker.slug}/` })
        }
      }
      expect((await get(`/tracker/${tracker.slug}/`)).status).toBe(200)
    }
  })

  it("unknown trackers and unknown paths answer 404 with the not-found page", async () => {
    const notFound = fs.readFileSync(path.join(PUBLIC_DIR, "404.html"), "utf8")
    for (const url of ["/tracker/nobody-here/", "/no-such-page/", "/counties/nowhere/"]) {
      const response = await get(url)
      expect({ url, status: response.status }).toEqual({ url, status: 404 })
      expect(await response.text()).toBe(notFound)
    }
  })
})
