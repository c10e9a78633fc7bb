import { smsHref, withShotSite } from "../src/shared/sms"
import { settings } from "../test-support/content"

describe("smsHref", () => {
  it("uses the ?&body= form that iOS and Android both read", () => {
    expect(smsHref("8105550142", "Shot at 6:40pm")).toBe("sms:+18105550142?&body=Shot%20at%206%3A40pm")
  })

  it("percent-encodes line breaks, ampersands, question marks and hashes in the body", () => {
    const href = smsHref("(810) 555-0142", "Gun & bow?\nCounty #1")
    expect(href).toBe("sms:+18105550142?&body=Gun%20%26%20bow%3F%0ACounty%20%231")
    expect(decodeURIComponent(href.split("?&body=")[1])).toBe("Gun & bow?\nCounty #1")
  })

  it("leaves the body off when there is no template", () => {
    expect(smsHref("8105550142")).toBe("sms:+18105550142")
    expect(smsHref("8105550142", "  ")).toBe("sms:+18105550142")
  })

  it("carries the template from data/site.json, which asks what a tracker asks", () => {
    const body = decodeURIComponent(smsHref("8105550142", settings.textTemplate).split("?&body=")[1])
    for (const detail of [/time/i, /weapon/i, /where hit/i, /found/i, /township/i, /landowner/i]) expect(body).toMatch(detail)
  })
})

describe("withShotSite", () => {
  const template = "Wounded deer, can you track it?\nTime of the shot: "
  const taken = Date.parse("2025-11-15T18:40:00Z")
  const fix = { latitude: 43.0514249, longitude: -83.3188, accuracy: 15, at: taken }

  it("puts the coordinates to five places, how sure and how recent the fix is, and a map link after the greeting", () => {
    expect(withShotSite(template, fix, taken + 20_000)).toBe(
      "Wounded deer, can you track it?\nShot site: 43.05142, -83.31880 (within 15 m, 20 s ago)\nMap: https://maps.google.com/?q=43.05142,-83.31880\nTime of the shot: ",
    )
  })

  it("gives a fix over a minute old as the last known position, from so long ago, not as the shot site", () => {
    expect(withShotSite(template, fix, taken + 12 * 60_000)).toBe(
      "Wounded deer, can you track it?\nLast known position, from 12 min ago: 43.05142, -83.31880 (within 15 m)\nMap: https://maps.google.com/?q=43.05142,-83.31880\nTime of the shot: ",
    )
  })

  it("leaves the text as it is without a location", () => {
    expect(withShotSite(template, null, taken)).toBe(template)
  })
})
