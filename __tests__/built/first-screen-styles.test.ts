/**
 * The built pages' styles after the split (src/build/post-build/first-screen-styles.ts):
 * every page that lists trackers keeps inline only its first screen's styles,
 * and no element of any page is left without its rules.
 */
import fs from "node:fs"
import path from "node:path"
import { builtFile } from "../../test-support/built-html"
import { ROUTE_MATRIX } from "../../test-support/route-matrix"
import { PUBLIC_DIR } from "../../test-support/weight"
import { hasRulesFor, headStyleSheet, readStyledSheet } from "../../src/build/post-build/first-screen-styles"
import { parsePage } from "../../src/build/html-tree"

/** The pages whose first screen is split off: those that list trackers, and the request form. */
const LISTING = new Set(["home", "county", "species", "tracker", "request"])
const pages = ROUTE_MATRIX.filter((route, index, all) => all.findIndex((other) => other.file === route.file) === index)

const linkedSheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"\/>/g)].map((match) => match[1])
/**
 * The classes styled-components generated, as far as their shape tells: on
 * an element of a styled component (which carries its `sc-` id), letters
 * only, with a capital (so not a class the site names itself, like `phone`).
 */
const generatedClasses = (html: string) =>
  new Set(
    [...html.slice(html.indexOf("<body")).matchAll(/\sclass="([^"]*)"/g)]
      .map((match) => match[1].split(/\s+/))
      .filter((names) => names.some((name) => name.startsWith("sc-")))
      .flat()
      .filter((name) => /^[a-zA-Z]{5,7}$/.test(name) && /[A-Z]/.test(name)),
  )

describe.each(pages.map((route) => [route.path, route] as const))("%s", (_, route) => {
  const html = builtFile(route.file)
  const files = linkedSheets(html)

  it(LISTING.has(route.family) ? "links the rest of its styles at the end of its first screen, from a file that is there" : "has all its styles inline", () => {
    expect(files).toHaveLength(LISTING.has(route.family) ? 1 : 0)
    for (const file of files) {
      expect(file).toMatch(/^styles-[0-9a-f]{20}\.css$/)
      expect(fs.existsSync(path.join(PUBLIC_DIR, file))).toBe(true)
      // Below the first Call link (the form's send control): the first screen paints without it.
      expect(html.indexOf(`href="/${file}"`)).toBeGreaterThan(html.indexOf(route.family === "request" ? 'type="submit"' : 'href="tel:'))
    }
  })

  it("has the rules of every class styled-components wrote into it, in its head or in the linked file", () => {
    const marked = new Set(readStyledSheet(headStyleSheet(parsePage(html))).flatMap((group) => group.names))
    const linked = files.map((file) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")).join("\n")
    const styled = [...generatedClasses(html)]
    expect(styled.length).toBeGreaterThan(0)
    expect(styled.filter((name) => !marked.has(name) && !hasRulesFor(linked, name))).toEqual([])
    expect([...marked].filter((name) => hasRulesFor(linked, name))).toEqual([])
  })
})
