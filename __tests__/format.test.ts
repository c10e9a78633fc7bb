import { formatPhone, listOrNotAvailable, orNotAvailable, slugFromName, telHref } from "../src/utils/format"

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
