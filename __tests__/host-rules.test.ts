/** @jest-environment node */
import { PRODUCTION_BACKEND } from "../src/cms/backend"
import { buildAdminCsp, buildBaselineCsp, buildCsp, cspAllows, headerAllows, inlineSources, sha256Source, type CspProbe } from "../src/node/deploy/csp"
import {
  DENIED_FEATURES,
  IMMUTABLE,
  REVALIDATE,
  formatHeadersFile,
  headerRules,
  headersFor,
  isHashedAsset,
  joinedHeaders,
  pagePolicyPaths,
  parseHeadersFile,
  pathMatches,
} from "../src/node/deploy/headers"
import { isSitePage, urlPathOfHtml } from "../src/node/built-site"
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

const ORIGIN = "https://thumbareadeertrackers.com"

/** Policies built as the build builds them, from a page with what Gatsby writes inline (a script, a style element, a style attribute). */
const PAGE = inlineSources('<style>.a{color:red}</style><div style="opacity:0"></div><script>window.pagePath="/"</script>')
const ADMIN_PAGE = inlineSources("<script>window.CMS_MANUAL_INIT=true</script>")
const PAGE_CSP = buildCsp([PAGE])
const ADMIN_CSP = buildAdminCsp(ADMIN_PAGE, PRODUCTION_BACKEND)
const BASELINE_CSP = buildBaselineCsp([PAGE], ADMIN_PAGE, PRODUCTION_BACKEND)

/** The `_headers` file as written and read back, so the checks see what a host reads. */
const rules = parseHeadersFile(formatHeadersFile(headerRules({ files: FILES, csp: PAGE_CSP, adminCsp: ADMIN_CSP, baselineCsp: BASELINE_CSP }), "Generated"))

/** The Content-Security-Policy header a path is answered with, values of two rules joined as Netlify joins them. */
const cspHeader = (path: string) => joinedHeaders(rules, path)["content-security-policy"]

const DIRECTIVES = ["default-src", "script-src", "script-src-elem", "style-src", "style-src-attr", "img-src", "font-src", "connect-src", "manifest-src", "worker-src", "frame-src", "object-src", "base-uri", "form-action", "frame-ancestors"]

