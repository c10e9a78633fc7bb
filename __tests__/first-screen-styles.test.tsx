/** @jest-environment node */
import React from "react"
import { renderToString } from "react-dom/server"
import styled, { ServerStyleSheet, createGlobalStyle, keyframes } from "styled-components"
import { FirstScreenEnd } from "../src/components/FirstScreenEnd/FirstScreenEnd"
import * as firstScreen from "../src/build/post-build/first-screen-styles"
import { hasRulesFor, readStyledSheet, restFileOf, writeStyledSheet } from "../src/build/post-build/first-screen-styles"
import { parsePage, writePage } from "../src/build/html-tree"

const headStyleSheet = (html: string) => firstScreen.headStyleSheet(parsePage(html))

/** The pages as the build splits them (null: left as they were), and the rest file's rules. */
function splitFirstScreenStyles(pages: readonly string[]): { pages: (string | null)[]; css: string; file: string | null } {
  const documents = pages.map(parsePage)
  const { heads, css, file } = firstScreen.splitFirstScreenStyles(documents)
  return {
    pages: documents.map((document, index) => {
      const head = heads[index]
      if (!head || file === null) return null
      firstScreen.withSplitStyles(document, head, file)
      return writePage(document)
    }),
    css,
    file,
  }
}
import { HOLD_REST, SHOW_REST } from "../src/build/post-build/hold-rest"

const HOLD_REST_TAG = `<noscript><style>${HOLD_REST}</style></noscript>`

const Global = createGlobalStyle`body { margin: 0; }`
const fade = keyframes`from { opacity: 0; } to { opacity: 1; }`
const Header = styled.header`
  padding: 8px;
`
const Base = styled.p<{ $tone: "a" | "b" }>`
  color: ${({ $tone }) => ($tone === "a" ? "green" : "blue")};
`
const Ext = styled(Base)`
  font-weight: 700;
`
const Footer = styled.footer`
  margin-top: 32px;
  animation: ${fade} 1s;
  @media (min-width: 768px) {
    margin-top: 64px;
  }
`

/** A child whose own rule sets what its parent's `>*` rule sets for every child; the parent is defined after it, so its rule wins. */
const Child = styled.span<{ $wide?: boolean }>`
  flex: ${({ $wide }) => ($wide ? "1 1 100%" : "0 0 auto")};
`
const Row = styled.div`
  display: flex;
  & > * {
    flex: 1 1 auto;
  }
`

/** A page as Gatsby writes it: styled-components' sheet in the head, the app in the body. */
function builtPage(body: React.ReactElement): string {
  const sheet = new ServerStyleSheet()
  try {
    const app = renderToString(sheet.collectStyles(body))
    return `<!DOCTYPE html><html><head>${sheet.getStyleTags()}</head><body><div id="___gatsby">${app}</div></body></html>`
  } finally {
    sheet.seal()
  }
}

const page = builtPage(
  <>
    <Global />
    <Header>Call now</Header>
    <Ext $tone="a">Above</Ext>
    <FirstScreenEnd />
    <Ext $tone="b">Below</Ext>
    <Footer>Footer</Footer>
  </>,
)

/** The class names each element of the body carries. */
const classesOf = (html: string) => [...html.slice(html.indexOf("<body")).matchAll(/\sclass="([^"]*)"/g)].map((match) => match[1].split(" "))
/** The class names styled-components generated for the page's styles (not the components' own ids). */
const styledOnly = (names: readonly string[], of = page) => {
  const generated = new Set(readStyledSheet(headStyleSheet(of)).flatMap((group) => group.names))
  return names.filter((name) => generated.has(name))
}

