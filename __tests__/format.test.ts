import { compareText, formatCount, formatPhone, listOrNotAvailable, orNotAvailable, telHref } from "../src/utils/format"
import { slugFromName } from "../src/utils/slug"

describe("formatPhone", () => {
  it("formats exactly 10 digits as (XXX) XXX-XXXX", () => {
    expect(formatPhone("8105550142")).toBe("(810) 555-0142")
  })

  it.each(["810555014", "81055501423", "810-555-0142", "81O5550142", ""])("shows %p as given", (value) => {
    expect(formatPhone(value)).toBe(value)
  })
})

describe("telHref", () => {
  it("dials a 10-digit number with the US country code", () => {
    expect(telHref("8105550142")).toBe("tel:+18105550142")
  })

  it("keeps only the digits of anything else", () => {
    expect(telHref("555-0142")).toBe("tel:5550142")
  })
})

describe("slugFromName", () => {
  it.each([
    ["Ron Vanderkolk", "ron-vanderkolk"],
    ["Mary-Jo  O'Neil", "mary-jo-oneil"],
    ["  José Núñez Jr. ", "jose-nunez-jr"],
    ["DOUG WENDTLAND", "doug-wendtland"],
  ])("turns %p into %p", (name, slug) => {
    expect(slugFromName(name)).toBe(slug)
  })
})

describe("orNotAvailable", () => {
  it.each([undefined, null, "", "   "])("shows N/A for %p", (value) => {
    expect(orNotAvailable(value)).toBe("N/A")
  })

  it("shows a present value trimmed", () => {
    expect(orNotAvailable(" Gretel, wirehaired dachshund ")).toBe("Gretel, wirehaired dachshund")
    expect(orNotAvailable(0)).toBe("0")
  })
})

describe("listOrNotAvailable", () => {
  it("joins a list and shows N/A for an empty one", () => {
    expect(listOrNotAvailable(["UBT", "ABTA"])).toBe("UBT, ABTA")
    expect(listOrNotAvailable([])).toBe("N/A")
    expect(listOrNotAvailable(null)).toBe("N/A")
  })
})

describe("formatCount", () => {
  it.each([
    [0, "0"],
    [907, "907"],
    [1000, "1,000"],
    [1173, "1,173"],
    [1590, "1,590"],
    [1234567, "1,234,567"],
    [-2500, "-2,500"],
  ])("shows %p as %p, as en-US does", (value, shown) => {
    expect(formatCount(value)).toBe(shown)
    expect(formatCount(value)).toBe(value.toLocaleString("en-US"))
  })
})

describe("compareText", () => {
  it("sorts names, slugs and ISO dates as their characters do", () => {
    expect(["2024-11-09", "2025-01-02", "2024-12-14"].sort(compareText)).toEqual(["2024-11-09", "2024-12-14", "2025-01-02"])
    expect(["Ron Vanderkolk", "Doug Wendtland", "Cheryl Brandtner"].sort(compareText)).toEqual(["Cheryl Brandtner", "Doug Wendtland", "Ron Vanderkolk"])
    expect(compareText("a", "a")).toBe(0)
  })
})
