/**
 * @jest-environment node
 */
/**
 * docs/deploy.md says exactly what `_headers` sends; this holds it to the
 * built file, rule by rule and header by header, with `<…>` in the document
 * standing for what each build computes (hashes, bundle names).
 */
import fs from "node:fs"
import path from "node:path"
import { parseHeadersFile, type HeaderRule } from "../../src/shared/host/headers-file"
import { PUBLIC_DIR } from "../../test-support/weight"

const DOC = path.resolve(__dirname, "../../docs/deploy.md")

/** The fenced block that follows the sentence announcing it. */
function documentedRules(): HeaderRule[] {
  const text = fs.readFileSync(DOC, "utf8")
  const after = text.slice(text.indexOf("Exactly what\n`_headers` sends"))
  const block = /```\n([\s\S]*?)```/.exec(after)
  if (!block) throw new Error("docs/deploy.md has no block of the _headers rules after 'Exactly what `_headers` sends'.")
  return parseHeadersFile(block[1])
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A documented value as a pattern: ` <…>` stands for any number of quoted sources (hashes), nothing else varies. */
const valuePattern = (documented: string) =>
  new RegExp(
    `^${documented
      .split(/ <[^>]+>/)
      .map(escape)
      .join("(?: '[^']+')*")}$`,
  )

/** A documented path: `/<…>` stands for each content-hashed file. */
const isBundlePlaceholder = (rulePath: string) => /^\/<[^>]+>$/.test(rulePath)
const isBundle = (rulePath: string) => /^\/[^/*]+-[0-9a-f]{16,}\.(?:js|css)$/.test(rulePath)

describe("docs/deploy.md", () => {
  const documented = documentedRules()
  const built = parseHeadersFile(fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8"))

  it("lists the built rules in their order, each bundle under the one placeholder", () => {
    const expected = documented.flatMap((rule) =>
      isBundlePlaceholder(rule.path) ? built.filter((each) => isBundle(each.path)).map((each) => each.path) : [rule.path],
    )
    expect(built.map((rule) => rule.path)).toEqual(expected)
    expect(built.filter((rule) => isBundle(rule.path)).length).toBeGreaterThan(0)
  })

  it("gives each rule exactly the headers, removals and values the build writes", () => {
    for (const rule of built) {
      const doc = documented.find((each) => each.path === rule.path) ?? documented.find((each) => isBundlePlaceholder(each.path) && isBundle(rule.path))!
      expect({ path: rule.path, detach: rule.detach ?? [] }).toEqual({ path: rule.path, detach: doc.detach ?? [] })
      expect({ path: rule.path, names: rule.headers.map(([name]) => name) }).toEqual({ path: rule.path, names: doc.headers.map(([name]) => name) })
      rule.headers.forEach(([name, value], index) => {
        expect({ path: rule.path, name, value }).toEqual({ path: rule.path, name, value: expect.stringMatching(valuePattern(doc.headers[index][1])) })
      })
    }
  })
})
