import { classifyMissingPath } from "../src/shared/not-found"

const slugs = ["ron-vanderkolk", "doug-wendtland"]

describe("classifyMissingPath", () => {
  it("sends a mixed-case tracker address to the lowercase page", () => {
    expect(classifyMissingPath("/tracker/Ron-Vanderkolk/", slugs)).toEqual({ kind: "redirect", to: "/tracker/ron-vanderkolk/" })
    expect(classifyMissingPath("/tracker/DOUG-WENDTLAND", slugs)).toEqual({ kind: "redirect", to: "/tracker/doug-wendtland/" })
  })

  it("calls an unknown tracker name an unknown tracker", () => {
    expect(classifyMissingPath("/tracker/nobody/", slugs)).toEqual({ kind: "unknown-tracker" })
    expect(classifyMissingPath("/tracker/%E0%A4%A/", slugs)).toEqual({ kind: "unknown-tracker" })
  })

  it("calls any other path an unknown page", () => {
    expect(classifyMissingPath("/nope/", slugs)).toEqual({ kind: "unknown-page" })
    expect(classifyMissingPath("/tracker/a/b/", slugs)).toEqual({ kind: "unknown-page" })
  })
})
