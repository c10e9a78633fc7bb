/**
 * @jest-environment node
 */
/** Tripwire for the libphonenumber-js internal in src/internals/libphonenumber.ts. */
import { parsePhoneNumberFromString, type MetadataJson } from "libphonenumber-js/core"
import metadata from "libphonenumber-js/metadata.max.json"
import { LINE_TYPES, linePatterns } from "../../src/internals/libphonenumber"

const plan = metadata as MetadataJson

describe("libphonenumber-js's numbering plan, read through its Metadata class", () => {
  it("gives the United States' patterns for landlines (which take mobiles there) and toll-free lines", () => {
    const patterns = linePatterns(plan, "US")
    expect([...patterns.keys()]).toEqual(expect.arrayContaining(["FIXED_LINE", "TOLL_FREE"]))
    for (const pattern of patterns.values()) expect(() => new RegExp(`^(?:${pattern})$`)).not.toThrow()
  })

  it("gives patterns that accept exactly what the package itself calls each kind of line", () => {
    const patterns = linePatterns(plan, "US")
    for (const national of ["8102345678", "8002345678"]) {
      const type = parsePhoneNumberFromString(`+1${national}`, { defaultCountry: "US", extract: false }, plan)?.getType()
      expect(LINE_TYPES).toContain(type === "FIXED_LINE_OR_MOBILE" ? "FIXED_LINE" : type)
      const kind = type === "FIXED_LINE_OR_MOBILE" ? "FIXED_LINE" : type!
      expect(new RegExp(`^(?:${patterns.get(kind as (typeof LINE_TYPES)[number])})$`).test(national)).toBe(true)
    }
  })
})