describe("first-screen styles", () => {
  it("reads styled-components' own server sheet and writes it back as it was, so a change of its format fails here", () => {
    const css = headStyleSheet(page)
    const groups = readStyledSheet(css)
    expect(groups.map((group) => group.id)).toEqual(expect.arrayContaining([expect.stringMatching(/^sc-global-/), expect.stringMatching(/^sc-keyframes-/)]))
    expect(writeStyledSheet(groups)).toBe(css)
    expect(() => readStyledSheet(`${css}.x{color:red}/*!sc*/\n`)).toThrow(/rules of no group/)
  })

  it("keeps in the head the styles of what is above the mark, global styles and keyframes; links the rest from a file named by its content", () => {
    const split = splitFirstScreenStyles([page])
    const html = split.pages[0]!
    const head = headStyleSheet(html)
    const [header, above, below, footer] = classesOf(html)
    for (const name of styledOnly([...header, ...above])) expect(hasRulesFor(head, name)).toBe(true)
    expect(head).toMatch(/body\{margin:0;\}/)
    expect(head).toMatch(/@keyframes/)
    const [footerName] = styledOnly(footer)
    expect(hasRulesFor(head, footerName)).toBe(false)
    expect(hasRulesFor(split.css, footerName)).toBe(true)
    expect(split.css).toMatch(/@media \(min-width: ?768px\)/)
    // Every class of every element has its rules in the head or in the file.
    for (const name of styledOnly([...header, ...above, ...below, ...footer])) expect(hasRulesFor(head, name) || hasRulesFor(split.css, name)).toBe(true)
    expect(html).toContain(`<div data-first-screen-end="" hidden=""><link rel="stylesheet" href="/${restFileOf(split.css)}"/><script> </script></div>`)
    expect(restFileOf(split.css)).toMatch(/^styles-[0-9a-f]{20}\.css$/)
    // Only the head's sheet and the mark change, and the head gains the rule for scripts off.
    expect(
      html
        .replace(head, "")
        .replace(HOLD_REST_TAG, "")
        .replace(/<link[^>]*\/><script> <\/script>/, ""),
    ).toBe(page.replace(headStyleSheet(page), ""))
    // styled-components takes over only the classes still in the head.
    expect(readStyledSheet(head).flatMap((group) => group.names)).not.toContain(footerName)
  })

  it("with scripts off, hides what is after the mark until the file shows it, or a timer does", () => {
    const html = splitFirstScreenStyles([page]).pages[0]!
    // After the head's sheet, inside <noscript>: a page with scripts stops parsing at the mark's script until the file is in.
    expect(html.indexOf(HOLD_REST_TAG)).toBe(html.indexOf("</style>") + "</style>".length)
    expect(html.indexOf(HOLD_REST_TAG)).toBeLessThan(html.indexOf("</head>"))
    expect(HOLD_REST).toMatch(
      /^:where\(\[data-first-screen-end\]~\*,:has\(\[data-first-screen-end\]\)~\*\)\{clip-path:var\(--first-screen-rest,inset\(50%\)\)\}/,
    )
    expect(HOLD_REST).toMatch(/html\{animation:first-screen-rest 1ms \d+s both\}@keyframes first-screen-rest\{to\{--first-screen-rest:none\}\}$/)
    // The file's first rule undoes the head's, with the same selector: later in the cascade, it wins.
    expect(splitFirstScreenStyles([page]).css.startsWith(SHOW_REST)).toBe(true)
    expect(SHOW_REST.slice(0, SHOW_REST.indexOf("{"))).toBe(HOLD_REST.slice(0, HOLD_REST.indexOf("{")))
  })

  it("keeps a class in the head when, on one element, it comes before a class that stays there, so the file cannot reorder the cascade", () => {
    const split = splitFirstScreenStyles([page])
    const [, above, below] = classesOf(page)
    // Below the mark the extension's own class is the one above (its style does not depend on the tone); the base's is not.
    const [baseBelow] = styledOnly(below).filter((name) => !above.includes(name))
    expect(baseBelow).toBeDefined()
    expect(hasRulesFor(headStyleSheet(split.pages[0]!), baseBelow)).toBe(true)
    expect(hasRulesFor(split.css, baseBelow)).toBe(false)
  })

  it("keeps in the head a class whose element a parent's rule for every child (`.x>*`) styles, where the parent's rule came after it", () => {
    const row = builtPage(
      <>
        <Row>
          <Child>Above</Child>
          <FirstScreenEnd />
          <Child $wide>Below</Child>
        </Row>
        <Footer>Footer</Footer>
      </>,
    )
    const split = splitFirstScreenStyles([row])
    const [wide] = styledOnly(classesOf(row)[2], row)
    expect(hasRulesFor(headStyleSheet(split.pages[0]!), wide)).toBe(true)
    expect(hasRulesFor(split.css, wide)).toBe(false)
  })

  it("gives every page one file, and never puts a class's rules both in a head and in it", () => {
    // The base's tone-b class stays in the head on the first page (above the mark, and before the extension's class on that element).
    const other = builtPage(
      <>
        <Global />
        <Ext $tone="b">Above</Ext>
        <FirstScreenEnd />
        <Footer>Footer</Footer>
      </>,
    )
    const onlyBelow = builtPage(
      <>
        <Global />
        <Header>Call now</Header>
        <FirstScreenEnd />
        <Base $tone="b">Below</Base>
      </>,
    )
    const split = splitFirstScreenStyles([page, other, onlyBelow])
    const links = split.pages.map((html) => /<link rel="stylesheet" href="([^"]+)"/.exec(html!)![1])
    expect(new Set(links)).toEqual(new Set([`/${restFileOf(split.css)}`]))
    const [baseB] = styledOnly(classesOf(onlyBelow)[1], onlyBelow)
    expect(hasRulesFor(headStyleSheet(split.pages[2]!), baseB)).toBe(true)
    for (const html of split.pages) {
      const headNames = readStyledSheet(headStyleSheet(html!)).flatMap((group) => group.names)
      expect(headNames.filter((name) => hasRulesFor(split.css, name))).toEqual([])
    }
  })

  it("orders the file as every page's cascade has it, though pages number their styles differently", () => {
    // Below the mark only: the base's and the extension's classes both move, and the base's must come first.
    const below = builtPage(
      <>
        <Header>Call now</Header>
        <FirstScreenEnd />
        <Footer>Footer</Footer>
        <Ext $tone="b">Below</Ext>
      </>,
    )
    // Another renderer met the footer first: its group comes before the others.
    const css = headStyleSheet(below)
    const groups = readStyledSheet(css)
    const footerFirst = below.replace(
      css,
      writeStyledSheet([...groups.filter((group) => group.id.includes("Footer")), ...groups.filter((group) => !group.id.includes("Footer"))]),
    )
    const split = splitFirstScreenStyles([below, footerFirst])
    const [baseName, extName] = styledOnly(classesOf(below)[2], below)
    const at = (name: string) => split.css.search(new RegExp(`\\.${name}(?![\\w-])`))
    expect(at(baseName)).toBeGreaterThanOrEqual(0)
    expect(at(baseName)).toBeLessThan(at(extName))
  })

  it("leaves alone a page without a mark and a page split by an earlier build", () => {
    expect(splitFirstScreenStyles([page.replace(/<div data-first-screen-end[^>]*><\/div>/, "")])).toEqual({ pages: [null], css: "", file: null })
    const once = splitFirstScreenStyles([page]).pages[0]!
    expect(splitFirstScreenStyles([once])).toEqual({ pages: [null], css: "", file: null })
  })
})
