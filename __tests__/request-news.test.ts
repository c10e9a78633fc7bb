/**
 * A request's page after the Worker filled it: its script waits for the
 * trackers' answers and draws them (src/browser/request/news.ts).
 */
import { followRequest, type Follow } from "../src/browser/request/news"
import { REQUEST_API, type HunterView } from "../src/shared/requests/api"
import { toHtml } from "../src/shared/requests/markup"
import { REQUEST_ENDS_ATTRIBUTE, REQUEST_PART_ATTRIBUTE, REQUEST_VERSION_ATTRIBUTE } from "../src/shared/requests/page"
import { hunterViewParts } from "../src/shared/requests/page-parts"

const NOW = Date.parse("2026-11-23T21:00:00-05:00")
const view: HunterView = {
  state: "open",
  endsAt: "2026-11-24T01:00:00-05:00",
  reached: [{ slug: "wes", name: "Wes Haskell", miles: 12 }],
  offers: [],
  version: 1,
}
const offer = { slug: "wes", name: "Wes <b>Haskell</b>", phone: "+18105550142", etaMinutes: 30, at: "2026-11-24T02:05:00Z" }

/** The page as the Worker fills it for `view` (functions/lib/request-page.ts draws the same parts). */
function filledPage(key = "k3y") {
  const parts = hunterViewParts(view, key, NOW)
  const slot = (name: string, html: string, attributes = "") => `<section ${REQUEST_PART_ATTRIBUTE}="${name}"${attributes}>${html}</section>`
  document.body.innerHTML = [
    `<h1 ${REQUEST_PART_ATTRIBUTE}="title">${parts.title}</h1>`,
    slot("state", toHtml(parts.state)),
    slot("reached", toHtml(parts.reached!)),
    slot("offers", toHtml(parts.offers!), ` ${REQUEST_VERSION_ATTRIBUTE}="1" ${REQUEST_ENDS_ATTRIBUTE}="${view.endsAt}"`),
    `<form ${REQUEST_PART_ATTRIBUTE}="handled"></form>`,
  ].join("")
  window.history.replaceState(null, "", `/request/sent/?r=${key}`)
}

/** A service that answers each question in turn; what the page asked for, in order. */
function service(answers: readonly (HunterView | 204 | Error)[]): Pick<Follow, "fetch"> & { asked: string[] } {
  const asked: string[] = []
  const queue = [...answers]
  const fetch = (async (url: string) => {
    asked.push(url)
    const next = queue.shift()
    if (next === undefined || next instanceof Error) throw next ?? new Error("no more answers")
    if (next === 204) return { ok: true, status: 204, json: async () => null }
    return { ok: true, status: 200, json: async () => next }
  }) as unknown as typeof globalThis.fetch
  return { fetch, asked }
}

const follow = (fetch: Follow["fetch"], now = () => NOW) => followRequest({ document, fetch, now, wait: async () => undefined })

describe("a request's page", () => {
  it("waits for a newer view than the one drawn, and draws each offer with its Call button, the name as text", async () => {
    filledPage()
    const withOffer = { ...view, offers: [offer], version: 2 }
    const handled = { ...withOffer, state: "handled" as const, version: 3 }
    const { fetch, asked } = service([204, withOffer, handled])
    await follow(fetch)
    expect(asked).toEqual([`${REQUEST_API.hunter}?r=k3y&after=1`, `${REQUEST_API.hunter}?r=k3y&after=1`, `${REQUEST_API.hunter}?r=k3y&after=2`])
    const call = document.querySelector<HTMLAnchorElement>("a.call")!
    expect(call.getAttribute("href")).toBe("tel:+18105550142")
    expect(document.querySelector(".who")!.textContent).toBe("Wes <b>Haskell</b>")
    expect(document.querySelector("b")).toBeNull()
  })

  it("once handled, says so, and drops the form", async () => {
    filledPage()
    const { fetch } = service([{ ...view, state: "handled", version: 2 }])
    await follow(fetch)
    expect(document.querySelector("h1")!.textContent).toBe("You have help")
    expect(document.querySelector(`[${REQUEST_PART_ATTRIBUTE}="handled"]`)).toBeNull()
  })

  it("asks again after no signal, and past the request's end asks once for how it ended", async () => {
    filledPage()
    let now = NOW
    const { fetch, asked } = service([new Error("offline"), { ...view, version: 1 }])
    const wait = async () => {
      now = Date.parse(view.endsAt) + 1
    }
    await followRequest({ document, fetch, now: () => now, wait })
    expect(asked).toEqual([`${REQUEST_API.hunter}?r=k3y&after=1`, `${REQUEST_API.hunter}?r=k3y`])
    expect(document.querySelector("h1")!.textContent).toBe("Your request has ended")
  })

  it("has nothing to wait for on a refusal's page", async () => {
    document.body.innerHTML = `<h1 ${REQUEST_PART_ATTRIBUTE}="title">Your request did not go</h1>`
    const { fetch, asked } = service([])
    await follow(fetch)
    expect(asked).toEqual([])
  })
})
