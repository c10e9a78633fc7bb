/** @jest-environment node */
import { createHash } from "node:crypto"
import { EMPTY_STYLE_HASH, buildCsp, inlineSources, sha256Source } from "../src/node/deploy/csp"
import { decodeEntities } from "../src/utils/html"

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

const PAGE = [
  "<!DOCTYPE html><html><head>",
  '<script type="application/ld+json">{"@type":"FAQPage"}</script>',
  "<style data-styled=\"\">.a{color:red}</style>",
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

describe("decodeEntities", () => {
  it("decodes what React escapes and numeric references", () => {
    expect(decodeEntities("&amp;&lt;&gt;&quot;&#x27;&#39;&apos;")).toBe("&<>\"'''")
  })
})

describe("buildCsp", () => {
  const policy = buildCsp([inlineSources(PAGE), inlineSources(PAGE)])

  it("allows only the site's own origin, with a hash for each distinct inline script and style", () => {
    expect(sha256Source("x")).toBe(hash("x"))
    expect(policy).toContain(`script-src 'self' ${[hash('window.pagePath="/";'), hash("const t=1"), hash("var s='<p style=\"not-an-attribute\">'")].sort().join(" ")};`)
    expect(policy.match(/'sha256-/g)).toHaveLength(3 + 2 + 1 + 1)
    expect(policy).toMatch(/^default-src 'self'; /)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
  })

  it("allows style attributes only by hash, through 'unsafe-hashes'", () => {
    expect(policy).toContain(`'unsafe-hashes'`)
    expect(policy).toContain(hash('opacity:0;font-family:"Segoe UI"'))
  })

  it("allows styled-components' empty runtime style element", () => {
    expect(EMPTY_STYLE_HASH).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
    expect(policy).toContain(EMPTY_STYLE_HASH)
  })

  it("leaves out 'unsafe-hashes' when no page has a style attribute", () => {
    expect(buildCsp([inlineSources("<style>.a{}</style>")])).not.toContain("unsafe-hashes")
  })

  it("gives the same policy for the same pages in any order", () => {
    const a = inlineSources('<script>a()</script><div style="x:1"></div>')
    const b = inlineSources('<script>b()</script><div style="y:2"></div>')
    expect(buildCsp([a, b])).toBe(buildCsp([b, a]))
  })
})
