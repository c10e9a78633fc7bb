/**
 * @jest-environment node
 */
/**
 * Before saving, the editor refuses what the content check would refuse in
 * the entry, across files too, against the repository as it is now: the
 * check's own rules on the real data/, with one entry changed as an editor
 * changes it in the form.
 */
import fs from "node:fs"
import path from "node:path"
import type { LoadedRecord } from "../src/content/check/rules"
import { contentType } from "../src/content/model"
import { RECORD_FOLDERS, RefusedSave, recordsFrom, whatToFix, type RepositoryFile } from "../src/cms/refuse-before-save"

const ROOT = path.resolve(__dirname, "..")

/** The checkout's records folder by folder, as a backend lists them (depth 1). */
function repository(): RepositoryFile[] {
  return RECORD_FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(ROOT, folder))
      .filter((name) => name.endsWith(".json"))
      .map((name) => ({ path: `${folder}/${name}`, text: fs.readFileSync(path.join(ROOT, folder, name), "utf8") })),
  )
}

let current: LoadedRecord[]
beforeAll(() => {
  current = recordsFrom(repository())
})

type Json = Record<string, unknown>
const recordAt = (file: string): Json => structuredClone(current.find((record) => record.file === file)!.data)
const tracker = contentType("Tracker")
const review = contentType("Review")
const RON = "data/trackers/ron-vanderkolk.json"
const WES = "data/trackers/wes-haskell.json"

describe("refusing before saving", () => {
  it("reads every record of the repository, and nothing that is not one", () => {
    const files = repository()
    expect(current.length).toBe(files.length)
    expect(
      recordsFrom([
        { path: "data/trackers/notes.txt", text: "call Ron" },
        { path: "data/trackers/broken.json", text: "{" },
        { path: "data/trackers/gone.json", text: null },
      ]),
    ).toEqual([])
  })

  it("saves every record as it is", () => {
    for (const record of current)
      expect({ file: record.file, fix: whatToFix({ type: record.type, path: record.file, data: record.data }, current) }).toEqual({
        file: record.file,
        fix: null,
      })
  })

  it("refuses a number another tracker has, naming that tracker", () => {
    const wes = recordAt(WES)
    const fix = whatToFix({ type: tracker, path: RON, data: { ...recordAt(RON), phone: wes.phone } }, current)
    expect(fix).toMatch(
      /^Phone: \(\d{3}\) \d{3}-\d{4} is also the number of Wes Haskell \(data\/trackers\/wes-haskell\.json\)\. Check the number; if the line is shared on purpose, tick "This number is a shared line" in each\.$/,
    )
  })

  it("lets two trackers share a number when both say it is a shared line", () => {
    const shared = current.map((record) => (record.file === WES ? { ...record, data: { ...record.data, sharedLine: true } } : record))
    expect(whatToFix({ type: tracker, path: RON, data: { ...recordAt(RON), phone: recordAt(WES).phone, sharedLine: true } }, shared)).toBeNull()
  })

  it("refuses a rename onto another tracker's name", () => {
    expect(whatToFix({ type: tracker, path: WES, data: { ...recordAt(WES), name: "Ron Vanderkolk" } }, current)).toBe(
      "Full name: This would be at /tracker/ron-vanderkolk/, which Ron Vanderkolk (data/trackers/ron-vanderkolk.json) already has. Make the names differ (add a middle initial to one).",
    )
  })

  it("refuses a new tracker with a tracker's name, though its file would be another", () => {
    expect(whatToFix({ type: tracker, data: { ...recordAt(RON) } }, current)).toMatch(/^Full name: This would be at \/tracker\/ron-vanderkolk\/, which /)
  })

  it("refuses a review dated in the future, which the date picker allows", () => {
    const file = current.find((record) => record.type === review)!.file
    expect(whatToFix({ type: review, path: file, data: { ...recordAt(file), dateISO: `${new Date().getFullYear() + 1}-01-15` } }, current)).toBe(
      "Calendar date: This date is in the future: use the day it happened.",
    )
  })

  it("refuses the home county picked again under Also serves, which the form cannot tie to the home county", () => {
    expect(whatToFix({ type: tracker, path: RON, data: { ...recordAt(RON), homeCounty: "lapeer", servesCounties: ["genesee", "lapeer"] } }, current)).toBe(
      'Also serves these counties: "lapeer" is the home county already: remove it here, where only the other counties served are listed.',
    )
  })

  it("refuses a county listed twice under Also serves (a hand edit: the form offers each once)", () => {
    expect(whatToFix({ type: tracker, path: RON, data: { ...recordAt(RON), servesCounties: ["genesee", "genesee"] } }, current)).toBe(
      'Also serves these counties: "genesee" is already in this list: remove the second one.',
    )
  })

  it("refuses a listing whose built-in status is dated ahead, which would hide every status the tracker sets live", () => {
    const availability = {
      status: "busy",
      until: `${new Date().getFullYear() + 1}-01-15T23:00:00-05:00`,
      updatedAt: `${new Date().getFullYear() + 1}-01-15T12:00:00-05:00`,
    }
    expect(whatToFix({ type: tracker, path: RON, data: { ...recordAt(RON), availability } }, current)).toBe(
      "Built-in status: This time is in the future: use the time the status was set. A status dated ahead hides every status the tracker sets on /status/ until then.",
    )
  })

  it("refuses a base town far from the home county", () => {
    const data = { ...recordAt(RON), baseTown: { name: "Marquette", latitude: 46.5436, longitude: -87.3954 } }
    expect(whatToFix({ type: tracker, path: RON, data }, current)).toMatch(/^Base town: The base town is \d+ miles from the centre of/)
  })

  it("does not hold the entry to a problem that was there before it", () => {
    // Another editor's review of a tracker who is gone: the build reports it, but it is not this save's doing.
    const broken = current.map((record) => (record.type === review ? { ...record, data: { ...record.data, tracker: "nobody" } } : record))
    expect(whatToFix({ type: tracker, path: RON, data: { ...recordAt(RON), yearsTracking: 30 } }, broken)).toBeNull()
  })

  it("leaves the pictures to the build: the photo being uploaded is not in the repository yet", () => {
    expect(whatToFix({ type: tracker, path: RON, data: { ...recordAt(RON), image: "../images/trackers/uploaded-just-now.jpg" } }, current)).toBeNull()
  })

  it("stops Decap's save with an error that reads as the message alone", () => {
    const refusal = new RefusedSave("Phone: call someone else.")
    expect(`Not saved: ${String(refusal)}`).toBe("Not saved: Phone: call someone else.")
  })
})
