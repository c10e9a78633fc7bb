import { ICON_DRAWINGS } from "../src/components/icons/drawings"
import { ICON_NAMES } from "../src/components/icons/symbols"

describe("the icons' drawings", () => {
  it("are plain stroke paths, with no id, style or script a page's policy or its ids could trip on", () => {
    expect(ICON_NAMES.length).toBeGreaterThan(10)
    for (const name of ICON_NAMES)
      expect({ name, drawing: ICON_DRAWINGS[name] }).toEqual({
        name,
        drawing: expect.stringMatching(/^(?:<(?:path|circle|rect|line|polyline|polygon) [^<>]*\/>)+$/),
      })
    for (const name of ICON_NAMES) expect(ICON_DRAWINGS[name]).not.toMatch(/\b(?:id|style|on\w+)=/)
  })
})
