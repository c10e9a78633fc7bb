/**
 * @jest-environment node
 */
/**
 * Every form of a phone number, from src/shared/phone.ts: each rule tested
 * here once. The last block fails when a rule is written a second time
 * anywhere else in the site's code or scripts.
 */
import fs from "node:fs"
import path from "node:path"
import { filesUnder } from "../test-support/files"
import {
  e164,
  formatPhone,
  internationalPhone,
  nationalDigits,
  phoneDigits,
  phoneToDigits,
  smsNumber,
  STORED_PHONE,
  telHref,
  vcardTel,
  WRITTEN_PHONE,
} from "../src/shared/phone"

describe("phoneToDigits", () => {
  it.each(["(810) 555-0142", "810-555-0142", "810.555.0142", "8105550142", "+1 810 555 0142", "1-810-555-0142", " (810)555-0142 "])(
    "reads %p as 8105550142",
    (written) => {
      expect(phoneToDigits(written)).toBe("8105550142")
    },
  )

  it.each(["555-0142", "(810) 555-014", "(110) 555-0142", "(810) 155-0142", "+44 20 7946 0018", "810 555 0142 ext 2", ""])(
    "finds no North American number in %p",
    (written) => {
      expect(phoneToDigits(written)).toBeNull()
    },
  )
})

describe("STORED_PHONE", () => {
  it("takes ten digits whose area code and exchange start with 2-9, and nothing else", () => {
    expect(STORED_PHONE.test("8105550142")).toBe(true)
    for (const other of ["810-555-0142", "1234567890", "8101550142", "810555014", "18105550142"]) expect(STORED_PHONE.test(other)).toBe(false)
  })

  it("is what WRITTEN_PHONE reads back to itself", () => {
    expect(WRITTEN_PHONE.test("8105550142")).toBe(true)
  })
})

describe("phoneDigits", () => {
  it("keeps the digits only", () => {
    expect(phoneDigits("(810) 555-0142")).toBe("8105550142")
  })
})

describe("formatPhone", () => {
  it("shows exactly 10 digits as (XXX) XXX-XXXX", () => {
    expect(formatPhone("8105550142")).toBe("(810) 555-0142")
  })

  it.each(["810555014", "81055501423", "810-555-0142", "81O5550142", ""])("shows %p as given", (value) => {
    expect(formatPhone(value)).toBe(value)
  })
})

describe("e164", () => {
  it("gives ten digits, in any written form, the +1 country code", () => {
    expect(e164("8105550142")).toBe("+18105550142")
    expect(e164("(810) 555-0142")).toBe("+18105550142")
  })

  it("takes a number already in E.164, or with its country code, as it is", () => {
    expect(e164("+18105550142")).toBe("+18105550142")
    expect(e164("1 810 555 0142")).toBe("+18105550142")
  })

  it("keeps only the digits of a number it cannot place", () => {
    expect(e164("555-0142")).toBe("5550142")
  })

  it("is the number in tel: and sms: links and in contact cards", () => {
    expect(telHref("8105550142")).toBe("tel:+18105550142")
    expect(telHref("555-0142")).toBe("tel:5550142")
    expect(smsNumber("(810) 555-0142")).toBe("+18105550142")
    expect(vcardTel("8105550142")).toBe("+18105550142")
  })
})

describe("nationalDigits", () => {
  it("drops the North American country code, and keeps any other number's digits", () => {
    expect(nationalDigits("+1 (810) 555-0142")).toBe("8105550142")
    expect(nationalDigits("8105550142")).toBe("8105550142")
    expect(nationalDigits("+44 20 7946 0958")).toBe("442079460958")
  })
})

describe("internationalPhone", () => {
  it("writes ten digits as schema.org's +1-810-555-0142", () => {
    expect(internationalPhone("8105550163")).toBe("+1-810-555-0163")
    expect(internationalPhone("(810) 555-0163")).toBe("+1-810-555-0163")
  })

  it("keeps a number that is not 10 digits as given", () => {
    expect(internationalPhone("555-0142")).toBe("555-0142")
  })
})

describe("the phone rules have one home", () => {
  const ROOT = path.resolve(__dirname, "..")
  const HOME = "src/shared/phone.ts"

  /** Hand-written phone rules, each as it has been copied before. */
  const COPIES: { rule: string; pattern: RegExp; example: string }[] = [
    { rule: "digits only", pattern: /replace\(\/\\D\/g/, example: 'phone.replace(/\\D/g, "")' },
    { rule: "the +1 country code", pattern: /`\+1\$\{|["']\+1["']\s*\+|tel:\+1/, example: "`tel:+1${digits}`" },
    { rule: "the display form", pattern: /\(\$\{[^}]+\}\) \$\{[^}]+\}-\$\{/, example: "`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`" },
    { rule: "the international form", pattern: /`\+1-\$\{/, example: "`+1-${digits.slice(0, 3)}-…`" },
    { rule: "an area code or exchange", pattern: /\[2-9\]\\{1,2}d\{2\}/, example: "/^[2-9]\\d{2}[2-9]\\d{6}$/" },
  ]

  function sourceFiles(folder: string): string[] {
    return filesUnder(path.join(ROOT, folder))
      .filter((file) => /\.(?:[cm]?[jt]sx?)$/.test(file))
      .map((file) => `${folder}/${file}`)
      .filter((file) => file !== HOME && file !== "src/gatsby-types.d.ts")
  }

  it.each(COPIES.map((copy) => [copy.rule, copy] as const))("recognises a copy of %s", (_, copy) => {
    expect(copy.pattern.test(copy.example)).toBe(true)
  })

  it("finds no copy of a phone rule in src/ or scripts/ outside src/shared/phone.ts", () => {
    const copies = ["src", "scripts"].flatMap(sourceFiles).flatMap((file) => {
      const text = fs.readFileSync(path.join(ROOT, file), "utf8")
      return COPIES.filter((copy) => copy.pattern.test(text)).map((copy) => `${file}: ${copy.rule}`)
    })
    expect(copies).toEqual([])
  })
})
