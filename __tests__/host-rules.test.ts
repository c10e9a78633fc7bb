/** @jest-environment node */
import { PRODUCTION_BACKEND } from "../src/shared/cms-backend"
import * as csp from "../src/build/host/csp"
import { buildAdminCsp, pagesCsp, sha256Source } from "../src/build/host/csp"
import { cspAllows, headerAllows } from "./setup/csp-check"
import { parsePage } from "../src/build/html-tree"
import { DENIED_FEATURES, HOST_LIMITS, IMMUTABLE, checkHostLimits, formatHeadersFile, headerRules } from "../src/build/host/headers"
import { parseHeadersFile } from "../src/shared/host/headers-file"
import { parseRedirectsFile } from "../src/shared/host/redirects-file"
import { isHashedAsset, isSitePage, urlPathOfHtml } from "../src/shared/built-files"
import { headersFor, joinedHeaders, pathMatches, redirectFor } from "./setup/host-model"
import { STATIC_REDIRECT_LIMIT, checkRedirectLimits, formatRedirectsFile, mixedCaseSpellings, trackerRedirects } from "../src/build/host/redirects"

const FILES = [
  "index.html",
  "404.html",
  "404/index.html",
  "tracker/jane-doe/index.html",
  "tracker/jane-doe.vcf",
  "trackers.vcf",
  "counties/huron/index.html",
  "bear-tracking/index.html",
  "admin/index.html",
  "admin/cms.js",
  "app-3fec5e0b0f32cdc64068.js",
  "static/abc123/def456/photo.webp",
  "page-data/index/page-data.json",
  "_gatsby/slices/_gatsby-scripts-1.html",
  "robots.txt",
  "og-image.png",
  "sw.js",
]

const ORIGIN = "https://thumbareadeertrackers.com"
const inlineSources = (html: string) => csp.inlineSources(parsePage(html))

/** Policies built as the build builds them, from a page with what Gatsby writes inline (a script, a style element, a style attribute). */
const PAGE = inlineSources('<style>.a{color:red}</style><div style="opacity:0"></div><script>window.___chunkMapping="{}"</script>')
const ADMIN_PAGE = inlineSources("<script>window.CMS_MANUAL_INIT=true</script>")
const PAGE_CSP = pagesCsp([PAGE])
const ADMIN_CSP = buildAdminCsp(ADMIN_PAGE, PRODUCTION_BACKEND)

/** The `_headers` file as written and read back, so the checks see what the host reads. */
const rules = parseHeadersFile(formatHeadersFile(headerRules({ files: FILES, csp: PAGE_CSP, adminCsp: ADMIN_CSP }), "Generated"))

/** The Content-Security-Policy header a path is answered with, as Cloudflare joins and removes values. */
const cspHeader = (path: string) => joinedHeaders(rules, path)["content-security-policy"]

