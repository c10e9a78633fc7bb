import { groupSmsHref, groupTextBody, platformOf, smsSafe, type ShotDetails } from "../src/shared/requests/group-text"

const details: ShotDetails = {
  hitAt: "18:40",
  position: { latitude: 43.0514249, longitude: -83.3188, accuracy: 15 },
  county: null,
  place: null,
  signs: ["dark-blood", "ran-hunched"],
  note: "Last blood by the fence line",
  name: "Sam Hunter",
  phone: "+18105550177",
}

/** The body as a phone reads it out of the link: Android decodes it twice (group-text.ts says why). */
const bodyOf = (href: string) => decodeURIComponent(href.slice(href.indexOf("body=") + "body=".length))

describe("groupTextBody", () => {
  it("gives when, where with a map link, what was seen, the note and whom to call back, one to a line", () => {
    expect(groupTextBody(details).split("\n")).toEqual([
      "Wounded deer: can you come and track it tonight? I am texting every available tracker near me.",
      "Hit at 6:40 PM.",
      "Shot site: 43.05142, -83.31880 (within 15 m)",
      "Map: https://maps.google.com/?q=43.05142,-83.31880",
      "Seen: Dark red blood; Ran off hunched or slowly",
      "Note: Last blood by the fence line",
      "Hunter: Sam Hunter, (810) 555-0177",
    ])
  })

  it("gives the county and the nearest town or road when the hunter gave no position, and leaves out what they did not say", () => {
    const body = groupTextBody({ ...details, position: null, county: "Lapeer", place: "Imlay City, Blood Rd", signs: [], note: "  " })
    expect(body.split("\n").slice(1)).toEqual(["Hit at 6:40 PM.", "Where: Imlay City, Blood Rd, Lapeer County", "Hunter: Sam Hunter, (810) 555-0177"])
  })

  it("writes out what Android's Messages would decode a second time, so the text arrives whole", () => {
    const body = groupTextBody({ ...details, note: "Doe & fawn, 50% sure it was +/- 40 yds" })
    expect(body).toContain("Note: Doe and fawn, 50 percent sure it was plus /- 40 yds")
    const href = groupSmsHref(["8105550142"], body, "android")
    // Decoded once (as the URI's part) and again (URLDecoder, after splitting at &), it is still the body.
    const once = decodeURIComponent(href.split("?")[1])
    expect(once.split("&")).toHaveLength(1)
    expect(decodeURIComponent(once.slice("body=".length).replace(/\+/g, " "))).toBe(body)
  })

  it("keeps a time it cannot read as the hunter wrote it", () => {
    expect(groupTextBody({ ...details, hitAt: "dusk" })).toContain("Hit at dusk.")
  })
})

describe("smsSafe", () => {
  it("leaves ordinary text as it is", () => {
    expect(smsSafe("Bright red blood, maybe bubbles")).toBe("Bright red blood, maybe bubbles")
  })
})

describe("groupSmsHref", () => {
  const numbers = ["(810) 555-0142", "8105550199"]

  it("uses iOS's open form, several recipients comma-separated, numbers without the +", () => {
    const href = groupSmsHref(numbers, "Hit at 6:40 PM.\nMap: https://maps.google.com/?q=43.1,-83.3", "ios")
    expect(href).toBe(
      "sms://open?addresses=18105550142,18105550199&body=Hit%20at%206%3A40%20PM.%0AMap%3A%20https%3A%2F%2Fmaps.google.com%2F%3Fq%3D43.1%2C-83.3",
    )
    expect(bodyOf(href)).toBe("Hit at 6:40 PM.\nMap: https://maps.google.com/?q=43.1,-83.3")
  })

  it("uses RFC 5724's form on Android and elsewhere: the E.164 numbers comma-separated, then ?body=", () => {
    expect(groupSmsHref(numbers, "Hit at 6:40 PM.", "android")).toBe("sms:+18105550142,+18105550199?body=Hit%20at%206%3A40%20PM.")
    expect(groupSmsHref(numbers, "Hit", "other")).toBe("sms:+18105550142,+18105550199?body=Hit")
  })
})

describe("platformOf", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1", "ios"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Safari/605.1.15", "ios"],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36", "android"],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "other"],
    [null, "other"],
  ] as const)("reads %s as %s", (agent, platform) => {
    expect(platformOf(agent)).toBe(platform)
  })
})
