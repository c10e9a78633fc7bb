/**
 * @jest-environment node
 */
/** Tripwire for the styled-components internals in src/internals/styled-components.ts: a sheet the installed version writes. */
import React from "react"
import { renderToString } from "react-dom/server"
import styled, { ServerStyleSheet, createGlobalStyle, keyframes } from "styled-components"
import { ALWAYS_IN_HEAD, GROUP_MARK, SEPARATOR, SHEET_ATTRIBUTES, groupMark } from "../../src/internals/styled-components"

const Global = createGlobalStyle`body { margin: 0; }`
const fade = keyframes`from { opacity: 0; } to { opacity: 1; }`
const Box = styled.div`
  animation: ${fade} 1s;
  padding: 8px;
`

function sheetOf(element: React.ReactElement): string {
  const sheet = new ServerStyleSheet()
  try {
    renderToString(sheet.collectStyles(element))
    return sheet.getStyleTags()
  } finally {
    sheet.seal()
  }
}

const tags = sheetOf(
  <>
    <Global />
    <Box>one</Box>
  </>,
)
const css = /<style[^>]*>([\s\S]*)<\/style>/.exec(tags)?.[1] ?? ""
const chunks = css.split(SEPARATOR).filter(Boolean)
const marks = chunks.map((chunk) => GROUP_MARK.exec(chunk)).filter((mark): mark is RegExpExecArray => mark !== null)

describe("styled-components' server sheet", () => {
  it("is one <style> with the attributes the split looks for", () => {
    expect(tags).toContain(`${SHEET_ATTRIBUTES.sheet}="`)
    expect(tags).toContain(`${SHEET_ATTRIBUTES.version}="`)
  })

  it("ends every rule and every group with the separator", () => {
    expect(css.endsWith(SEPARATOR)).toBe(true)
  })

  it("marks each group after its rules, in the form groupMark writes back", () => {
    expect(marks.length).toBeGreaterThanOrEqual(3)
    for (const mark of marks) expect(groupMark(Number(mark[1]), mark[2], mark[3].split(",").filter(Boolean))).toBe(mark[0])
    expect(GROUP_MARK.test(chunks[chunks.length - 1])).toBe(true)
  })

  it("names global styles and keyframes so they stay in the head", () => {
    const ids = marks.map((mark) => mark[2])
    expect(ids.filter((id) => ALWAYS_IN_HEAD.test(id))).toHaveLength(2)
    expect(marks.find((mark) => !ALWAYS_IN_HEAD.test(mark[2]))?.[3]).toMatch(/^(?:[\w-]+,)+$/)
  })
})
