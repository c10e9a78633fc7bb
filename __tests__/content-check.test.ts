/**
 * @jest-environment node
 */
/**
 * Bad content, as editors and their tools produce it, is refused by
 * `npm run check:content` before Gatsby writes anything, with the file, the
 * field and what to do; and wherever one record shows the mistake the editor
 * refuses it too, in its form or, for what a form cannot say, just before
 * saving (src/cms/refuse-before-save.ts). Each case copies data/, breaks one
 * thing and checks both. Mistakes in the files themselves (names, encodings,
 * pictures) are the build's to refuse (CONTENT.md).
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { checkContent, formatProblem, type ContentProblem } from "../src/content/check"
import { crossFileProblems } from "../src/content/check/rules"
import { RECORD_FOLDERS, recordsFrom, whatToFix } from "../src/cms/refuse-before-save"
import { contentType, typeOfFile, type TypeName } from "../src/content/model"
import { availabilitySchema } from "../src/content/types/availability"
import { isoInZone, untilChoicesAt, untilFor } from "../src/shared/status/until"
import { editorRefusals } from "./setup/decap-rules"

const ROOT = path.resolve(__dirname, "..")
const TRACKER = "data/trackers/ron-vanderkolk.json"
const OTHER_TRACKER = "data/trackers/wes-haskell.json"
const REVIEW = "data/reviews/ron-vanderkolk-01.json"
const COUNTY = "data/counties/lapeer.json"
const SPECIES = "data/pages/bear-tracking.json"
const LEGAL = "data/pages/terms.json"
const SITE = "data/site.json"
const PHOTO = "data/images/trackers/ron-vanderkolk.jpg"
const DAY_MS = 24 * 60 * 60 * 1000

let workdir: string
beforeEach(() => {
  workdir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
  fs.cpSync(path.join(ROOT, "data"), path.join(workdir, "data"), { recursive: true })
})
afterEach(() => fs.rmSync(workdir, { recursive: true, force: true }))

type Json = Record<string, unknown>
const at = (file: string) => path.join(workdir, file)
const read = (file: string): Json => JSON.parse(fs.readFileSync(at(file), "utf8")) as Json
const write = (file: string, value: unknown) => {
  fs.mkdirSync(path.dirname(at(file)), { recursive: true })
  fs.writeFileSync(at(file), typeof value === "string" || Buffer.isBuffer(value) ? value : JSON.stringify(value, null, 2))
}
const edit = (file: string, change: (record: Json) => void) => {
  const record = read(file)
  change(record)
  write(file, record)
}
const group = (record: Json, key: string) => record[key] as Json
const list = (record: Json, key: string) => record[key] as Json[]

/** A PNG whose header claims a size (with a valid checksum), as a crafted or corrupted file can. */
function pngClaiming(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png)
  copy.writeUInt32BE(width, 16)
  copy.writeUInt32BE(height, 20)
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29)
  return copy
}
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

/**
 * How the editor fares with the same mistake: "refuses" (the form will not
 * save it), "refuses before saving" (the check's rules run as Publish is
 * pressed refuse it), or the reason it cannot show it before saving.
 */
type Editor = "refuses" | "refuses before saving" | { cannot: string }

interface BadContent {
  name: string
  change: () => void | Promise<void>
  file: string
  field: string
  /** A part of the message that says what to do. */
  says: string
  editor: Editor
}

const FILES: Editor = { cannot: "the editor names and writes files itself; only hand edits and other tools make these" }
const JSON_SYNTAX: Editor = { cannot: "the editor always writes valid UTF-8 JSON" }
const UPLOAD: Editor = { cannot: "the editor only sees the picture's name before saving; the build decodes it" }
const LINE_BREAKS: Editor = {
  cannot: "the editor's text box writes line breaks as \\n, and its save hook turns a \\r from the file into \\n, so saving there fixes it",
}

