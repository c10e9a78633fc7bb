import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { expectationsFor, unmet } from "../scripts/smoke"

describe("the smoke test of a content-only deploy", () => {
  it("checks every page a tracker's number shows on: home, profile, contact card, the counties they cover and the species they take", () => {
    const files = expectationsFor("data/trackers/doug-wendtland.json", () => ({
      name: "Doug Wendtland",
      phone: "8105550158",
      homeCounty: "genesee",
      servesCounties: ["lapeer"],
      species: ["deer", "bear", "elk"],
    }))
    expect(files.map((entry) => entry.file)).toEqual([
      "/index.html",
      "/tracker/doug-wendtland/index.html",
      "/tracker/doug-wendtland.vcf",
      "/counties/genesee/index.html",
      "/counties/lapeer/index.html",
      "/bear-tracking/index.html",
      "/elk-tracking/index.html",
    ])
    expect(files[1].contains).toEqual(["Doug Wendtland", "tel:+18105550158"])
  })

  it("names each built file that is missing or lacks what the change says", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "smoke-"))
    fs.mkdirSync(path.join(dir, "tracker", "x"), { recursive: true })
    fs.writeFileSync(path.join(dir, "tracker", "x", "index.html"), '<a href="tel:+18105550100">X</a>')
    expect(
      unmet(dir, [
        { file: "/tracker/x/index.html", contains: ["tel:+18105550199"] },
        { file: "/index.html", contains: [] },
      ]),
    ).toEqual(['/tracker/x/index.html does not contain "tel:+18105550199"', "/index.html was not built"])
  })
})
