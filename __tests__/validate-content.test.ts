/**
 * @jest-environment node
 */
/**
 * Bad content must stop the build with a message an editor can act on.
 * Each case copies the real data/ folder, breaks one thing, and checks the
 * exact message: the file, the field, what is wrong and how to fix it.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { formatProblem, validateContent, type ContentProblem } from "../src/content/validate"

const ROOT = path.resolve(__dirname, "..")
const TRACKER = "data/trackers/ron-vanderkolk.json"
const REVIEW = "data/reviews/ron-vanderkolk-01.json"
const COUNTY = "data/counties/lapeer.json"

let workdir: string

beforeEach(() => {
  workdir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
  fs.cpSync(path.join(ROOT, "data"), path.join(workdir, "data"), { recursive: true })
})

afterEach(() => fs.rmSync(workdir, { recursive: true, force: true }))

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(workdir, file), "utf8"))
const write = (file: string, value: unknown) => fs.writeFileSync(path.join(workdir, file), JSON.stringify(value, null, 2))
const writeRaw = (file: string, raw: string | Buffer) => fs.writeFileSync(path.join(workdir, file), raw)
const edit = (file: string, change: (record: Record<string, unknown>) => void) => {
  const record = read(file)
  change(record)
  write(file, record)
}
const check = () => validateContent(workdir)
const error = (file: string, field: string, message: string): ContentProblem => ({ severity: "error", file, field, message })
const warning = (file: string, field: string, message: string): ContentProblem => ({ severity: "warning", file, field, message })

describe("validateContent", () => {
  it("passes the real content with no errors", () => {
    const report = validateContent(ROOT)
    expect(report.errors.map(formatProblem)).toEqual([])
    expect(report.filesChecked).toBeGreaterThan(40)
  })

  it("reports malformed JSON with its line and column", () => {
    writeRaw(TRACKER, '{\n  "slug": "ron-vanderkolk",\n  "name": "Ron Vanderkolk"\n  "phone": "8105550112"\n}\n')
    expect(check().errors).toContainEqual(
      error(TRACKER, "(file)", "the file is not valid JSON at line 4, column 3 (Expected ',' or '}' after property value). Check for a missing comma, quote or bracket just before that point."),
    )
  })

  it("reports a missing required field", () => {
    edit(TRACKER, (tracker) => delete tracker.bio)
    expect(check().errors).toContainEqual(error(TRACKER, "bio", "bio is missing: add it as text in quotes."))
  })

  it("reports a tracker with no phone", () => {
    edit(TRACKER, (tracker) => delete tracker.phone)
    expect(check().errors).toContainEqual(error(TRACKER, "phone", 'phone is missing: add the 10-digit number in quotes, e.g. "8105550142".'))
  })

  it.each([
    ["9 digits", "810555011"],
    ["11 digits", "81055501123"],
    ["letters", "81O555O112"],
    ["dashes", "810-555-0112"],
  ])("rejects a phone with %s", (_, phone) => {
    edit(TRACKER, (tracker) => (tracker.phone = phone))
    expect(check().errors).toContainEqual(
      error(TRACKER, "phone", 'phone must be exactly 10 digits with no spaces, dashes, brackets or letters, e.g. "8105550142".'),
    )
  })

  it("reports two files with the same slug", () => {
    fs.copyFileSync(path.join(workdir, TRACKER), path.join(workdir, "data/trackers/Ron-Vanderkolk.json"))
    expect(check().errors).toContainEqual(
      error("data/trackers/ron-vanderkolk.json", "slug", 'slug "ron-vanderkolk" is used twice (also in data/trackers/Ron-Vanderkolk.json). Each record needs its own slug: rename one of the files.'),
    )
  })

  it("reports a slug that does not match the file name", () => {
    edit(TRACKER, (tracker) => (tracker.slug = "ron-vanderkolk-sr"))
    expect(check().errors).toContainEqual(
      error(TRACKER, "slug", 'slug "ron-vanderkolk-sr" does not match the file name "ron-vanderkolk.json". Make them the same (rename the file or change the slug).'),
    )
  })

  it("reports a tracker file not named after the tracker", () => {
    edit(TRACKER, (tracker) => (tracker.name = "Ronald Vanderkolk"))
    expect(check().errors).toContainEqual(
      error(TRACKER, "slug", 'the profile address must be the name in lowercase joined with hyphens: rename the file to "ronald-vanderkolk.json" and set slug to "ronald-vanderkolk".'),
    )
  })

  it("reports a review naming an unknown tracker", () => {
    edit(REVIEW, (review) => (review.tracker = "ron-vanderkok"))
    // The message lists the trackers there are, so the expected text is built from the same folder.
    const slugs = fs.readdirSync(path.join(workdir, "data/trackers")).sort().map((name) => name.replace(/\.json$/, ""))
    const problems = check().errors.filter((problem) => problem.file === REVIEW && problem.field === "tracker")
    expect(problems).toEqual([error(REVIEW, "tracker", `no tracker has the slug "ron-vanderkok". Use one of: ${slugs.join(", ")}.`)])
    expect(slugs).toContain("ron-vanderkolk")
  })

  it.each([
    [0, "rating must be at least 1."],
    [6, "rating can be at most 5."],
    [4.5, "rating must be a whole number from 1 to 5."],
    ["5", "rating must be a number from 1 to 5 (no quotes)."],
  ])("rejects a rating of %p", (rating, message) => {
    edit(REVIEW, (review) => (review.rating = rating))
    expect(check().errors).toContainEqual(error(REVIEW, "rating", message))
  })

  it("reports a missing image file", () => {
    edit(TRACKER, (tracker) => (tracker.image = "../images/trackers/ron.jpg"))
    expect(check().errors).toContainEqual(
      error(TRACKER, "image", 'the image "../images/trackers/ron.jpg" was not found (looked for data/images/trackers/ron.jpg). Upload the photo or fix the path; it is relative to this JSON file.'),
    )
  })

  it("reports a file that is not really an image", () => {
    writeRaw("data/images/trackers/fake.jpg", "<html>not a photo</html>")
    edit(TRACKER, (tracker) => (tracker.image = "../images/trackers/fake.jpg"))
    expect(check().errors).toContainEqual(
      error(TRACKER, "image", '"../images/trackers/fake.jpg" is not a JPEG, PNG, WebP or AVIF picture (its contents do not match its name). Export the photo again as .jpg.'),
    )
  })

  it("reports an image of an unsupported type", () => {
    edit(TRACKER, (tracker) => (tracker.image = "../images/trackers/ron.gif"))
    expect(check().errors).toContainEqual(error(TRACKER, "image", "image must be a .jpg, .jpeg, .png, .webp or .avif file."))
  })

  it("reports an unknown county slug", () => {
    edit(TRACKER, (tracker) => (tracker.homeCounty = "macomb"))
    expect(check().errors).toContainEqual(
      error(TRACKER, "homeCounty", "must be one of the eight county slugs: huron, sanilac, tuscola, lapeer, st-clair, genesee, saginaw, oakland."),
    )
  })

  it("reports an empty name", () => {
    edit(TRACKER, (tracker) => (tracker.name = "  "))
    expect(check().errors).toContainEqual(error(TRACKER, "name", "name is empty: write something here."))
  })

  it("rejects a link that is not http(s)", () => {
    edit("data/site.json", (site) => (site.socialPageUrl = "javascript:alert(1)"))
    expect(check().errors).toContainEqual(
      error("data/site.json", "socialPageUrl", "URL must start with http:// or https:// (other kinds of link are not allowed)."),
    )
  })

  it("warns about HTML or script in a text field, which is shown as plain text", () => {
    edit(TRACKER, (tracker) => (tracker.bio = 'Great tracker <script>alert("x")</script>'))
    const report = check()
    expect(report.warnings).toContainEqual(
      warning(TRACKER, "bio", "this text contains HTML or a script link. It is shown exactly as typed (never run), so the tags will be visible: remove them."),
    )
    expect(report.errors).toEqual([])
  })

  it("reports a town list with the wrong count", () => {
    edit(COUNTY, (county) => (county.northernTowns = ["North Branch", "Clifford", "Columbiaville"]))
    expect(check().errors).toContainEqual(error(COUNTY, "northernTowns", "northernTowns must list exactly four towns."))
  })

  it("rejects an unknown field so a misspelling is not silently dropped", () => {
    edit(TRACKER, (tracker) => (tracker.phoen = "8105550112"))
    expect(check().errors).toContainEqual(
      error(TRACKER, "phoen", 'unknown field "phoen": check the spelling against CONTENT.md, or remove it.'),
    )
  })

  it("reports a byte-order mark", () => {
    writeRaw(TRACKER, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), fs.readFileSync(path.join(workdir, TRACKER))]))
    expect(check().errors).toContainEqual(
      error(TRACKER, "(file)", 'the file starts with an invisible byte-order mark (BOM). Save it as "UTF-8" (without BOM).'),
    )
  })

  it("reports a file saved as UTF-16", () => {
    writeRaw(TRACKER, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(fs.readFileSync(path.join(workdir, TRACKER), "utf8"), "utf16le")]))
    expect(check().errors).toContainEqual(error(TRACKER, "(file)", 'the file is saved as UTF-16. Save it as "UTF-8" (without BOM).'))
  })

  it("reports an empty phone, as a form left blank would save it", () => {
    edit(TRACKER, (tracker) => (tracker.phone = ""))
    expect(check().errors).toContainEqual(
      error(TRACKER, "phone", 'phone must be exactly 10 digits with no spaces, dashes, brackets or letters, e.g. "8105550142".'),
    )
  })

  it("reports text that is not valid UTF-8", () => {
    writeRaw(TRACKER, Buffer.from([0x7b, 0x22, 0x6e, 0xe9, 0x22, 0x7d]))
    expect(check().errors).toContainEqual(
      error(TRACKER, "(file)", 'the file contains characters that are not valid UTF-8 (often from pasting out of a word processor). Save it as "UTF-8".'),
    )
  })

  it("accepts a very long bio with a warning (the layout clamps it)", () => {
    edit(TRACKER, (tracker) => (tracker.bio = "Tracks deer. ".repeat(120)))
    const report = check()
    expect(report.errors).toEqual([])
    expect(report.warnings).toContainEqual(
      warning(TRACKER, "bio", "bio is 1560 characters long; cards show the start and the profile shows it all. Consider trimming it under 1,200."),
    )
  })

  it("reports a county missing its square miles", () => {
    edit(COUNTY, (county) => delete county.squareMiles)
    expect(check().errors).toContainEqual(
      error(COUNTY, "squareMiles", "squareMiles is missing: add the county's area as a number, e.g. 907."),
    )
  })

  it("reports a county file that has no page", () => {
    fs.copyFileSync(path.join(workdir, COUNTY), path.join(workdir, "data/counties/macomb.json"))
    expect(check().errors).toContainEqual(
      error("data/counties/macomb.json", "(file)", "there is no page for this file. The file name must be one of: huron, sanilac, tuscola, lapeer, st-clair, genesee, saginaw, oakland."),
    )
  })

  it("reports a missing county file", () => {
    fs.rmSync(path.join(workdir, "data/counties/huron.json"))
    expect(check().errors).toContainEqual(
      error("data/counties/huron.json", "(file)", "this file is required but missing. Restore it from the last good version."),
    )
  })

  it("reports a review date that is not a calendar date", () => {
    edit(REVIEW, (review) => (review.dateISO = "10-14-2024"))
    expect(check().errors).toContainEqual(error(REVIEW, "dateISO", 'dateISO must be written as YYYY-MM-DD, e.g. "2024-10-14".'))
  })

  it("reports a number written as text", () => {
    edit(TRACKER, (tracker) => (tracker.yearsTracking = "19"))
    expect(check().errors).toContainEqual(error(TRACKER, "yearsTracking", "yearsTracking must be a whole number, e.g. 12 (no quotes)."))
  })

  it("names the field inside a list", () => {
    edit(TRACKER, (tracker) => ((tracker.gallery as { alt: string }[])[1].alt = ""))
    expect(check().errors).toContainEqual(
      error(TRACKER, "gallery[1].alt", "alt (a short description of the photo for blind visitors) is empty: write something here."),
    )
  })

  describe("the home page's words in site.json", () => {
    const SITE = "data/site.json"
    const editHome = (change: (home: Record<string, unknown>) => void) => edit(SITE, (site) => change(site.home as Record<string, unknown>))

    it("reports missing home page text", () => {
      editHome((home) => delete home.heroTitle)
      expect(check().errors).toContainEqual(error(SITE, "home.heroTitle", "heroTitle is missing: add it as text in quotes."))
    })

    it("reports an empty checklist", () => {
      editHome((home) => (home.readyChecklist = []))
      expect(check().errors).toContainEqual(error(SITE, "home.readyChecklist", "readyChecklist needs at least one entry."))
    })

    it("rejects a hashtag written with # or spaces, which would break the X share link", () => {
      editHome((home) => (home.shareHashtags = ["#DeerTracking", "Deer Tracking"]))
      const message = 'each hashtag may only use letters, digits and underscores, without the # (e.g. "DeerTracking").'
      expect(check().errors).toEqual(
        expect.arrayContaining([error(SITE, "home.shareHashtags[0]", message), error(SITE, "home.shareHashtags[1]", message)]),
      )
    })
  })
})