const CASES: BadContent[] = [
  // The files themselves.
  {
    name: "a tracker saved as .JSON",
    change: () => fs.renameSync(at(TRACKER), at("data/trackers/ron-vanderkolk.JSON")),
    file: "data/trackers/ron-vanderkolk.JSON",
    field: "(file)",
    says: 'Rename the file to "ron-vanderkolk.json"',
    editor: FILES,
  },
  {
    name: "a hidden tracker file (.x.json)",
    change: () => fs.copyFileSync(at(TRACKER), at("data/trackers/.x.json")),
    file: "data/trackers/.x.json",
    field: "(file)",
    says: "delete it, or rename it without the dot",
    editor: FILES,
  },
  {
    name: "an extra file in data/pages/ (a page named admin)",
    change: () => fs.copyFileSync(at(LEGAL), at("data/pages/admin.json")),
    file: "data/pages/admin.json",
    field: "(file)",
    says: "the files here are bear-tracking, elk-tracking, terms, privacy, accessibility",
    editor: FILES,
  },
  {
    name: "a record in a folder the site does not read",
    change: () => write("data/misc/notes.json", "{}"),
    file: "data/misc/notes.json",
    field: "(file)",
    says: "The folders are trackers, reviews, counties, faq, pages, images",
    editor: FILES,
  },
  {
    name: "a text file among the trackers",
    change: () => write("data/trackers/notes.txt", "call Ron"),
    file: "data/trackers/notes.txt",
    field: "(file)",
    says: "Only .json records belong here",
    editor: FILES,
  },
  {
    name: "a tracker file with capitals in its name",
    change: () => fs.renameSync(at(TRACKER), at("data/trackers/Ron-Vanderkolk.json")),
    file: "data/trackers/Ron-Vanderkolk.json",
    field: "(file)",
    says: 'Rename the file to lowercase letters, digits and hyphens, e.g. "ron-vanderkolk.json"',
    editor: FILES,
  },
  {
    name: "a picture with a space in its name",
    change: () => fs.copyFileSync(at(PHOTO), at("data/images/trackers/ron photo.jpg")),
    file: "data/images/trackers/ron photo.jpg",
    field: "(file)",
    says: "named without spaces",
    editor: FILES,
  },
  {
    name: "a HEIC photo from a phone",
    change: () => write("data/images/trackers/ron.heic", "ftypheic"),
    file: "data/images/trackers/ron.heic",
    field: "(file)",
    says: "Only JPG, PNG and WebP pictures go in data/images",
    editor: FILES,
  },
  {
    name: "a county file deleted",
    change: () => fs.rmSync(at("data/counties/huron.json")),
    file: "data/counties/huron.json",
    field: "(file)",
    says: "Restore it from the last good version",
    editor: FILES,
  },
  // Files an editor's program spoiled.
  {
    name: "a missing comma",
    change: () => write(TRACKER, '{\n  "name": "Ron Vanderkolk"\n  "phone": "8105550112"\n}\n'),
    file: TRACKER,
    field: "(file)",
    says: "not valid JSON at line 3, column 3",
    editor: JSON_SYNTAX,
  },
  {
    name: "a byte-order mark",
    change: () => write(TRACKER, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), fs.readFileSync(at(TRACKER))])),
    file: TRACKER,
    field: "(file)",
    says: 'Save it as "UTF-8" (without BOM)',
    editor: JSON_SYNTAX,
  },
  {
    name: "a file saved as UTF-16",
    change: () => write(TRACKER, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(fs.readFileSync(at(TRACKER), "utf8"), "utf16le")])),
    file: TRACKER,
    field: "(file)",
    says: "saved as UTF-16",
    editor: JSON_SYNTAX,
  },
  {
    name: "text that is not UTF-8",
    change: () => write(TRACKER, Buffer.from([0x7b, 0x22, 0x6e, 0xe9, 0x22, 0x7d])),
    file: TRACKER,
    field: "(file)",
    says: "not valid UTF-8",
    editor: JSON_SYNTAX,
  },
  { name: "an empty file", change: () => write(TRACKER, ""), file: TRACKER, field: "(file)", says: "The file is empty", editor: JSON_SYNTAX },
  { name: "a list instead of a record", change: () => write(TRACKER, "[]"), file: TRACKER, field: "(file)", says: "must hold one record", editor: JSON_SYNTAX },
  // A tracker's own fields.
  {
    name: "a phone of 1234567890",
    change: () => edit(TRACKER, (r) => (r.phone = "1234567890")),
    file: TRACKER,
    field: "phone",
    says: "no number starts its area code or exchange with 0 or 1",
    editor: "refuses",
  },
  {
    name: "a phone with an exchange starting with 1",
    change: () => edit(TRACKER, (r) => (r.phone = "8101550112")),
    file: TRACKER,
    field: "phone",
    says: "Type a real 10-digit number",
    editor: "refuses",
  },
  {
    name: "a phone of nine digits",
    change: () => edit(TRACKER, (r) => (r.phone = "810555011")),
    file: TRACKER,
    field: "phone",
    says: "Type a real 10-digit number",
    editor: "refuses",
  },
  {
    name: "a phone typed by hand with dashes",
    change: () => edit(TRACKER, (r) => (r.phone = "810-555-0112")),
    file: TRACKER,
    field: "phone",
    says: 'Write the number as ten digits only: "8105550112"',
    editor: { cannot: "the editor accepts this form and saves it as ten digits" },
  },
  {
    name: "no phone",
    change: () => edit(TRACKER, (r) => delete r.phone),
    file: TRACKER,
    field: "phone",
    says: "Missing: type the 10-digit number",
    editor: "refuses",
  },
  {
    name: "a phone with the area code 911",
    change: () => edit(TRACKER, (r) => (r.phone = "9115550112")),
    file: TRACKER,
    field: "phone",
    says: "The area code 911 is not in service: no phone number starts with it. Check the first three digits",
    editor: "refuses",
  },
  {
    name: "a phone with the area code 411",
    change: () => edit(TRACKER, (r) => (r.phone = "4112345678")),
    file: TRACKER,
    field: "phone",
    says: "The area code 411 is not in service",
    editor: "refuses",
  },
  {
    name: "a phone with an area code kept for expanding the plan (290)",
    change: () => edit(TRACKER, (r) => (r.phone = "2905550112")),
    file: TRACKER,
    field: "phone",
    says: "The area code 290 is not in service",
    editor: "refuses",
  },
  {
    name: "a phone the numbering plan does not have, in an area code in service",
    change: () => edit(TRACKER, (r) => (r.phone = "2682345678")),
    file: TRACKER,
    field: "phone",
    says: "(268) 234-5678 is not a number in service: the area code 268 has no exchange 234 (the three digits after it). Check the number",
    // The form checks the area code (which exchanges each has is too long a list for one pattern); the save, the whole number.
    editor: "refuses before saving",
  },
  {
    name: "a right-to-left override in a name",
    change: () => edit(TRACKER, (r) => (r.name = "Ron \u202eklokrednaV")),
    file: TRACKER,
    field: "name",
    says: "without tabs, line breaks or invisible characters",
    editor: "refuses",
  },
  {
    name: "a zero-width space in a name",
    change: () => edit(TRACKER, (r) => (r.name = "Ron\u200bVanderkolk")),
    file: TRACKER,
    field: "name",
    says: "This has an invisible character in it",
    editor: "refuses",
  },
  {
    name: "a zero-width joiner in a name",
    change: () => edit(TRACKER, (r) => (r.name = "Ron Vander\u200dkolk")),
    file: TRACKER,
    field: "name",
    says: "This has an invisible character in it",
    editor: "refuses",
  },
  {
    name: "a soft hyphen in a county's name",
    change: () => edit(COUNTY, (r) => (r.name = "Lap\u00adeer")),
    file: COUNTY,
    field: "name",
    says: "This has an invisible character in it",
    editor: "refuses",
  },
  {
    name: "a word joiner in a dog's name",
    change: () => edit(TRACKER, (r) => (r.dog1 = "Gretel\u2060, wirehaired dachshund")),
    file: TRACKER,
    field: "dog1",
    says: "This has an invisible character in it",
    editor: "refuses",
  },
  {
    name: "a reviewer named with a blank Hangul filler",
    change: () => edit(REVIEW, (r) => (r.reviewerName = "\u3164")),
    file: REVIEW,
    field: "reviewerName",
    says: "This has an invisible character in it",
    editor: "refuses",
  },
  {
    name: "a script closing and opening in a bio",
    change: () => edit(TRACKER, (r) => (r.bio = 'Great tracker </script><script>alert("x")</script>')),
    file: TRACKER,
    field: "bio",
    says: "Type plain text; the page shows it exactly as typed, so tags like <img> would appear as text",
    editor: "refuses",
  },
  {
    name: "a picture tag with an error handler in a name",
    change: () => edit(TRACKER, (r) => (r.name = "Ron <img src=x onerror=alert(1)>")),
    file: TRACKER,
    field: "name",
    says: "Type plain text",
    editor: "refuses",
  },
  {
    name: "an event handler in angle brackets, spaced out",
    change: () => edit(TRACKER, (r) => (r.experience = "Tracks at night < div onmouseover = alert(1) >")),
    file: TRACKER,
    field: "experience",
    says: "Type plain text",
    editor: "refuses",
  },
  {
    name: "a script link in a picture's description",
    change: () => edit(TRACKER, (r) => (list(r, "gallery")[1].alt = "JavaScript:alert(document.cookie)")),
    file: TRACKER,
    field: "gallery[1].alt",
    says: "Type plain text",
    editor: "refuses",
  },
  {
    name: "an HTML comment in a county's text",
    change: () => edit(COUNTY, (r) => (r.description = "Deer tracking in Lapeer. <!-- hidden -->")),
    file: COUNTY,
    field: "description",
    says: "Type plain text",
    editor: "refuses",
  },
  {
    name: "a lone carriage return in a bio",
    change: () => edit(TRACKER, (r) => (r.bio = "Ron tracks.\rHe answers at night.")),
    file: TRACKER,
    field: "bio",
    says: 'Write each line break as "\\n"',
    editor: LINE_BREAKS,
  },
  {
    name: "Windows line breaks in the text message",
    change: () => edit(SITE, (r) => (r.textTemplate = String(r.textTemplate).replace(/\n/g, "\r\n"))),
    file: SITE,
    field: "textTemplate",
    says: 'replace each "\\r\\n" or "\\r" with "\\n"',
    editor: LINE_BREAKS,
  },
  {
    name: "a vertical tab (Word's line break) in a bio",
    change: () => edit(TRACKER, (r) => (r.bio = "Ron tracks.\u000bHe answers at night.")),
    file: TRACKER,
    field: "bio",
    says: "invisible control or direction character",
    editor: "refuses",
  },
  {
    name: "a name of spaces",
    change: () => edit(TRACKER, (r) => (r.name = "   ")),
    file: TRACKER,
    field: "name",
    says: "This is empty: type the text.",
    editor: "refuses",
  },
  {
    name: "a name too long for a card",
    change: () => edit(TRACKER, (r) => (r.name = "R".repeat(61))),
    file: TRACKER,
    field: "name",
    says: "Keep it to 60 characters or fewer (this has 61)",
    editor: "refuses",
  },
  {
    name: "years tracking with decimals",
    change: () => edit(TRACKER, (r) => (r.yearsTracking = 4.5)),
    file: TRACKER,
    field: "yearsTracking",
    says: "Type a whole number (no decimals)",
    editor: "refuses",
  },
  {
    name: "years tracking in quotes",
    change: () => edit(TRACKER, (r) => (r.yearsTracking = "19")),
    file: TRACKER,
    field: "yearsTracking",
    says: "Type a whole number without quotes",
    editor: "refuses",
  },
  {
    name: "years tracking beyond a lifetime",
    change: () => edit(TRACKER, (r) => (r.yearsTracking = 200)),
    file: TRACKER,
    field: "yearsTracking",
    says: "Type a number of at most 70",
    editor: "refuses",
  },
  {
    name: "a misspelt field",
    change: () => edit(TRACKER, (r) => (r.phoen = "8105550112")),
    file: TRACKER,
    field: "phoen",
    says: 'Unknown field "phoen"',
    editor: { cannot: "the editor only writes the fields it shows" },
  },
  {
    name: "a home county the site has no page for",
    change: () => edit(TRACKER, (r) => (r.homeCounty = "macomb")),
    file: TRACKER,
    field: "homeCounty",
    says: 'There is no county "macomb". Use one of: genesee (Genesee), huron (Huron)',
    editor: "refuses",
  },
  // The form offers each county once, and cannot tie "Also serves" to the home county: its save refuses both.
  {
    name: "a county listed twice among the counties served",
    change: () => edit(TRACKER, (r) => (r.servesCounties = ["genesee", "tuscola", "genesee"])),
    file: TRACKER,
    field: "servesCounties[2]",
    says: '"genesee" is already in this list: remove the second one.',
    editor: "refuses before saving",
  },
  {
    name: "the home county listed again among the counties served",
    change: () => edit(TRACKER, (r) => (r.servesCounties = ["genesee", "lapeer"])),
    file: TRACKER,
    field: "servesCounties[1]",
    says: '"lapeer" is the home county already: remove it here, where only the other counties served are listed.',
    editor: "refuses before saving",
  },
  {
    name: "a species listed twice",
    change: () => edit(TRACKER, (r) => (r.species = ["deer", "bear", "deer"])),
    file: TRACKER,
    field: "species[2]",
    says: "Deer is already in this list: remove the second one.",
    editor: "refuses before saving",
  },
  {
    name: "no species",
    change: () => edit(TRACKER, (r) => (r.species = [])),
    file: TRACKER,
    field: "species",
    says: "Add at least 1 specie",
    editor: "refuses",
  },
  {
    name: "a species the site does not list",
    change: () => edit(TRACKER, (r) => (r.species = ["moose"])),
    file: TRACKER,
    field: "species[0]",
    says: "Choose one of: Deer, Bear, Elk",
    editor: "refuses",
  },
  {
    name: "latitude and longitude swapped",
    change: () => edit(TRACKER, (r) => (group(r, "baseTown").latitude = -83.3188)),
    file: TRACKER,
    field: "baseTown.latitude",
    says: "Type a number of at least 41.6",
    editor: "refuses",
  },
  {
    name: "a longitude without its minus sign",
    change: () => edit(TRACKER, (r) => (group(r, "baseTown").longitude = 83.3188)),
    file: TRACKER,
    field: "baseTown.longitude",
    says: "Type a number of at most -82.1",
    editor: "refuses",
  },
  {
    name: "a base town far from the home county",
    change: () => edit(TRACKER, (r) => Object.assign(group(r, "baseTown"), { name: "Marquette", latitude: 46.5436, longitude: -87.3954 })),
    file: TRACKER,
    field: "baseTown",
    says: "miles from the centre of Lapeer County",
    editor: "refuses before saving",
  },
  {
    name: "a photo in HEIC",
    change: () => edit(TRACKER, (r) => (r.image = "../images/trackers/ron.heic")),
    file: TRACKER,
    field: "image",
    says: "Use a JPG, PNG or WebP photo (not HEIC, GIF, SVG or PDF)",
    editor: "refuses",
  },
  {
    name: "a photo that is not there",
    change: () => edit(TRACKER, (r) => (r.image = "../images/trackers/ron.jpg")),
    file: TRACKER,
    field: "image",
    says: 'The picture "../images/trackers/ron.jpg" was not found (looked for data/images/trackers/ron.jpg)',
    editor: { cannot: "the photo is uploaded with the entry, in the same commit, so it is not in the repository before saving" },
  },
  {
    name: "a gallery photo without a description",
    change: () => edit(TRACKER, (r) => (list(r, "gallery")[1].alt = "")),
    file: TRACKER,
    field: "gallery[1].alt",
    says: "This is empty: type the text.",
    editor: "refuses",
  },
  {
    name: "two trackers with the same number",
    change: () => edit(TRACKER, (r) => (r.phone = "8105550142")),
    file: TRACKER,
    field: "phone",
    says: '(810) 555-0142 is also the number of Wes Haskell (data/trackers/wes-haskell.json). Check the number; if the line is shared on purpose, tick "This number is a shared line"',
    editor: "refuses before saving",
  },
  {
    name: "two trackers with the same name (one address)",
    change: () => edit(OTHER_TRACKER, (r) => (r.name = "Ron Vanderkolk")),
    file: OTHER_TRACKER,
    field: "name",
    says: "This would be at /tracker/ron-vanderkolk/, which Ron Vanderkolk (data/trackers/ron-vanderkolk.json) already has. Make the names differ",
    editor: "refuses before saving",
  },
  // The built-in status. The form does not show it (trackers set theirs live on /status/), so only a hand edit makes these;
  // saving the listing at /admin with one in the file is refused before saving, as the build would refuse it.
  {
    name: "a status the site does not know",
    change: () => edit(TRACKER, (r) => (group(r, "availability").status = "gone")),
    file: TRACKER,
    field: "availability.status",
    says: "Choose one of: Available, On a track or full tonight, Off for the season",
    editor: "refuses before saving",
  },
  {
    name: "a status until 30 February",
    change: () => edit(TRACKER, (r) => (group(r, "availability").until = "2026-02-30T23:00:00-05:00")),
    file: TRACKER,
    field: "availability.until",
    says: "Pick the date and time from the calendar",
    editor: "refuses before saving",
  },
  {
    name: "a status set in the future, which would hide every status the tracker sets live until then",
    change: () => edit(TRACKER, (r) => (group(r, "availability").updatedAt = `${new Date().getFullYear() + 1}-01-15T12:00:00-05:00`)),
    file: TRACKER,
    field: "availability.updatedAt",
    says: "This time is in the future: use the time the status was set.",
    editor: "refuses before saving",
  },
  {
    name: "a status that ends before it was set",
    change: () => edit(TRACKER, (r) => (r.availability = { status: "busy", until: "2026-11-23T15:00:00-05:00", updatedAt: "2026-11-23T16:30:00-05:00" })),
    file: TRACKER,
    field: "availability.until",
    says: "This status would be over before it began: it ends at 2026-11-23T15:00:00-05:00 and was set at 2026-11-23T16:30:00-05:00. Make the end later, or leave it out.",
    editor: "refuses before saving",
  },
  {
    name: "a status that ends a year after it was set (the page shows no year)",
    change: () => edit(TRACKER, (r) => (r.availability = { status: "busy", until: "2027-11-23T23:00:00-05:00", updatedAt: "2026-11-23T16:30:00-05:00" })),
    file: TRACKER,
    field: "availability.until",
    says: 'End the status within 7 days of setting it (by 2026-11-30T16:30:00-05:00), or leave the end out: the page would show "Nov 23, 11 PM", without its year.',
    editor: "refuses before saving",
  },
  {
    name: "a status end written in UTC (the page would show 4 AM for 11 PM)",
    change: () => edit(TRACKER, (r) => (r.availability = { status: "busy", until: "2026-11-24T04:00:00Z", updatedAt: "2026-11-23T16:30:00-05:00" })),
    file: TRACKER,
    field: "availability.until",
    says: "Write the time as Michigan's clock read it, with Michigan's offset (-05:00 in winter, -04:00 in summer): \"2026-11-23T23:00:00-05:00\".",
    editor: "refuses before saving",
  },
  {
    name: "a status time with its offset written without a colon (the page reads it as UTC)",
    change: () => edit(TRACKER, (r) => (group(r, "availability").updatedAt = "2026-11-23T16:30:00-0500")),
    file: TRACKER,
    field: "availability.updatedAt",
    says: 'Michigan\'s offset (-05:00 in winter, -04:00 in summer): "2026-11-23T16:30:00-05:00"',
    editor: "refuses before saving",
  },
  {
    name: "a status end with the summer offset in November",
    change: () => edit(TRACKER, (r) => (r.availability = { status: "busy", until: "2026-11-23T23:00:00-04:00", updatedAt: "2026-11-23T16:30:00-05:00" })),
    file: TRACKER,
    field: "availability.until",
    says: '"2026-11-23T22:00:00-05:00"',
    editor: "refuses before saving",
  },
  {
    name: "a status end at 2:30 AM as the clocks go forward, an hour Michigan's clock skips",
    change: () => edit(TRACKER, (r) => (r.availability = { status: "busy", until: "2026-03-08T02:30:00-05:00", updatedAt: "2026-03-07T22:00:00-05:00" })),
    file: TRACKER,
    field: "availability.until",
    says: '"2026-03-08T03:30:00-04:00"',
    editor: "refuses before saving",
  },
  // Reviews.
  {
    name: "a review dated 30 February",
    change: () => edit(REVIEW, (r) => (r.dateISO = "2023-02-30")),
    file: REVIEW,
    field: "dateISO",
    says: "This day does not exist on the calendar",
    editor: "refuses",
  },
  {
    name: "a review dated next year",
    change: () => edit(REVIEW, (r) => (r.dateISO = `${new Date().getFullYear() + 1}-01-15`)),
    file: REVIEW,
    field: "dateISO",
    says: "This date is in the future",
    editor: "refuses before saving",
  },
  {
    name: "a rating of six stars",
    change: () => edit(REVIEW, (r) => (r.rating = 6)),
    file: REVIEW,
    field: "rating",
    says: "Type a number of at most 5",
    editor: "refuses",
  },
  {
    name: "a rating of four and a half",
    change: () => edit(REVIEW, (r) => (r.rating = 4.5)),
    file: REVIEW,
    field: "rating",
    says: "Type a whole number (no decimals)",
    editor: "refuses",
  },
  {
    name: "a review of a tracker who is not listed",
    change: () => edit(REVIEW, (r) => (r.tracker = "ron-vanderkok")),
    file: REVIEW,
    field: "tracker",
    says: 'There is no tracker "ron-vanderkok". Use one of: brian-delisle (Brian Delisle)',
    editor: "refuses",
  },
  // Counties.
  {
    name: "square miles with decimals",
    change: () => edit(COUNTY, (r) => (r.squareMiles = 907.5)),
    file: COUNTY,
    field: "squareMiles",
    says: "Type a whole number (no decimals)",
    editor: "refuses",
  },
  {
    name: "three northern towns",
    change: () => edit(COUNTY, (r) => (r.northernTowns = ["North Branch", "Clifford", "Columbiaville"])),
    file: COUNTY,
    field: "northernTowns",
    says: "List exactly 4 towns",
    editor: "refuses",
  },
  {
    name: "a success rate over 100",
    change: () => edit(COUNTY, (r) => (r.successRate = 120)),
    file: COUNTY,
    field: "successRate",
    says: "Type a number of at most 100",
    editor: "refuses",
  },
  {
    name: "a description too long for search results",
    change: () => edit(COUNTY, (r) => (r.description = "Deer tracking. ".repeat(20))),
    file: COUNTY,
    field: "description",
    says: "Keep it to 200 characters or fewer",
    editor: "refuses",
  },
  // Pages.
  {
    name: "a species page naming a question list that does not exist",
    change: () => edit(SPECIES, (r) => (r.faqSet = "moose")),
    file: SPECIES,
    field: "faqSet",
    says: 'There is no question list "moose". Use one of: bear (Bear Tracking FAQ)',
    editor: "refuses",
  },
  {
    name: "a page title too long for search results",
    change: () => edit(LEGAL, (r) => (r.title = "Terms ".repeat(14))),
    file: LEGAL,
    field: "title",
    says: "Keep it to 70 characters or fewer",
    editor: "refuses",
  },
  {
    name: "a last-updated date written short",
    change: () => edit(LEGAL, (r) => (r.updated = "Dec 2024")),
    file: LEGAL,
    field: "updated",
    says: 'Type the month in full and a four-digit year, e.g. "December 2024"',
    editor: "refuses",
  },
  {
    name: "a button saving some other file",
    change: () => edit(SPECIES, (r) => (list(r, "ctas")[0].contactCard = "/other.vcf")),
    file: SPECIES,
    field: "ctas[0].contactCard",
    says: 'Leave empty, or "/trackers.vcf"',
    editor: "refuses",
  },
  // Site settings.
  {
    name: "a script link for the social page",
    change: () => edit(SITE, (r) => (r.socialPageUrl = "javascript:alert(1)")),
    file: SITE,
    field: "socialPageUrl",
    says: "starting with https://",
    editor: "refuses",
  },
  {
    name: "a social page over plain http",
    change: () => edit(SITE, (r) => (r.socialPageUrl = "http://www.facebook.com/thumbareadeertrackers")),
    file: SITE,
    field: "socialPageUrl",
    says: "starting with https://",
    editor: "refuses",
  },
  {
    name: "a hashtag written with #",
    change: () => edit(SITE, (r) => (group(r, "home").shareHashtags = ["#DeerTracking"])),
    file: SITE,
    field: "home.shareHashtags[0]",
    says: "without the #",
    editor: "refuses",
  },
  {
    name: "a rating above five",
    change: () => edit(SITE, (r) => (r.heroRating = 6)),
    file: SITE,
    field: "heroRating",
    says: "Type a number of at most 5",
    editor: "refuses",
  },
  // Pictures.
  {
    name: "a truncated JPEG (an upload cut off)",
    change: () => {
      const bytes = fs.readFileSync(at(PHOTO))
      write(PHOTO, bytes.subarray(0, Math.floor(bytes.length / 2)))
    },
    file: PHOTO,
    field: "(file)",
    says: "damaged or cut off",
    editor: UPLOAD,
  },
  {
    name: "a PNG that claims 30000 × 30000 pixels",
    change: async () =>
      write(
        "data/images/trackers/huge.png",
        pngClaiming(
          await sharp({ create: { width: 100, height: 100, channels: 3, background: "#345" } })
            .png()
            .toBuffer(),
          30000,
          30000,
        ),
      ),
    file: "data/images/trackers/huge.png",
    field: "(file)",
    says: "The picture is 30000 × 30000 pixels",
    editor: UPLOAD,
  },
  {
    name: "a web page saved as .jpg",
    change: () => write("data/images/trackers/fake.jpg", "<html>not a photo</html>"),
    file: "data/images/trackers/fake.jpg",
    field: "(file)",
    says: "not a picture the site can read",
    editor: UPLOAD,
  },
  {
    name: "a GIF renamed .png",
    change: async () =>
      write(
        "data/images/trackers/animated.png",
        await sharp({ create: { width: 80, height: 80, channels: 3, background: "#345" } })
          .gif()
          .toBuffer(),
      ),
    file: "data/images/trackers/animated.png",
    field: "(file)",
    says: "This is a GIF picture; the site takes JPEG, PNG or WebP",
    editor: UPLOAD,
  },
]

