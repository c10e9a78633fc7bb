/** @jest-environment node */
import { createHash } from "node:crypto"
import { PRODUCTION_BACKEND } from "../src/shared/cms-backend"
import * as csp from "../src/build/host/csp"
import { EMPTY_STYLE_HASH, adminBackendSources, buildAdminCsp, pageStylePolicy, pagesCsp, sha256Source } from "../src/build/host/csp"
import { cspAllows, headerAllows } from "./setup/csp-check"
import { parsePage, writePage } from "../src/build/html-tree"

const inlineSources = (html: string) => csp.inlineSources(parsePage(html))
const stylePolicyOf = (html: string) => csp.stylePolicyOf(parsePage(html))
/** The page as the build writes it with its style policy. */
const withStylePolicy = (html: string) => {
  const page = parsePage(html)
  csp.withStylePolicy(page)
  return writePage(page)
}

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

const PAGE = [
  "<!DOCTYPE html><html><head>",
  '<script type="application/ld+json">{"@type":"FAQPage"}</script>',
  '<style data-styled="">.a{color:red}</style>',
  "</head><body>",
  '<div style="opacity:0;font-family:&quot;Segoe UI&quot;">x</div>',
  "<noscript><style>.n{opacity:1}</style></noscript>",
  '<script id="loader">window.pagePath="/";</script>',
  '<script type="module">const t=1</script>',
  '<script src="/app-1234567890abcdef1234.js" async></script>',
  "<script>var s='<p style=\"not-an-attribute\">'</script>",
  "</body></html>",
].join("")

describe("inlineSources", () => {
  const sources = inlineSources(PAGE)

  it("finds inline scripts a browser runs, and skips data blocks and external scripts", () => {
    expect(sources.scripts).toEqual(['window.pagePath="/";', "const t=1", "var s='<p style=\"not-an-attribute\">'"])
  })

  it("finds style elements, including those inside <noscript> (applied with JavaScript off)", () => {
    expect(sources.styles).toEqual([".a{color:red}", ".n{opacity:1}"])
  })

  it("finds style attributes in markup only, decoded as the browser hashes them", () => {
    expect(sources.styleAttributes).toEqual(['opacity:0;font-family:"Segoe UI"'])
  })
})

describe("pagesCsp", () => {
  const main = pagesCsp([inlineSources(PAGE), inlineSources(PAGE)])
  const origin = "https://thumbareadeertrackers.com"

  it("allows only the site's own origin, with a hash for each distinct inline script", () => {
    expect(sha256Source("x")).toBe(hash("x"))
    expect(main).toContain(
      `script-src 'self' ${[hash('window.pagePath="/";'), hash("const t=1"), hash("var s='<p style=\"not-an-attribute\">'")].sort().join(" ")};`,
    )
    expect(main).toMatch(/^default-src 'self'; /)
    expect(main).toContain("frame-ancestors 'none'")
    expect(main).toContain("object-src 'none'")
    // The offline service worker and the live statuses come from the site itself.
    expect(main).toContain("worker-src 'self';")
    expect(main).toContain("connect-src 'self';")
    expect(main).not.toMatch(/unsafe-eval|\*/)
    expect(headerAllows(main, "script-src", { kind: "inline", hash: hash("alert(1)") }, origin)).toBe(false)
  })

  it("holds no style hash, so its length does not grow with the pages' styles", () => {
    const many = Array.from({ length: 500 }, (_, index) => inlineSources(`<style>.t${index}{}</style><div style="top:${index}px"></div>`))
    expect(pagesCsp(many)).toBe(pagesCsp([inlineSources(PAGE)]).replace(/script-src [^;]*/, "script-src 'self'"))
  })

  it("gives the same policy for the same pages in any order", () => {
    const a = inlineSources("<script>a()</script>")
    const b = inlineSources("<script>b()</script>")
    expect(pagesCsp([a, b])).toEqual(pagesCsp([b, a]))
  })
})