describe("The _headers file", () => {
  it("maps built HTML files to the addresses they answer", () => {
    expect(urlPathOfHtml("index.html")).toBe("/")
    expect(urlPathOfHtml("tracker/jane-doe/index.html")).toBe("/tracker/jane-doe/")
    expect(urlPathOfHtml("404.html")).toBe("/404.html")
    expect(isSitePage("admin/index.html")).toBe(false)
    expect(isSitePage("_gatsby/slices/_gatsby-scripts-1.html")).toBe(false)
    expect(isSitePage("privacy/index.html")).toBe(true)
  })

  it("recognises webpack's content-hashed file names", () => {
    expect(isHashedAsset("app-3fec5e0b0f32cdc64068.js")).toBe(true)
    expect(isHashedAsset("framework-33fd671666f6924904b4.js.map")).toBe(true)
    expect(isHashedAsset("robots.txt")).toBe(false)
    expect(isHashedAsset("sw.js")).toBe(false)
    expect(isHashedAsset("static/app-3fec5e0b0f32cdc64068.js")).toBe(false)
  })

  it("sends the security headers and the pages' policy on every path, an unknown one included", () => {
    for (const path of ["/", "/index.html", "/no-such-page/", "/tracker/nobody/", "/robots.txt", "/static/x.webp", "/sw.js", "/status/"]) {
      expect(Object.keys(joinedHeaders(rules, path))).toEqual(
        expect.arrayContaining([
          "strict-transport-security",
          "x-content-type-options",
          "referrer-policy",
          "permissions-policy",
          "x-frame-options",
          "cross-origin-opener-policy",
          "content-security-policy",
        ]),
      )
      expect([path, cspHeader(path)]).toEqual([path, PAGE_CSP])
    }
    expect(joinedHeaders(rules, "/")).toMatchObject({ "referrer-policy": "strict-origin-when-cross-origin", "x-content-type-options": "nosniff" })
  })

  it("lets the site itself ask for the phone's location and its passkeys, and denies every other feature, to the site and anything embedded", () => {
    const policy = joinedHeaders(rules, "/")["permissions-policy"].split(", ")
    const own = ["geolocation=(self)", "publickey-credentials-create=(self)", "publickey-credentials-get=(self)"]
    expect(policy).toEqual(expect.arrayContaining(own))
    expect(policy.filter((feature) => !own.includes(feature))).toEqual(DENIED_FEATURES.map((feature) => `${feature}=()`))
    expect(policy).toEqual(expect.arrayContaining(["camera=()", "microphone=()", "payment=()"]))
  })

  it("lets pages run only their own hashed scripts, with no eval, from the site alone", () => {
    const header = cspHeader("/no-such-page/")
    expect(headerAllows(header, "script-src", { kind: "inline", hash: sha256Source('window.___chunkMapping="{}"') }, ORIGIN)).toBe(true)
    expect(headerAllows(header, "script-src", { kind: "inline", hash: sha256Source("alert(1)") }, ORIGIN)).toBe(false)
    expect(headerAllows(header, "script-src", { kind: "inline", hash: null }, ORIGIN)).toBe(false)
    expect(headerAllows(header, "script-src", { kind: "eval" }, ORIGIN)).toBe(false)
    expect(headerAllows(header, "worker-src", { kind: "url", url: "/sw.js" }, ORIGIN)).toBe(true)
    expect(headerAllows(header, "connect-src", { kind: "url", url: "/api/status" }, ORIGIN)).toBe(true)
    // A hunter's request posts to the site's own service.
    expect(headerAllows(header, "form-action", { kind: "url", url: "/api/requests" }, ORIGIN)).toBe(true)
    expect(headerAllows(header, "img-src", { kind: "url", url: "blob:https://thumbareadeertrackers.com/1" }, ORIGIN)).toBe(false)
    for (const directive of ["script-src", "style-src", "img-src", "connect-src", "frame-src", "object-src", "form-action", "frame-ancestors"]) {
      expect([directive, headerAllows(header, directive, { kind: "url", url: "https://evil.example/x" }, ORIGIN)]).toEqual([directive, false])
    }
  })

  it("gives the editor its own policy in place of the pages', and a sign-in window that can report back", () => {
    for (const path of ["/admin/", "/admin/cms.js"]) {
      expect([path, cspHeader(path)]).toEqual([path, ADMIN_CSP])
      expect(joinedHeaders(rules, path)["cross-origin-opener-policy"]).toBe("same-origin-allow-popups")
    }
    expect(headerAllows(cspHeader("/admin/"), "script-src", { kind: "eval" }, ORIGIN)).toBe(true)
    expect(headerAllows(cspHeader("/admin/"), "style-src", { kind: "inline", hash: null }, ORIGIN)).toBe(true)
    expect(headerAllows(cspHeader("/admin/"), "script-src", { kind: "inline", hash: sha256Source("alert(1)") }, ORIGIN)).toBe(false)
    expect(cspAllows(ADMIN_CSP, "connect-src", { kind: "url", url: "https://api.github.com/repos/x" }, ORIGIN)).toBe(true)
  })

  it("leaves out the admin's rule when the build has no admin", () => {
    const withoutAdmin = headerRules({ files: FILES.filter((file) => !file.startsWith("admin/")), csp: PAGE_CSP, adminCsp: ADMIN_CSP })
    expect(withoutAdmin.map((rule) => rule.path)).not.toContain("/admin/*")
  })

  it("caches hashed assets for good and leaves everything else to the host's revalidate-every-visit default", () => {
    const cacheControl = (path: string) => headersFor(rules, path).filter(([name]) => name === "cache-control")
    expect(cacheControl("/app-3fec5e0b0f32cdc64068.js")).toEqual(IMMUTABLE.map(([name, value]) => [name.toLowerCase(), value]))
    expect(cacheControl("/static/abc123/def456/photo.webp")).toEqual(IMMUTABLE.map(([name, value]) => [name.toLowerCase(), value]))
    for (const path of ["/", "/tracker/jane-doe/", "/404.html", "/page-data/index/page-data.json", "/sw.js", "/roster.json", "/trackers.vcf"])
      expect([path, cacheControl(path)]).toEqual([path, []])
  })

  it("serves contact cards as vCards, which phones hand to the contacts", () => {
    expect(joinedHeaders(rules, "/tracker/jane-doe.vcf")["content-type"]).toBe("text/vcard; charset=utf-8")
    expect(joinedHeaders(rules, "/trackers.vcf")["content-type"]).toBe("text/vcard; charset=utf-8")
  })

  it("sets no header twice for a built file but the CSP's two policies", () => {
    for (const file of FILES) {
      const names = headersFor(rules, `/${file}`)
        .map(([name]) => name)
        .filter((name) => name !== "content-security-policy")
      expect([file, new Set(names).size]).toEqual([file, names.length])
    }
  })

  it("keeps to the host's limits whatever the roster's size: a handful of rules, no line near 2,000 characters", () => {
    const roster = Array.from({ length: 500 }, (_, index) => [`tracker/t-${index}/index.html`, `tracker/t-${index}.vcf`]).flat()
    // Each profile with styles of its own (a photo or not, a second dog), as a statewide roster has; the scripts are the same on every page.
    const pages = Array.from({ length: 500 }, (_, index) =>
      inlineSources(`<style>.t${index}{top:${index}px}</style><div style="left:${index}px"></div><script>window.___chunkMapping="{}"</script>`),
    )
    const big = headerRules({ files: [...FILES, ...roster], csp: pagesCsp(pages), adminCsp: ADMIN_CSP })
    expect(big).toHaveLength(headerRules({ files: FILES, csp: PAGE_CSP, adminCsp: ADMIN_CSP }).length)
    expect(() => checkHostLimits(big)).not.toThrow()
    const tooLong = headerRules({ files: FILES, csp: `default-src 'self'; script-src ${"'sha256-x' ".repeat(200)}`, adminCsp: ADMIN_CSP })
    expect(() => checkHostLimits(tooLong)).toThrow(/over 2000/)
    const tooMany = Array.from({ length: HOST_LIMITS.rules + 1 }, (_, index) => ({ path: `/${index}`, headers: IMMUTABLE }))
    expect(() => checkHostLimits(tooMany)).toThrow(/at most 100/)
  })

  it("writes a file that reads back to the same rules, removals included", () => {
    const written = headerRules({ files: FILES, csp: PAGE_CSP, adminCsp: ADMIN_CSP })
    const text = formatHeadersFile(written, "Generated")
    expect(text.startsWith("# Generated\n/*\n  Strict-Transport-Security: ")).toBe(true)
    expect(text).toContain(`\n/admin/*\n  ! Content-Security-Policy\n  ! Cross-Origin-Opener-Policy\n  Content-Security-Policy: ${ADMIN_CSP}\n`)
    expect(rules).toEqual(written.map((rule) => ({ ...rule, headers: rule.headers.map(([n, v]) => [n, v]) })))
  })

  it("matches paths as the host does, * standing for anything", () => {
    expect(pathMatches("/*", "/a/b.js")).toBe(true)
    expect(pathMatches("/static/*", "/static/a/b.png")).toBe(true)
    expect(pathMatches("/static/*", "/staticx")).toBe(false)
    expect(pathMatches("/tracker/*.vcf", "/tracker/jane-doe.vcf")).toBe(true)
    expect(pathMatches("/tracker/*.vcf", "/tracker/jane-doe/")).toBe(false)
    expect(pathMatches("/app-1.js", "/app-1xjs")).toBe(false)
  })
})