/** The record a case changed, as the editor would hold it. */
function changedRecord(file: string): { typeName: TypeName; key: string; record: Json } | null {
  const relative = file.replace(/^data\//, "")
  const folder = relative.includes("/") ? relative.slice(0, relative.lastIndexOf("/")) : ""
  const key = path.basename(relative, ".json")
  const type = typeOfFile(folder, key)
  return type ? { typeName: type.typeName, key, record: read(file) } : null
}

/** The records a reference may name, by the editor collection that offers them. */
const keysOf = (collection: string) =>
  fs
    .readdirSync(at(`data/${collection}`))
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))

describe("the content check", () => {
  it("passes the real content", async () => {
    const report = await checkContent(ROOT)
    expect(report.errors.map(formatProblem)).toEqual([])
    expect(report.warnings.map(formatProblem)).toEqual([])
  })

  it(`has a table of ${CASES.length} kinds of bad content`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40)
    expect(new Set(CASES.map((entry) => entry.name)).size).toBe(CASES.length)
  })

  it.each(CASES.map((entry) => [entry.name, entry] as const))("refuses %s, naming the file, the field and the fix", async (_, entry) => {
    await entry.change()
    const report = await checkContent(workdir)
    const found = report.errors.find((problem) => problem.file === entry.file && problem.field === entry.field && problem.message.includes(entry.says))
    expect({ found: Boolean(found), errors: report.errors.map(formatProblem) }).toMatchObject({ found: true })
  })

  it.each(CASES.filter((entry) => entry.editor === "refuses").map((entry) => [entry.name, entry] as const))(
    "the editor refuses %s before saving",
    async (_, entry) => {
      await entry.change()
      const changed = changedRecord(entry.file)
      if (!changed) throw new Error(`${entry.file} is not a record`)
      const refusals = editorRefusals(changed.typeName, changed.key, changed.record, keysOf)
      // A list's own check (select, relation) names the list; an item's, the item.
      const fields = refusals.map((refusal) => refusal.field)
      expect({ fields, refused: fields.some((field) => field === entry.field || entry.field.startsWith(`${field}[`)) }).toMatchObject({ refused: true })
    },
  )

  it.each(CASES.filter((entry) => entry.editor === "refuses before saving").map((entry) => [entry.name, entry] as const))(
    "the editor refuses %s before saving, with the check's message",
    async (_, entry) => {
      const before = recordsFrom(
        RECORD_FOLDERS.flatMap((folder) =>
          fs
            .readdirSync(at(folder))
            .filter((name) => name.endsWith(".json"))
            .map((name) => ({ path: `${folder}/${name}`, text: fs.readFileSync(at(`${folder}/${name}`), "utf8") })),
        ),
      )
      await entry.change()
      const changed = changedRecord(entry.file)
      if (!changed) throw new Error(`${entry.file} is not a record`)
      const fix = whatToFix({ type: contentType(changed.typeName), path: entry.file, data: changed.record }, before)
      expect(fix).toContain(entry.says)
    },
  )

  it("leaves the real content alone in the editor", () => {
    for (const folder of ["trackers", "reviews", "counties"]) {
      for (const key of keysOf(folder)) {
        const type = typeOfFile(folder, key)!
        expect({ key, refusals: editorRefusals(type.typeName, key, read(`data/${folder}/${key}.json`), keysOf) }).toEqual({ key, refusals: [] })
      }
    }
  })

  it("refuses a tracker whose page name would be the site owner's, which no roster entry may take", () => {
    const tracker = contentType("Tracker")
    const problems = crossFileProblems([{ type: tracker, key: "owner", file: "data/trackers/owner.json", data: { ...read(TRACKER), name: "Owner" } }])
    expect(problems).toContainEqual(
      expect.objectContaining({ file: "data/trackers/owner.json", field: "name", message: expect.stringMatching(/site owner's/) }),
    )
  })

  it("keeps every page off the addresses the site and its host use", () => {
    const legal = contentType("LegalPage")
    const problems: ContentProblem[] = crossFileProblems([{ type: legal, key: "admin", file: "data/pages/admin.json", data: read(LEGAL) }])
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: "data/pages/admin.json",
        field: "(file)",
        message: "The address /admin/ is used by the site itself. Give this page another file name.",
      }),
    )
  })

  it("lets two trackers share a number when both say it is a shared line", async () => {
    edit(OTHER_TRACKER, (record) => Object.assign(record, { phone: "8105550112", sharedLine: true }))
    edit(TRACKER, (record) => (record.sharedLine = true))
    expect((await checkContent(workdir)).errors.map(formatProblem)).toEqual([])
  })

  it("takes text with a < that opens no tag, in the check and in the editor", async () => {
    edit(TRACKER, (record) =>
      Object.assign(record, { experience: "Recovers 5 < 6 deer a week <3", bio: "Dogs < 2 years old train first.\nThen <- this way, or 3<>4 <= 5." }),
    )
    expect((await checkContent(workdir)).errors.map(formatProblem)).toEqual([])
    expect(editorRefusals("Tracker", "ron-vanderkolk", read(TRACKER), keysOf)).toEqual([])
  })

  it("takes the fictional 555-0100 to 555-0199 numbers in any area code in service, in the check and in the editor", async () => {
    // Antigua's 268 has no exchange 555: only the fictional range lets it through.
    for (const number of ["2685550100", "4165550199", "8005550150"]) {
      edit(TRACKER, (record) => (record.phone = number))
      expect({ number, errors: (await checkContent(workdir)).errors.map(formatProblem) }).toEqual({ number, errors: [] })
      expect({ number, refusals: editorRefusals("Tracker", "ron-vanderkolk", read(TRACKER), keysOf) }).toEqual({ number, refusals: [] })
    }
  })

  it("takes every status the status screen writes, through both of the year's clock changes", () => {
    const problems: string[] = []
    for (const day of ["2026-03-07T12:00:00Z", "2026-10-31T12:00:00Z"]) {
      for (let now = Date.parse(day); now < Date.parse(day) + 2 * DAY_MS; now += 15 * 60_000) {
        for (const choice of untilChoicesAt(now)) {
          const availability = { status: "busy", until: untilFor(choice, now), updatedAt: isoInZone(now) }
          if (!availabilitySchema.safeParse(availability).success) problems.push(JSON.stringify(availability))
        }
      }
    }
    expect(problems).toEqual([])
  })

  it("takes both readings of the hour the clocks repeat in November", () => {
    for (const updatedAt of ["2026-11-01T01:30:00-04:00", "2026-11-01T01:30:00-05:00"]) {
      expect({ updatedAt, ok: availabilitySchema.safeParse({ status: "available", updatedAt }).success }).toEqual({ updatedAt, ok: true })
    }
  })

  it("checks the whole folder quickly enough for every build", async () => {
    // In processor time, which a busy machine does not stretch (npm test runs this beside the browsers, at a low priority).
    const started = process.cpuUsage()
    await checkContent(ROOT)
    const { user, system } = process.cpuUsage(started)
    // Pictures decoded before (this process) are not decoded again.
    expect((user + system) / 1000).toBeLessThan(5000)
  })
})