/** Everything worth asking any of the policies: each hash they list, inline code without one, eval, the site, a stranger, every origin they name, data: and blob:. */
function probes(...policies: string[]): CspProbe[] {
  const hashes = [...new Set(policies.flatMap((policy) => policy.match(/'sha256-[^']+'/g) ?? []))]
  const origins = [...new Set(policies.flatMap((policy) => policy.match(/https:\/\/[^\s;]+/g) ?? []))]
  return [
    ...[...hashes, null].flatMap((hash): CspProbe[] => [
      { kind: "inline", hash },
      { kind: "attribute", hash },
    ]),
    { kind: "eval" },
    ...[`${ORIGIN}/app.js`, "https://evil.example/x.js", ...origins, "data:image/png;base64,AA", "blob:https://thumbareadeertrackers.com/1"].map((url): CspProbe => ({ kind: "url", url })),
  ]
}

/** Whether a joined header allows exactly what one policy alone allows, for every directive and probe. */
function enforcesExactly(header: string, policy: string): string[] {
  return DIRECTIVES.flatMap((directive) =>
    probes(header, policy)
      .filter((probe) => headerAllows(header, directive, probe, ORIGIN) !== cspAllows(policy, directive, probe, ORIGIN))
      .map((probe) => `${directive} ${JSON.stringify(probe)}`),
  )
}

describe("The _headers file", () => {
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

  it("sends the security headers and a CSP on every path", () => {
    for (const path of ["/", "/index.html", "/no-such-page/", "/tracker/nobody/", "/robots.txt", "/static/x.webp", "/admin/"]) {
      expect(Object.keys(joinedHeaders(rules, path))).toEqual(
        expect.arrayContaining(["strict-transport-security", "x-content-type-options", "referrer-policy", "permissions-policy", "x-frame-options", "content-security-policy"]),
      )
    }
    expect(joinedHeaders(rules, "/")).toMatchObject({ "referrer-policy": "strict-origin-when-cross-origin", "x-content-type-options": "nosniff" })
  })

  it("lets the site itself ask for the phone's location and denies every other feature, to the site and anything embedded", () => {
    const policy = joinedHeaders(rules, "/")["permissions-policy"].split(", ")
    expect(policy).toContain("geolocation=(self)")
    expect(policy.filter((feature) => feature !== "geolocation=(self)")).toEqual(DENIED_FEATURES.map((feature) => `${feature}=()`))
    expect(policy).toEqual(expect.arrayContaining(["camera=()", "microphone=()", "payment=()"]))
  })

  it("takes the page families from the built HTML, leaving out the admin and Gatsby's fragments", () => {
    expect(pagePolicyPaths(FILES)).toEqual(["/", "/404.html", "/404/*", "/bear-tracking/*", "/counties/*", "/index.html", "/tracker/*"])
    expect(isSitePage("admin/index.html")).toBe(false)
    expect(isSitePage("_gatsby/slices/_gatsby-scripts-1.html")).toBe(false)
    expect(isSitePage("privacy/index.html")).toBe(true)
    // A page added later is covered by the next build with no list to update.
    expect(pagePolicyPaths([...FILES, "guides/blood-trails/index.html"])).toContain("/guides/*")
  })

  it("makes every page, /index.html, a 404 under a page family and the service worker enforce exactly the pages' policy", () => {
    for (const path of ["/", "/index.html", "/404.html", "/404/", "/tracker/jane-doe/", "/tracker/nobody/", "/counties/huron/", "/bear-tracking/", "/sw.js"]) {
      expect([path, cspHeader(path)]).toEqual([path, `${BASELINE_CSP}, ${PAGE_CSP}`])
      expect([path, enforcesExactly(cspHeader(path), PAGE_CSP)]).toEqual([path, []])
    }
    // What that means in practice: the pages' inline code by hash, nothing else, no eval, and the worker from the site.
    const header = cspHeader("/")
    expect(headerAllows(header, "script-src", { kind: "inline", hash: sha256Source('window.pagePath="/"') }, ORIGIN)).toBe(true)
    expect(headerAllows(header, "style-src", { kind: "attribute", hash: sha256Source("opacity:0") }, ORIGIN)).toBe(true)
    expect(headerAllows(header, "script-src", { kind: "inline", hash: sha256Source("alert(1)") }, ORIGIN)).toBe(false)
    expect(headerAllows(header, "style-src", { kind: "attribute", hash: sha256Source("color:red") }, ORIGIN)).toBe(false)
    expect(headerAllows(header, "script-src", { kind: "eval" }, ORIGIN)).toBe(false)
    expect(headerAllows(header, "worker-src", { kind: "url", url: "/sw.js" }, ORIGIN)).toBe(true)
    expect(headerAllows(header, "img-src", { kind: "url", url: "blob:https://thumbareadeertrackers.com/1" }, ORIGIN)).toBe(false)
  })

  it("lets the admin do exactly what its own policy allows, which the pages' forbids", () => {
    for (const path of ["/admin/", "/admin/cms.js"]) {
      expect(cspHeader(path)).toBe(`${BASELINE_CSP}, ${ADMIN_CSP}`)
      expect([path, enforcesExactly(cspHeader(path), ADMIN_CSP)]).toEqual([path, []])
    }
    expect(headerAllows(cspHeader("/admin/"), "script-src", { kind: "eval" }, ORIGIN)).toBe(true)
    expect(headerAllows(cspHeader("/admin/"), "style-src", { kind: "inline", hash: null }, ORIGIN)).toBe(true)
  })

  it("answers an unknown top-level path with the baseline, which allows the admin's needs and locks everything else", () => {
    const header = cspHeader("/no-such-page/")
    expect(header).toBe(BASELINE_CSP)
    // Loose enough for the admin: anything its policy allows, the baseline allows.
    for (const directive of DIRECTIVES) {
      for (const probe of probes(ADMIN_CSP, PAGE_CSP)) {
        if (cspAllows(ADMIN_CSP, directive, probe, ORIGIN) || cspAllows(PAGE_CSP, directive, probe, ORIGIN)) {
          expect([directive, probe, headerAllows(header, directive, probe, ORIGIN)]).toEqual([directive, probe, true])
        }
      }
    }
    // Locked: no other origin's scripts, styles, frames or connections (but the CMS backend's API), no plugins, no framing, no <base> elsewhere.
    const stranger: CspProbe = { kind: "url", url: "https://evil.example/x" }
    for (const directive of ["script-src", "style-src", "img-src", "connect-src", "frame-src", "worker-src", "object-src", "base-uri", "form-action", "frame-ancestors"]) {
      expect([directive, headerAllows(header, directive, stranger, ORIGIN)]).toEqual([directive, false])
    }
    expect(headerAllows(header, "object-src", { kind: "url", url: "/x.swf" }, ORIGIN)).toBe(false)
    expect(headerAllows(header, "frame-ancestors", { kind: "url", url: "/" }, ORIGIN)).toBe(false)
    expect(headerAllows(header, "script-src", { kind: "inline", hash: sha256Source("alert(1)") }, ORIGIN)).toBe(false)
    expect(header).toMatch(/^default-src 'self'; /)
  })

  it("leaves out the admin's rule when the build has no admin", () => {
    const withoutAdmin = headerRules({ files: FILES.filter((file) => !file.startsWith("admin/")), csp: PAGE_CSP, adminCsp: ADMIN_CSP, baselineCsp: BASELINE_CSP })
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
    expect(headerRules({ files: ["index.html"], csp: "", adminCsp: "", baselineCsp: "" }).map((rule) => rule.path)).not.toContain("/sw.js")
  })

  it("serves contact cards as vCards, which phones hand to the contacts", () => {
    expect(joinedHeaders(rules, "/tracker/jane-doe.vcf")["content-type"]).toBe("text/vcard; charset=utf-8")
  })

  it("sets no header but the CSP twice for a built file, whatever the host does with duplicates", () => {
    for (const file of FILES) {
      const names = headersFor(rules, `/${file}`)
        .map(([name]) => name)
        .filter((name) => name !== "Content-Security-Policy")
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
    const written = headerRules({ files: FILES, csp: PAGE_CSP, adminCsp: ADMIN_CSP, baselineCsp: BASELINE_CSP })
    const text = formatHeadersFile(written, "Generated")
    expect(text.startsWith("# Generated\n/*\n  Strict-Transport-Security: ")).toBe(true)
    expect(text).toContain(`\n/admin/*\n  Content-Security-Policy: ${ADMIN_CSP}\n`)
    expect(rules).toEqual(written.map((rule) => ({ path: rule.path, headers: rule.headers.map(([n, v]) => [n, v]) })))
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