describe("The _redirects file", () => {
  const trackers = [
    { key: "ron-vanderkolk", slug: "ron-vanderkolk", name: "Ron VanderKolk" },
    { key: "jane-doe", slug: "jane-doe", name: "Jane Doe" },
  ]

  it("spells each tracker's address as the name is written and capitalised", () => {
    expect(mixedCaseSpellings(trackers[0])).toEqual(["Ron-VanderKolk", "Ron-Vanderkolk"])
    expect(mixedCaseSpellings({ slug: "jane-doe", name: "Jane Doe" })).toEqual(["Jane-Doe"])
  })

  it("skips a spelling that would not lowercase to the slug", () => {
    expect(mixedCaseSpellings({ slug: "jo-ann-lee", name: "Jo Ann Lee-Smith" })).toEqual(["Jo-Ann-Lee"])
  })

  it("stays within the host's 2,000 redirects for a statewide roster of 500, and fails the build past it", () => {
    const roster = Array.from({ length: 500 }, (_, index) => ({ key: `jane-doe-${index}`, slug: `jane-doe-${index}`, name: `Jane Doe-${index}` }))
    expect(() => checkRedirectLimits(trackerRedirects(roster))).not.toThrow()
    expect(() =>
      checkRedirectLimits(Array.from({ length: STATIC_REDIRECT_LIMIT + 1 }, (_, index) => ({ from: `/${index}`, to: "/", status: 301 as const }))),
    ).toThrow(/at most 2000/)
  })

  it("sends every spelling, with or without the trailing slash, to the lowercase page with a 301", () => {
    const rules = trackerRedirects(trackers)
    expect(rules[0]).toEqual({ from: "/tracker/Jane-Doe/", to: "/tracker/jane-doe/", status: 301 })
    expect(redirectFor(rules, "/tracker/Ron-Vanderkolk")).toEqual({ from: "/tracker/Ron-Vanderkolk", to: "/tracker/ron-vanderkolk/", status: 301 })
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
