/** @jest-environment node */
import {
  IMMUTABLE,
  REVALIDATE,
  formatHeadersFile,
  headerRules,
  headersFor,
  isHashedAsset,
  isSitePage,
  pagePolicyPaths,
  parseHeadersFile,
  pathMatches,
  urlPathOfHtml,
} from "../src/node/deploy/headers"
import { formatRedirectsFile, mixedCaseSpellings, parseRedirectsFile, redirectFor, trackerRedirects } from "../src/node/deploy/redirects"

const FILES = [
  "index.html",
  "404.html",
  "404/index.html",
  "tracker/jane-doe/index.html",
  "tracker/jane-doe.vcf",
  "counties/huron/index.html",
  "bear-tracking/index.html",
  "admin/index.html",
  "admin/cms.js",
  "app-3fec5e0b0f32cdc64068.js",
  "app-3fec5e0b0f32cdc64068.js.map",
  "static/abc123/def456/photo.webp",
  "page-data/index/page-data.json",
  "_gatsby/slices/_gatsby-scripts-1.html",
  "robots.txt",
  "og-image.png",
  "sw.js",
]

const PAGE_CSP = "default-src 'self'; script-src 'self' 'sha256-abc='"
const ADMIN_CSP = "default-src 'self'; script-src 'self' 'unsafe-eval'"

const csp = (rules: ReturnType<typeof headerRules>, path: string) =>
  headersFor(rules, path)
    .filter(([name]) => name === "Content-Security-Policy")
    .map(([, value]) => value)

describe("The _headers file", () => {
  const rules = headerRules({ files: FILES, csp: PAGE_CSP, adminCsp: ADMIN_CSP })

  it("maps built HTML files to the addresses they answer", () => {
    expect(urlPathOfHtml("index.html")).toBe("/")
    expect(urlPathOfHtml("tracker/jane-doe/index.html")).toBe("/tracker/jane-doe/")
    expect(urlPathOfHtml("404.html")).toBe("/404.html")
  })

  it("recognises webpack's content-hashed file names", () => {
    expect(isHashedAsset("app-3fec5e0b0f32cdc64068.js")).toBe(true)
    expect(isHashedAsset("framework-33fd671666f6924904b4.js.map")).toBe(true)
    expect(isHashedAsset("robots.txt")).toBe(false)
    expect(isHashedAsset("static/app-3fec5e0b0f32cdc64068.js")).toBe(false)
  })

  it("sends the security headers other than the CSP on every path", () => {
    for (const path of ["/", "/no-such-page/", "/robots.txt", "/static/x.webp", "/admin/"]) {
      const names = headersFor(rules, path).map(([name]) => name)
      expect(names).toEqual(
        expect.arrayContaining(["Strict-Transport-Security", "X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy", "X-Frame-Options"]),
      )
    }
    expect(Object.fromEntries(headersFor(rules, "/"))).toMatchObject({
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Content-Type-Options": "nosniff",
    })
    expect(rules.find((rule) => rule.path === "/*")?.headers.map(([name]) => name)).not.toContain("Content-Security-Policy")
  })

  it("takes the page families from the built HTML, leaving out the admin and Gatsby's fragments", () => {
    expect(pagePolicyPaths(FILES)).toEqual(["/", "/404.html", "/404/*", "/bear-tracking/*", "/counties/*", "/tracker/*"])
    expect(isSitePage("admin/index.html")).toBe(false)
    expect(isSitePage("_gatsby/slices/_gatsby-scripts-1.html")).toBe(false)
    expect(isSitePage("privacy/index.html")).toBe(true)
    // A page added later is covered by the next build with no list to update.
    expect(pagePolicyPaths([...FILES, "guides/blood-trails/index.html"])).toContain("/guides/*")
  })

  it("gives every page exactly one policy, the pages' own, and the admin exactly one, its own", () => {
    for (const path of ["/", "/404.html", "/404/", "/tracker/jane-doe/", "/counties/huron/", "/bear-tracking/"]) {
      expect(csp(rules, path)).toEqual([PAGE_CSP])
    }
    for (const path of ["/admin/", "/admin/cms.js"]) expect(csp(rules, path)).toEqual([ADMIN_CSP])
  })

  it("covers a 404 under a page family with the pages' policy; an unknown top-level path matches no policy rule", () => {
    expect(csp(rules, "/tracker/nobody-here/")).toEqual([PAGE_CSP])
    expect(csp(rules, "/counties/nowhere/")).toEqual([PAGE_CSP])
    expect(csp(rules, "/no-such-page/")).toEqual([])
  })

  it("leaves out the admin's rule when the build has no admin", () => {
    const withoutAdmin = headerRules({ files: FILES.filter((file) => !file.startsWith("admin/")), csp: PAGE_CSP, adminCsp: ADMIN_CSP })
    expect(withoutAdmin.map((rule) => rule.path)).not.toContain("/admin/*")
  })

  it("caches hashed assets for good and makes HTML and page data revalidate", () => {
    const cacheControl = (path: string) => headersFor(rules, path).filter(([name]) => name === "Cache-Control")
    expect(cacheControl("/app-3fec5e0b0f32cdc64068.js")).toEqual(IMMUTABLE)
    expect(cacheControl("/static/abc123/def456/photo.webp")).toEqual(IMMUTABLE)
    expect(cacheControl("/")).toEqual(REVALIDATE)
    expect(cacheControl("/tracker/jane-doe/")).toEqual(REVALIDATE)
    expect(cacheControl("/404.html")).toEqual(REVALIDATE)
    expect(cacheControl("/page-data/index/page-data.json")).toEqual(REVALIDATE)
  })

  it("makes the offline service worker revalidate on every visit, so a new deploy is found at once", () => {
    expect(headersFor(rules, "/sw.js").filter(([name]) => name === "Cache-Control")).toEqual(REVALIDATE)
    expect(headerRules({ files: ["index.html"], csp: "", adminCsp: "" }).map((rule) => rule.path)).not.toContain("/sw.js")
  })

  it("runs the service worker under the pages' policy, which its worker-src allows", () => {
    expect(csp(rules, "/sw.js")).toEqual([PAGE_CSP])
  })

  it("never sets one header twice for a built file, whatever the host does with duplicates", () => {
    for (const file of FILES) {
      const names = headersFor(rules, `/${file}`).map(([name]) => name)
      expect(new Set(names).size).toBe(names.length)
    }
  })

  it("leaves Gatsby's internal slice fragments without a page rule", () => {
    expect(rules.map((rule) => rule.path)).not.toContain("/_gatsby/slices/_gatsby-scripts-1.html")
  })

  it("sends a renamed tracker's earlier address (their file's name) to the new one", () => {
    const rules = trackerRedirects([{ key: "dale-oconnor", slug: "dale-o-connor", name: "Dale O Connor" }])
    for (const from of ["/tracker/dale-oconnor/", "/tracker/dale-oconnor"]) {
      expect(redirectFor(rules, from)).toEqual({ from, to: "/tracker/dale-o-connor/", status: 301 })
    }
  })

  it("writes a file that reads back to the same rules", () => {
    const text = formatHeadersFile(rules, "Generated")
    expect(text.startsWith("# Generated\n/*\n  Strict-Transport-Security: ")).toBe(true)
    expect(text).toContain(`\n/admin/*\n  Content-Security-Policy: ${ADMIN_CSP}\n`)
    expect(parseHeadersFile(text)).toEqual(rules.map((rule) => ({ path: rule.path, headers: rule.headers.map(([n, v]) => [n, v]) })))
  })

  it("matches paths as hosts do, * standing for anything", () => {
    expect(pathMatches("/*", "/a/b.js")).toBe(true)
    expect(pathMatches("/static/*", "/static/a/b.png")).toBe(true)
    expect(pathMatches("/static/*", "/staticx")).toBe(false)
    expect(pathMatches("/tracker/jane-doe/", "/tracker/jane-doe/")).toBe(true)
    expect(pathMatches("/app-1.js", "/app-1xjs")).toBe(false)
  })
})

