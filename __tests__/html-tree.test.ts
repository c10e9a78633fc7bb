/**
 * @jest-environment node
 */
/** A built page as a tree: written back with every part no step changed byte for byte, and what a step adds as React writes it. */
import {
  appendChild,
  bodyOf,
  createElement,
  findAll,
  findComment,
  findElement,
  headOf,
  insertAfter,
  parsePage,
  removeNode,
  setText,
  textOf,
  writePage,
} from "../src/build/html-tree"

/** What React and Gatsby write that a serializer would spell differently: attribute case, `/>`, references, a raw no-break space, SVG. */
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="preload" crossOrigin="anonymous" href="/a.js"/>',
  '<style data-styled="" data-styled-version="6.1.19">.a{color:red}/*!sc*/</style>',
  "<noscript><style>.n{opacity:1}</style></noscript></head>",
  '<body><div id="___gatsby"><p class="a">Tom&#x27;s dogs &amp; 2\u00a0hounds <!-- -->now</p><br/>',
  '<svg viewBox="0 0 2 2"><path d="M0 0h2"/></svg><img alt="&quot;x&quot;" src="/x.png"/></div>',
  '<!-- slice-start id="_gatsby-scripts-1" --><script src="/app-1.js" async=""></script><!-- slice-end id="_gatsby-scripts-1" -->',
  "</body></html>",
].join("")

describe("a page as a tree", () => {
  it("is written back exactly as read when no step changes it", () => {
    expect(writePage(parsePage(PAGE))).toBe(PAGE)
  })

  it("keeps the bytes of every part no step changed when one does, and writes what a step adds as React writes it", () => {
    const page = parsePage(PAGE)
    insertAfter(findElement(page, { tag: "meta", attributes: { charset: "utf-8" } })!, createElement("meta", { name: "build-stamp", content: 'a"b' }))
    appendChild(bodyOf(page), createElement("script", { id: "s" }, "if(a<b&&c)go()"))
    setText(findElement(headOf(page), { tag: "style", attributes: { "data-styled": true } })!, ".a{color:blue}/*!sc*/")
    expect(writePage(page)).toBe(
      PAGE.replace('<meta charSet="utf-8"/>', '<meta charSet="utf-8"/><meta name="build-stamp" content="a&quot;b"/>')
        .replace("</body>", '<script id="s">if(a<b&&c)go()</script></body>')
        .replace(".a{color:red}", ".a{color:blue}"),
    )
  })

  it("leaves no trace of what a step removed", () => {
    const page = parsePage(PAGE)
    removeNode(findElement(page, { tag: "script", attributes: { src: "/app-1.js" } })!)
    expect(writePage(page)).toBe(PAGE.replace('<script src="/app-1.js" async=""></script>', ""))
  })

  it("reads what the browser reads: attribute values decoded, `<noscript>` as markup (scripts off), script and style text as it is, comments", () => {
    const page = parsePage(PAGE)
    expect(findElement(page, { tag: "img" })!.attrs).toEqual([
      { name: "alt", value: '"x"' },
      { name: "src", value: "/x.png" },
    ])
    expect(findAll(page, { tag: "style" }).map(textOf)).toEqual([".a{color:red}/*!sc*/", ".n{opacity:1}"])
    expect(findComment(page, (text) => text.startsWith(" slice-end"))).toBeDefined()
    expect(textOf(findElement(page, { tag: "p" })!)).toBe("Tom's dogs & 2\u00a0hounds now")
  })
})
