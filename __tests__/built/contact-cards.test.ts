/**
 * The contact cards the build writes (/trackers.vcf and one per tracker) and
 * the call, text and save links in the built pages that hand a number to the
 * phone.
 */
import { builtFile } from "../../test-support/built-html"
import { settings, trackers } from "../../test-support/content"
import { ROUTE_MATRIX } from "../../test-support/route-matrix"
import { decodeEntities } from "../../test-support/html-text"

/** Unfolds a vCard file's lines (RFC 2425) and splits it into cards of property → value. */
const parseVcards = (text: string) =>
  text
    .replace(/\r\n /g, "")
    .split("\r\n")
    .join("\n")
    .split("END:VCARD\n")
    .filter((card) => card.trim() !== "")
    .map((card) =>
      Object.fromEntries(
        card
          .split("\n")
          .filter(Boolean)
          .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)]),
      ),
    )

describe("contact cards", () => {
  it("/trackers.vcf holds every tracker as a vCard 3.0 with a +1 cell number, CRLF line ends throughout", () => {
    const body = builtFile("/trackers.vcf")
    expect(body).toMatch(/\r\n$/)
    expect(body.replace(/\r\n/g, "")).not.toMatch(/\n/)
    const cards = parseVcards(body)
    expect(cards.map((card) => [card.BEGIN, card.VERSION])).toEqual(trackers.map(() => ["VCARD", "3.0"]))
    expect(cards.map((card) => card.FN).sort()).toEqual(trackers.map((tracker) => tracker.name).sort())
    for (const card of cards) expect(card["TEL;TYPE=CELL,VOICE"]).toMatch(/^\+1\d{10}$/)
  })

  it.each(trackers.map((tracker) => [tracker.name, tracker] as const))("%s's own card has their name, number and profile address", (_, tracker) => {
    const cards = parseVcards(builtFile(`/tracker/${tracker.slug}.vcf`))
    expect(cards).toHaveLength(1)
    expect(cards[0]).toMatchObject({ FN: tracker.name, "TEL;TYPE=CELL,VOICE": `+1${tracker.phone}` })
    expect(cards[0].URL).toMatch(new RegExp(`/tracker/${tracker.slug}/$`))
  })
})

describe("links that hand a number to the phone", () => {
  const links = (html: string, scheme: string) => [...html.matchAll(new RegExp(`href="(${scheme}[^"]*)"`, "g"))].map(([, href]) => decodeEntities(href))

  it("every Text link carries the details a tracker asks for, for a number the site lists", () => {
    const numbers = new Set(trackers.map((tracker) => `+1${tracker.phone}`))
    for (const route of ROUTE_MATRIX) {
      for (const href of links(builtFile(route.file), "sms:")) {
        const [number, body] = href.slice("sms:".length).split("?&body=")
        expect({ route: route.path, number: numbers.has(number), body: decodeURIComponent(body ?? "") }).toEqual({
          route: route.path,
          number: true,
          body: settings.textTemplate.trim(),
        })
      }
    }
  })

  it("every contact card link is a plain link (a `download` link bypasses the offline copy)", () => {
    for (const route of ROUTE_MATRIX) {
      const tags = [...builtFile(route.file).matchAll(/<a\b[^>]*href="[^"]*\.vcf"[^>]*>/g)].map(([tag]) => tag)
      expect({ route: route.path, withDownload: tags.filter((tag) => /\sdownload(=|\s|>)/.test(tag)) }).toEqual({ route: route.path, withDownload: [] })
    }
  })
})
