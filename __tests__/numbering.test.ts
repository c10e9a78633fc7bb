/**
 * @jest-environment node
 */
/**
 * Which phone numbers are in service (src/content/numbering.ts): the area
 * codes are read off libphonenumber-js's numbering plan, not typed by hand,
 * so these tests hold them against the library's own validator and against
 * what is known of the plan; and the plan stays out of the pages.
 */
import fs from "node:fs"
import path from "node:path"
import { isValidPhoneNumber } from "libphonenumber-js/core"
import metadata from "libphonenumber-js/metadata.max.json"
import { AREA_CODES_IN_SERVICE, areaCodePattern, hasAreaCodeInService, isFictional, isNumberInService } from "../src/content/numbering"

const ROOT = path.resolve(__dirname, "..")
/** Every three digits an area code could be written as: 200 to 999. */
const CANDIDATES = Array.from({ length: 800 }, (_, index) => String(200 + index))
const isValid = (digits: string) => isValidPhoneNumber(`+1${digits}`, metadata)

describe("the area codes in service", () => {
  it("include the Thumb's and Michigan's, Canada's, the Caribbean's and toll-free", () => {
    for (const code of ["810", "989", "586", "313", "248", "517", "616", "906", "416", "268", "876", "800", "888"])
      expect({ code, inService: AREA_CODES_IN_SERVICE.has(code) }).toEqual({ code, inService: true })
  })

  it("leave out the N11 service codes, 555 and the codes kept for expanding the plan (N9X, 37X, 96X)", () => {
    const never = CANDIDATES.filter((code) => /^[2-9]11$|^555$|^[2-9]9\d$|^37\d$|^96\d$/.test(code))
    expect(never.filter((code) => AREA_CODES_IN_SERVICE.has(code))).toEqual([])
  })

  it("each begin a number libphonenumber itself calls valid", () => {
    const exchanges = Array.from({ length: 800 }, (_, index) => String(200 + index))
    const unreached = [...AREA_CODES_IN_SERVICE].filter(
      (code) => !exchanges.some((exchange) => ["0000", "1000", "5000"].some((line) => isValid(`${code}${exchange}${line}`))),
    )
    expect(unreached).toEqual([])
  })

  it("are the only codes whose numbers libphonenumber calls valid, sampled", () => {
    const outside = CANDIDATES.filter((code) => !AREA_CODES_IN_SERVICE.has(code))
    expect(outside.filter((code) => ["234", "555", "867"].some((exchange) => isValid(`${code}${exchange}1234`)))).toEqual([])
  })

  it("are written for the editor as a pattern that takes exactly them", () => {
    const pattern = new RegExp(`^(?:${areaCodePattern()})$`)
    expect(CANDIDATES.filter((code) => pattern.test(code) !== AREA_CODES_IN_SERVICE.has(code))).toEqual([])
    expect(areaCodePattern().length).toBeLessThan(1000)
  })
})

describe("a number in service", () => {
  it("is one the numbering plan has", () => {
    expect(isNumberInService("8102345678")).toBe(true)
    expect(isNumberInService("2682345678")).toBe(false)
  })

  it("is one of the fictional 555-0100 to 555-0199 in an area code in service, even where the plan has no 555", () => {
    expect(isFictional("2685550100") && isFictional("2685550199")).toBe(true)
    expect(isFictional("2685550200") || isFictional("2685551212")).toBe(false)
    expect(isNumberInService("2685550142")).toBe(true)
    expect(isNumberInService("9115550142")).toBe(false)
  })

  it("never has an area code out of service", () => {
    expect(hasAreaCodeInService("9115550142")).toBe(false)
    expect(hasAreaCodeInService("811555014")).toBe(false)
  })
})

describe("the numbering plan's place", () => {
  /** Relative imports a file's JavaScript keeps (type-only imports are erased), and the packages it imports. */
  function importsOf(file: string): { files: string[]; packages: string[] } {
    const source = fs.readFileSync(file, "utf8")
    const specifiers = [
      ...source.matchAll(
        /(?:^|\n)\s*(?:import|export)(?!\s+type\b)[^"'`;]*?from\s*["']([^"']+)["']|(?:^|\n)\s*import\s*["']([^"']+)["']|\b(?:import|require)\(\s*["']([^"']+)["']\s*\)/g,
      ),
    ].map((match) => match[1] ?? match[2] ?? match[3])
    const files: string[] = []
    const packages: string[] = []
    for (const specifier of specifiers) {
      if (!specifier.startsWith(".")) {
        packages.push(specifier)
        continue
      }
      const base = path.resolve(path.dirname(file), specifier)
      const found = ["", ".ts", ".tsx", ".js", "/index.ts", "/index.tsx", "/index.js"]
        .map((ending) => base + ending)
        .find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      if (found) files.push(found)
    }
    return { files, packages }
  }

  /** Every file the public site's pages, its start-up and its offline worker bundle, from their entry points. */
  function publicBundle(): Map<string, string[]> {
    const entries = [
      ...["src/pages", "src/templates"].flatMap((folder) => fs.readdirSync(path.join(ROOT, folder)).map((name) => path.join(ROOT, folder, name))),
      path.join(ROOT, "gatsby-browser.tsx"),
      path.join(ROOT, "gatsby-ssr.tsx"),
      path.join(ROOT, "src/worker/sw.ts"),
    ]
    const reached = new Map<string, string[]>()
    const queue = [...entries]
    while (queue.length > 0) {
      const file = queue.pop()!
      if (reached.has(file) || !/\.[jt]sx?$/.test(file)) continue
      const { files, packages } = importsOf(file)
      reached.set(file, packages)
      queue.push(...files)
    }
    return reached
  }

  it("is outside every bundle of the public site (only the check and the editor at /admin load it)", () => {
    const bundle = publicBundle()
    const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join("/")
    expect([...bundle.keys()].map(relative)).toEqual(expect.arrayContaining(["src/shared/phone.ts", "src/shared/sms.ts"]))
    const offenders = [...bundle]
      .filter(([file, packages]) => relative(file) === "src/content/numbering.ts" || packages.some((name) => name.startsWith("libphonenumber-js")))
      .map(([file]) => relative(file))
    expect(offenders).toEqual([])
  })
})