describe("The _redirects file", () => {
  const trackers = [
    { key: "ron-vanderkolk", slug: "ron-vanderkolk", name: "Ron VanderKolk" },
    { key: "jane-doe", slug: "jane-doe", name: "Jane Doe" },
  ]

  it("spells each tracker's address as the name is written, capitalised and in capitals", () => {
    expect(mixedCaseSpellings(trackers[0])).toEqual(["Ron-VanderKolk", "Ron-Vanderkolk", "RON-VANDERKOLK"])
    expect(mixedCaseSpellings({ slug: "jane-doe", name: "Jane Doe" })).toEqual(["Jane-Doe", "JANE-DOE"])
  })

  it("skips a spelling that would not lowercase to the slug", () => {
    expect(mixedCaseSpellings({ slug: "jo-ann-lee", name: "Jo Ann Lee-Smith" })).toEqual(["Jo-Ann-Lee", "JO-ANN-LEE"])
  })

  it("sends every spelling, with or without the trailing slash, to the lowercase page with a 301", () => {
    const rules = trackerRedirects(trackers)
    expect(rules[0]).toEqual({ from: "/tracker/Jane-Doe/", to: "/tracker/jane-doe/", status: 301 })
    expect(redirectFor(rules, "/tracker/RON-VANDERKOLK")).toEqual({ from: "/tracker/RON-VANDERKOLK", to: "/tracker/ron-vanderkolk/", status: 301 })
    expect(redirectFor(rules, "/tracker/ron-vanderkolk/")).toBeUndefined()
    expect(rules.every((rule) => rule.from !== rule.to && rule.from.toLowerCase().replace(/\/?$/, "/") === rule.to)).toBe(true)
  })

  it("sends a renamed tracker's earlier address (their file's name) to the new one", () => {
    const rules = trackerRedirects([{ key: "dale-oconnor", slug: "dale-o-connor", name: "Dale O Connor" }])
    for (const from of ["/tracker/dale-oconnor/", "/tracker/dale-oconnor"]) {
      expect(redirectFor(rules, from)).toEqual({ from, to: "/tracker/dale-o-connor/", status: 301 })
    }
  })

  it("writes a file that reads back to the same rules", () => {
    const rules = trackerRedirects(trackers)
    expect(parseRedirectsFile(formatRedirectsFile(rules, "Generated"))).toEqual(rules)
  })
})
