import { compareText, factText, formatCount } from "../src/shared/format"
import { slugFromName } from "../src/shared/slug"

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

describe("factText", () => {
  it.each([undefined, null, "", "   ", [], [" ", null]])("has nothing to show for %p", (value) => {
    expect(factText(value)).toBeNull()
  })

  it("shows a value trimmed, a number as written, a list joined, yes or no", () => {
    expect(factText(" Gretel, wirehaired dachshund ")).toBe("Gretel, wirehaired dachshund")
    expect(factText(0)).toBe("0")
    expect(factText(["UBT", "", "ABTA"])).toBe("UBT, ABTA")
    expect(factText(true)).toBe("Yes")
    expect(factText(false)).toBe("No")
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
