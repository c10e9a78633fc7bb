import { escapeText, foldLine, rosterVcards, trackerVcard } from "../src/build/vcards"
import { counties, trackers } from "../test-support/content"
import { vcardTel } from "../src/shared/phone"

const site = { brandName: "Thumb Area Deer Trackers", siteUrl: "https://thumbareadeertrackers.com" }
const countyName = (slug: string) => counties.find((county) => county.slug === slug)?.name ?? slug
const asVcard = (tracker: (typeof trackers)[number]) => ({ ...tracker, homeCounty: { name: countyName(tracker.homeCounty) } })

describe("vCards", () => {
  it("escapes commas, semicolons, backslashes and newlines in text values (RFC 2426)", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne")
  })

  it("folds lines longer than 75 octets with CRLF and a space", () => {
    const folded = foldLine(`NOTE:${"x".repeat(200)}`)
    const lines = folded.split("\r\n")
    expect(lines.length).toBe(3)
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true)
    expect(folded.replace(/\r\n /g, "")).toBe(`NOTE:${"x".repeat(200)}`)
  })

  it("makes a 3.0 card with name, +1 cell number, county, certifications, brand and profile URL", () => {
    const card = trackerVcard(
      { slug: "jane-doe", name: "Jane Doe", phone: "8105550142", certifications: ["UBT", "ABTA"], homeCounty: { name: "St. Clair" } },
      site,
    )
    expect(card.endsWith("\r\n")).toBe(true)
    expect(card.replace(/\r\n/g, "")).not.toMatch(/\n/)
    const lines = card.replace(/\r\n /g, "").split("\r\n")
    expect(lines).toEqual([
      "BEGIN:VCARD",
      "VERSION:3.0",
      "FN:Jane Doe",
      "N:Doe;Jane;;;",
      "ORG:Thumb Area Deer Trackers",
      "TEL;TYPE=CELL,VOICE:+18105550142",
      "ADR;TYPE=WORK:;;;St. Clair County;MI;;USA",
      "NOTE:Tracking-dog handler\\, Thumb Area Deer Trackers. Home county: St. Clair County\\, Michigan. Certifications: UBT\\, ABTA.",
      "URL:https://thumbareadeertrackers.com/tracker/jane-doe/",
      "END:VCARD",
      "",
    ])
  })

  it("says N/A for a tracker with no certifications", () => {
    const card = trackerVcard({ slug: "a-b", name: "A B", phone: "8105550142", certifications: [], homeCounty: { name: "Huron" } }, site)
    expect(card.replace(/\r\n /g, "")).toContain("Certifications: N/A.")
  })

  it("puts every tracker of data/ in the roster file, each with their number", () => {
    const roster = rosterVcards(trackers.map(asVcard), site)
    expect(roster.match(/BEGIN:VCARD/g)).toHaveLength(trackers.length)
    expect(roster.match(/END:VCARD/g)).toHaveLength(trackers.length)
    for (const tracker of trackers) expect(roster).toContain(`TEL;TYPE=CELL,VOICE:${vcardTel(tracker.phone)}`)
  })
})
