/**
 * @jest-environment node
 */
/**
 * Each rule is written once, in a low module, and imported where it is
 * used; a second copy is a defect even when short, because the two drift.
 * These fail when one appears: the call order (src/shared/call-order.ts,
 * compareCallOrder), the statuses and their words (src/shared/status/availability.ts),
 * a card's fields (src/components/TrackerCard/facts.ts) and the tracker's
 * record (src/shared/tracker.ts).
 * The phone rules have their own check in __tests__/phone.test.ts.
 */
import fs from "node:fs"
import path from "node:path"
import { filesUnder } from "../test-support/files"

const ROOT = path.resolve(__dirname, "..")

function code(dir: string): string[] {
  return filesUnder(path.join(ROOT, dir))
    .filter((file) => /\.(tsx?|js)$/.test(file) && !file.endsWith("gatsby-types.d.ts"))
    .map((file) => `${dir}/${file}`)
}

const FILES = [...["src", "functions", "scripts"].flatMap(code), "gatsby-node.ts"]
/** A file's code without its comments, which may well name a rule. */
const text = (file: string) =>
  fs
    .readFileSync(path.join(ROOT, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:])\/\/.*$/gm, "$1")
const filesWith = (pattern: RegExp, except: readonly string[] = []) => FILES.filter((file) => !except.includes(file) && pattern.test(text(file)))

describe("one rule, one place", () => {
  it("no query sorts trackers: every list sorts with compareCallOrder", () => {
    expect(filesWith(/allTracker\s*\([^)]*\bsort\s*:/)).toEqual([])
    // Nor does any file write the order again by hand.
    expect(filesWith(/Number\(\s*\w+\.isApprentice\s*\)\s*-\s*Number\(/, ["src/shared/call-order.ts"])).toEqual([])
  })

  it("the statuses and their words are written once", () => {
    expect(filesWith(/\[\s*"available"\s*,\s*"busy"\s*,\s*"off-season"\s*\]/, ["src/shared/status/availability.ts"])).toEqual([])
    expect(filesWith(/"On a track or full tonight"|"Off for the season"|"Call to ask"/, ["src/shared/status/availability.ts"])).toEqual([])
  })

  it("a card's fields are listed once, beside the card: the profile reuses them, the previews and fixtures make records from the content model", () => {
    const viewsAndFixtures = FILES.filter((file) => file.startsWith("src/")).concat("__tests__/setup/fixtures.ts")
    const listing = viewsAndFixtures.filter((file) => /\bdog[12]\b/.test(text(file)))
    expect(listing.sort()).toEqual(["src/components/TrackerCard/facts.ts", "src/content/types/tracker.ts"])
    expect(text("src/views/TrackerProfile/TrackerProfile.tsx")).toMatch(/fragment TrackerProfile on Tracker \{\s*\.\.\.TrackerCardFields\b/)
  })

  it("the tracker's record spreads the card's fields, and the build's own query spreads it and the reviews' fragment instead of listing their fields", () => {
    expect(text("src/shared/tracker.ts")).toMatch(/fragment TrackerRecord on Tracker \{\s*\.\.\.TrackerCardFields\b/)
    expect(text("gatsby-node.ts")).toMatch(/allTracker \{\s*nodes \{\s*\.\.\.TrackerRecord\b/)
    expect(text("gatsby-node.ts")).toMatch(/allReview \{\s*nodes \{\s*\.\.\.ReviewsByTracker\s*\}/)
    expect(text("gatsby-node.ts")).not.toMatch(/\b(phone|baseTown|availability|reviewerName)\b/)
  })
})
