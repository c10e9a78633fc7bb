/**
 * @jest-environment node
 */
/**
 * The host rules the build writes (public/_headers, public/_redirects),
 * served by the test host that applies them as Netlify does: which headers
 * every kind of answer gets, the policies joined as the host joins them,
 * caching, redirects and 404s. What each rule says is also checked on the
 * rule functions in __tests__/host-rules.test.ts; the pages themselves load
 * under these rules in Chromium (e2e/pages.spec.ts, served the same way).
 */
import fs from "node:fs"
import path from "node:path"
import { ALL_ROUTES, trackers } from "../../e2e/support/content"
import { startStaticHost, type StaticHost } from "../../e2e/support/static-host"
import { PUBLIC_DIR } from "../../e2e/support/weight"

/** On every answer, from the `/*` rule. */
const SECURITY_HEADERS = {
  "strict-transport-security": /^max-age=\d{8,}; includeSubDomains$/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "permissions-policy": /(^|, )camera=\(\), .*geolocation=\(self\), .*microphone=\(\)/,
  "x-frame-options": /^DENY$/,
}

/** The pages' policy: hashes only. */
const PAGE_CSP = /^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+; style-src 'self' [^,]*frame-ancestors 'none'$/
/** The baseline on every path: the admin's needs, nothing from elsewhere. */
const BASELINE_CSP = /^default-src 'self'; script-src 'self' 'unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+; style-src 'self' 'unsafe-inline'; [^,]*frame-ancestors 'none'$/

/** A header two rules set arrives as one, the values joined with a comma: a CSP's is each policy, all enforced. */
const policies = (header: string | undefined) => String(header).split(", ")

const builtFiles = (dir = PUBLIC_DIR, base = ""): string[] =>
  fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const relative = base ? `${base}/${entry.name}` : entry.name
    return entry.isDirectory() ? builtFiles(dir, relative) : [relative]
  })

let host: StaticHost
beforeAll(async () => {
  host = await startStaticHost()
})
afterAll(() => host.close())

/** One answer, redirects not followed. */
const get = (url: string) => fetch(`${host.origin}${url}`, { redirect: "manual" })

describe("Host rules: headers", () => {
  it("every kind of answer carries the security headers", async () => {
    const asset = builtFiles().find((file) => /^app-[0-9a-f]+\.js$/.test(file))
    const paths = ["/", ...ALL_ROUTES, "/no-such-page/", "/page-data/index/page-data.json", `/${asset}`, "/robots.txt", "/og-image.png", "/admin/"]
    for (const url of paths) {
      const response = await get(`${url}`)
      for (const [name, pattern] of Object.entries(SECURITY_HEADERS)) {
        expect({ url, name, value: response.headers.get(name) }).toEqual({ url, name, value: expect.stringMatching(pattern) })
      }
      expect({ url, baseline: policies(response.headers.get("content-security-policy") ?? undefined)[0] }).toEqual({ url, baseline: expect.stringMatching(BASELINE_CSP) })
    }
  })

  it("every page, /index.html, a 404 under a page family and the service worker get the pages' policy beside the baseline", async () => {
    for (const url of ["/", "/index.html", ...ALL_ROUTES, "/404.html", "/tracker/nobody-here/", "/counties/nowhere/", "/sw.js"]) {
      const response = await get(`${url}`)
      const [baseline, page, ...more] = policies(response.headers.get("content-security-policy") ?? undefined)
      expect([url, more]).toEqual([url, []])
      expect(baseline).toMatch(BASELINE_CSP)
      expect(page).toMatch(PAGE_CSP)
      expect(page).not.toMatch(/unsafe-eval|unsafe-inline/)
    }
  })

  it("/admin/ gets the admin's own policy beside the baseline, and not the pages'", async () => {
    for (const url of ["/admin/", "/admin/cms.js"]) {
      const [baseline, admin, ...more] = policies((await get(`${url}`)).headers.get("content-security-policy") ?? undefined)
      expect([url, more]).toEqual([url, []])
      expect(baseline).toMatch(BASELINE_CSP)
      expect(admin).toMatch(/^default-src 'self'; script-src 'self' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; /)
      expect(admin).toContain("frame-ancestors 'none'")
      expect(admin).not.toContain("sha256-")
    }
  })

  it("an unknown top-level path answers 404 under the baseline policy alone, since host rules match the request path", async () => {
    const response = await get(`/no-such-page/`)
    expect(response.status).toBe(404)
    expect(policies(response.headers.get("content-security-policy") ?? undefined)).toEqual([expect.stringMatching(BASELINE_CSP)])
  })

  it("the offline service worker is served as JavaScript that revalidates", async () => {
    const response = await get(`/sw.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toMatch(/^application\/javascript/)
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate")
    expect(await response.text()).toContain("workbox")
  })

  it("hashed assets are cached for a year; HTML and page data always revalidate", async () => {
    const files = builtFiles()
    const hashed = [files.find((file) => /^app-[0-9a-f]+\.js$/.test(file)), files.find((file) => file.startsWith("static/"))].filter(Boolean)
    for (const file of hashed) {
      const response = await get(`/${file}`)
      expect(response.status).toBe(200)
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    }
    for (const url of [...ALL_ROUTES, "/page-data/index/page-data.json", "/page-data/app-data.json", "/404.html"]) {
      const response = await get(`${url}`)
      expect(response.status).toBe(200)
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate")
    }
  })
})

describe("The editor stays on /admin/", () => {
  it("no public page or script carries Netlify's Identity widget, which only /admin/ loads", () => {
    const carriers = builtFiles()
      .filter((file) => /\.(?:html|js)$/.test(file) && !file.startsWith("admin/"))
      .filter((file) => /netlify-identity|invite_token/.test(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")))
    expect(carriers).toEqual([])
  })
})

describe("Host rules: redirects and 404s", () => {
  it("each tracker's address in capitals or as the name is written answers 301 with the lowercase page", async () => {
    for (const tracker of trackers) {
      const spellings = [tracker.name.split(" ").join("-"), tracker.slug.toUpperCase()]
      for (const spelling of spellings) {
        for (const url of [`/tracker/${spelling}/`, `/tracker/${spelling}`]) {
          const response = await get(`${url}`)
          expect(response.status).toBe(301)
          expect(response.headers.get("location")).toBe(`/tracker/${tracker.slug}/`)
        }
      }
      const lowercase = await get(`/tracker/${tracker.slug}/`)
      expect(lowercase.status).toBe(200)
    }
  })

  it("unknown trackers and unknown paths answer 404 with the not-found page", async () => {
    const notFound = fs.readFileSync(path.join(PUBLIC_DIR, "404.html"), "utf8")
    for (const url of ["/tracker/nobody-here/", "/no-such-page/", "/counties/nowhere/"]) {
      const response = await get(`${url}`)
      expect(response.status).toBe(404)
      expect(await response.text()).toBe(notFound)
    }
  })
})

