import fs from "node:fs"
import path from "node:path"
import { ICON_NAMES } from "../src/components/icons/symbols"

const sprite = fs.readFileSync(path.resolve(__dirname, "../static/icons.svg"), "utf8")

describe("the icon sprite (static/icons.svg)", () => {
  it("holds a symbol for each icon name and nothing else, each a 24x24 stroke drawing a <use> from another document can show", () => {
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg">/)
    const symbols = [...sprite.matchAll(/<symbol ([^>]*)>/g)].map(([, attributes]) => attributes)
    expect(symbols.map((attributes) => /id="i-([^"]+)"/.exec(attributes)?.[1])).toEqual([...ICON_NAMES])
    for (const attributes of symbols) expect(attributes).toMatch(/viewBox="0 0 24 24" stroke="currentColor"/)
  })
})