describe("a page's own style policy", () => {
  const page = withStylePolicy(PAGE.replace("<head>", '<head><meta charSet="utf-8"/>'))
  const header = `${pagesCsp([inlineSources(page)])}, ${stylePolicyOf(page)}`
  const origin = "https://thumbareadeertrackers.com"

  it("sits right after the charset, before any style it governs, and lists that page's styles and style attributes by hash", () => {
    expect(page.indexOf('<meta http-equiv="Content-Security-Policy"')).toBe(page.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length)
    expect(page.indexOf('<meta http-equiv="Content-Security-Policy"')).toBeLessThan(page.indexOf("<style"))
    expect(stylePolicyOf(page)).toBe(
      `style-src 'self' 'unsafe-hashes' ${[hash(".a{color:red}"), hash(".n{opacity:1}"), EMPTY_STYLE_HASH].sort().join(" ")} ${hash('opacity:0;font-family:"Segoe UI"')}`,
    )
  })

  it("with the header's policy allows exactly the page's own styles: a style must pass both", () => {
    expect(headerAllows(header, "style-src", { kind: "inline", hash: hash(".a{color:red}") }, origin)).toBe(true)
    expect(headerAllows(header, "style-src", { kind: "attribute", hash: hash('opacity:0;font-family:"Segoe UI"') }, origin)).toBe(true)
    expect(headerAllows(header, "style-src", { kind: "inline", hash: hash(".b{}") }, origin)).toBe(false)
    expect(headerAllows(header, "style-src", { kind: "attribute", hash: hash("color:red") }, origin)).toBe(false)
    expect(headerAllows(header, "style-src", { kind: "inline", hash: null }, origin)).toBe(false)
  })

  it("allows styled-components' empty runtime style element", () => {
    expect(EMPTY_STYLE_HASH).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
    expect(stylePolicyOf(page)).toContain(EMPTY_STYLE_HASH)
  })

  it("leaves out 'unsafe-hashes' when the page has no style attribute", () => {
    expect(pageStylePolicy(inlineSources("<style>.a{}</style>"))).toBe(`style-src 'self' ${[hash(".a{}"), EMPTY_STYLE_HASH].sort().join(" ")}`)
  })

  it("is replaced, not added to, when the page is processed again, and follows a changed style", () => {
    expect(withStylePolicy(page)).toBe(page)
    const changed = withStylePolicy(page.replace(".a{color:red}", ".a{color:blue}"))
    expect(changed.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    expect(stylePolicyOf(changed)).toContain(hash(".a{color:blue}"))
    expect(stylePolicyOf(changed)).not.toContain(hash(".a{color:red}"))
  })

  it("refuses a page whose head does not start as Gatsby writes it, rather than leave its styles unguarded", () => {
    expect(() => withStylePolicy("<html><head><style>.a{}</style></head></html>")).toThrow(/charset/)
  })
})

describe("buildAdminCsp", () => {
  const ADMIN_PAGE = '<!doctype html><html><head><script defer="defer" src="cms.js"></script></head><body></body></html>'
  const directive = (policy: string, name: string) => policy.split("; ").find((part) => part.split(" ")[0] === name)
  const policy = buildAdminCsp(inlineSources(ADMIN_PAGE), PRODUCTION_BACKEND)

  it("lets Decap compile its config schema and write its own style elements, which the pages' policy forbids", () => {
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'unsafe-eval'")
    expect(directive(policy, "style-src")).toBe("style-src 'self' 'unsafe-inline'")
    // No inline script without its hash, whatever else the admin may do.
    expect(directive(policy, "script-src")).not.toContain("unsafe-inline")
  })

  it("allows an inline script of the admin's page by its hash only", () => {
    const withInline = buildAdminCsp(inlineSources("<script>window.CMS_MANUAL_INIT=true</script>"), PRODUCTION_BACKEND)
    expect(directive(withInline, "script-src")).toBe(`script-src 'self' 'unsafe-eval' ${hash("window.CMS_MANUAL_INIT=true")}`)
  })

  it("shows uploaded pictures before they are saved and is framed by nobody", () => {
    expect(directive(policy, "img-src")).toBe("img-src 'self' data: blob: https://avatars.githubusercontent.com")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toMatch(/^default-src 'self'; /)
  })

  it("allows GitHub's API and avatars with the GitHub backend, at its api_root when set", () => {
    const github = buildAdminCsp(inlineSources(ADMIN_PAGE), { name: "github", repo: "owner/site" })
    expect(directive(github, "connect-src")).toBe("connect-src 'self' https://api.github.com")
    expect(directive(github, "img-src")).toBe("img-src 'self' data: blob: https://avatars.githubusercontent.com")
    expect(adminBackendSources({ name: "github", api_root: "https://github.example.com/api/v3" }).connect).toEqual(["https://github.example.com"])
  })

  it("stops the build for a backend whose origins it does not know, rather than block the live editor", () => {
    expect(() => buildAdminCsp(inlineSources(ADMIN_PAGE), { name: "gitlab" })).toThrow(/gitlab/)
  })

  it("knows the backend the site is configured with", () => {
    expect(() => adminBackendSources(PRODUCTION_BACKEND)).not.toThrow()
  })
})

describe("cspAllows", () => {
  const origin = "https://example.com"

  it("falls back from a directive the policy does not set to default-src, and worker-src through script-src", () => {
    expect(cspAllows("default-src 'self'", "img-src", { kind: "url", url: "https://cdn.example/x.png" }, origin)).toBe(false)
    expect(cspAllows("default-src 'none'; script-src 'self'", "worker-src", { kind: "url", url: "/sw.js" }, origin)).toBe(true)
    // base-uri, form-action and frame-ancestors do not fall back: unset, they allow anything.
    expect(cspAllows("default-src 'none'", "form-action", { kind: "url", url: "https://elsewhere.example/" }, origin)).toBe(true)
  })

  it("ignores 'unsafe-inline' where a hash is listed, and needs 'unsafe-hashes' for attributes", () => {
    expect(cspAllows("style-src 'unsafe-inline'", "style-src", { kind: "inline", hash: null }, origin)).toBe(true)
    expect(cspAllows("style-src 'unsafe-inline' 'sha256-a='", "style-src", { kind: "inline", hash: null }, origin)).toBe(false)
    expect(cspAllows("style-src 'sha256-a='", "style-src", { kind: "attribute", hash: "'sha256-a='" }, origin)).toBe(false)
    expect(cspAllows("style-src 'unsafe-hashes' 'sha256-a='", "style-src", { kind: "attribute", hash: "'sha256-a='" }, origin)).toBe(true)
  })

  it("matches data: and blob: only by scheme", () => {
    expect(cspAllows("img-src 'self' *", "img-src", { kind: "url", url: "data:image/png;base64,AA" }, origin)).toBe(false)
    expect(cspAllows("img-src data:", "img-src", { kind: "url", url: "data:image/png;base64,AA" }, origin)).toBe(true)
  })

  it("reads a header with two policies as both enforced", () => {
    expect(headerAllows("script-src 'self' 'unsafe-eval', script-src 'self'", "script-src", { kind: "eval" }, origin)).toBe(false)
    expect(headerAllows("script-src 'self' 'unsafe-eval', script-src 'self'", "script-src", { kind: "url", url: "/a.js" }, origin)).toBe(true)
  })
})
