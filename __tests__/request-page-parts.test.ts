import type { HunterView } from "../src/shared/requests/api"
import { groupSmsHref } from "../src/shared/requests/group-text"
import { element, textOf, toHtml } from "../src/shared/requests/markup"
import type { CallListEntry, RequestPageContent } from "../src/shared/requests/page"
import { michiganClock, requestPageParts, shownState } from "../src/shared/requests/page-parts"

const NOW = Date.parse("2026-11-23T21:00:00-05:00")
const view: HunterView = {
  state: "open",
  endsAt: "2026-11-24T01:00:00-05:00",
  reached: [
    { slug: "ron", name: "Ron Vanderkolk", miles: 4 },
    { slug: "wes", name: "Wes Haskell", miles: 12 },
  ],
  offers: [{ slug: "wes", name: "Wes Haskell", phone: "+18105550142", etaMinutes: 30, at: "2026-11-24T02:05:00Z" }],
  version: 3,
}
const callList: CallListEntry[] = [{ slug: "ron", name: "Ron Vanderkolk", phone: "+18105550100", status: "Available", miles: 4 }]
const groupText = { href: groupSmsHref(["8105550100"], "Hit at 6:40 PM.", "android"), names: ["Ron Vanderkolk"] }
const sent = { kind: "sent", key: "k3y", view, callList } satisfies RequestPageContent

const text = (markup: Parameters<typeof textOf>[0] | null) => (markup === null ? null : textOf(markup))

describe("a sent request's page", () => {
  const parts = requestPageParts(sent, NOW)

  it("says whom it reached, by name, and when it ends on Michigan's clock", () => {
    expect(parts.title).toBe("Your request is out")
    expect(text(parts.reached)).toBe("Sent to 2 available trackers:Ron Vanderkolk, about 4 mi awayWes Haskell, about 12 mi away")
    expect(text(parts.state)).toContain("It ends by itself at 1 AM.")
  })

  it("shows each offer with a Call button and the time they said they can be there", () => {
    const html = toHtml(parts.offers!)
    expect(html).toContain('<a class="call" href="tel:+18105550142">Call <span class="visually-hidden">Wes Haskell, </span>(810) 555-0142</a>')
    // Answered 9:05 PM Michigan time, 30 minutes to come.
    expect(text(parts.offers)).toContain("Can be there about 9:35 PM")
  })

  it("keeps the handled form with the hunter's key while the request is open, and the version to wait past", () => {
    expect(parts.handled).toBe("k3y")
    expect(parts.version).toBe(3)
  })

  it("keeps the call list below, and no group text, which would show anyone with the address the hunter's number and position", () => {
    expect(toHtml(parts.callList!)).toContain('href="tel:+18105550100"')
    expect(parts.groupText).toBeNull()
  })

  it("once handled, drops the form and says the trackers were told", () => {
    const handled = requestPageParts({ ...sent, view: { ...view, state: "handled" } }, NOW)
    expect([handled.title, handled.handled]).toEqual(["You have help", null])
    expect(text(handled.state)).toContain("every tracker it reached has been told")
  })

  it("has ended once its end has passed on the reader's clock, whatever the service last said", () => {
    expect(shownState(view, Date.parse(view.endsAt))).toBe("ended")
    const ended = requestPageParts(sent, Date.parse(view.endsAt) + 1)
    expect([ended.title, ended.handled]).toEqual(["Your request has ended", null])
  })

  it("says so while nobody has answered, and when nobody was reached", () => {
    const quiet = requestPageParts({ ...sent, view: { ...view, offers: [], reached: [] } }, NOW)
    expect(text(quiet.offers)).toContain("No answer yet.")
    expect(text(quiet.reached)).toContain("it reached no one")
  })
})

describe("a refused request's page", () => {
  it("gives the service's reason, the group text first and the call list, and nothing of a request", () => {
    const parts = requestPageParts({ kind: "refused", status: 429, message: "Three requests an hour is the most.", callList, groupText }, NOW)
    expect(parts.title).toBe("Your request did not go")
    expect(text(parts.state)).toContain("Three requests an hour is the most.")
    expect([parts.reached, parts.offers, parts.handled]).toEqual([null, null, null])
    expect(parts.groupText).not.toBeNull()
    expect(parts.callList).not.toBeNull()
  })

  it("shows a message with markup as text", () => {
    const parts = requestPageParts({ kind: "refused", status: 400, message: '<img src=x onerror="alert(1)">', callList: [], groupText: null }, NOW)
    expect(toHtml(parts.state)).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62;")
    expect(parts.callList).toBeNull()
  })
})

describe("the markup", () => {
  it("escapes text and attributes, and refuses a link that is not a call, a text or a page", () => {
    expect(toHtml([element("p", { class: 'a"b' }, "<b>&</b>")])).toBe('<p class="a&#34;b">&#60;b&#62;&#38;&#60;/b&#62;</p>')
    expect(() => element("a", { href: "javascript:alert(1)" }, "x")).toThrow(/not javascript:/)
    expect(() => element("a", { href: "//evil.example/" }, "x")).toThrow()
  })

  it("shows the text a group link carries, the note's markup as text", () => {
    const withMarkup = { href: groupSmsHref(["8105550100"], "Note: <script>alert(1)</script>", "ios"), names: ["Ron"] }
    const parts = requestPageParts({ kind: "refused", status: 503, message: "Down.", callList: [], groupText: withMarkup }, NOW)
    expect(toHtml(parts.groupText!)).toContain('<p class="text">Note: &#60;script&#62;alert(1)&#60;/script&#62;</p>')
  })
})

describe("michiganClock", () => {
  it("reads a moment on Michigan's clock, in winter and in summer", () => {
    expect(michiganClock(Date.parse("2026-11-24T02:05:00Z"))).toBe("9:05 PM")
    expect(michiganClock(Date.parse("2026-07-01T12:00:00Z"))).toBe("8 AM")
  })
})
