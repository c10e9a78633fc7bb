import { accuracyWords, ageWords, fixOf, isFreshFor, nearestStatus, newerFix, textsLocation, type Fix, type HunterPosition } from "../src/shared/position-fix"

const NOW = Date.parse("2025-11-15T18:40:00Z")
const fixFrom = (msAgo: number, accuracy = 15): Fix => ({ latitude: 43.05, longitude: -83.3, accuracy, at: NOW - msAgo })
const position = (changes: Partial<HunterPosition>): HunterPosition => ({ status: "known", fix: null, inTexts: true, ...changes })

describe("how old a fix may be", () => {
  it("is fresh enough for a text under a minute old, and not from a minute on", () => {
    expect(isFreshFor("texts", fixFrom(59_999), NOW)).toBe(true)
    expect(isFreshFor("texts", fixFrom(60_000), NOW)).toBe(false)
    expect(isFreshFor("texts", null, NOW)).toBe(false)
  })

  it("orders the list from a fix up to five minutes old", () => {
    expect(isFreshFor("nearest", fixFrom(4 * 60_000), NOW)).toBe(true)
    expect(isFreshFor("nearest", fixFrom(5 * 60_000), NOW)).toBe(false)
  })

  it("dates a fix from the phone's timestamp, never from after it arrived", () => {
    const answer = (timestamp: number) => ({ coords: { latitude: 43.2, longitude: -83.5, accuracy: 12 }, timestamp })
    expect(fixOf(answer(NOW - 30_000), NOW)).toEqual({ latitude: 43.2, longitude: -83.5, accuracy: 12, at: NOW - 30_000 })
    expect(fixOf(answer(NOW + 90_000), NOW).at).toBe(NOW)
  })

  it("keeps the later fix when an answer with an older one arrives last", () => {
    expect(newerFix(fixFrom(10_000), fixFrom(200_000))).toEqual(fixFrom(10_000))
    expect(newerFix(fixFrom(200_000), fixFrom(10_000))).toEqual(fixFrom(10_000))
    expect(newerFix(null, fixFrom(10_000))).toEqual(fixFrom(10_000))
  })
})

describe("the words for a fix", () => {
  it("says how sure the phone is, rounded up, never surer than it said", () => {
    expect(accuracyWords(15)).toBe("within 15 m")
    expect(accuracyWords(0)).toBe("within 1 m")
    expect(accuracyWords(4.2)).toBe("within 5 m")
    expect(accuracyWords(16)).toBe("within 20 m")
    expect(accuracyWords(141)).toBe("within 150 m")
    expect(accuracyWords(1230)).toBe("within 1.3 km")
  })

  it("says how old it is, in seconds, minutes or hours", () => {
    expect(ageWords(2_000)).toBe("just now")
    expect(ageWords(-5_000)).toBe("just now")
    expect(ageWords(20_400)).toBe("20 s ago")
    expect(ageWords(3 * 60_000 + 50_000)).toBe("3 min ago")
    expect(ageWords(2 * 3_600_000 + 5 * 60_000)).toBe("2 h ago")
  })
})

describe("what the texts carry, as 'Add my location' says it", () => {
  it("is nothing until the hunter asks for it", () => {
    expect(textsLocation(position({ inTexts: false, fix: fixFrom(1_000) }), NOW)).toBe("off")
  })

  it("is the fix under a minute old; an older one once time has passed, or when no new one came", () => {
    expect(textsLocation(position({ fix: fixFrom(20_000) }), NOW)).toBe("fresh")
    expect(textsLocation(position({ fix: fixFrom(3 * 60_000) }), NOW)).toBe("aged")
    expect(textsLocation(position({ status: "unavailable", fix: fixFrom(3 * 60_000) }), NOW)).toBe("not-updated")
    expect(textsLocation(position({ status: "asking", fix: fixFrom(3 * 60_000) }), NOW)).toBe("asking")
  })

  it("is no location when the phone has given none", () => {
    expect(textsLocation(position({ status: "refused" }), NOW)).toBe("refused")
    expect(textsLocation(position({ status: "unavailable" }), NOW)).toBe("unavailable")
  })
})

describe("what 'Nearest to me' says", () => {
  it("keeps saying the list is nearest first when a later question for a text went unanswered", () => {
    expect(nearestStatus(position({ status: "unavailable", fix: fixFrom(3 * 60_000) }))).toBe("known")
    expect(nearestStatus(position({ status: "unavailable" }))).toBe("unavailable")
    expect(nearestStatus(position({ status: "asking", fix: fixFrom(3 * 60_000) }))).toBe("asking")
  })
})
