/**
 * A request's page once the Worker has filled it in: the page's one script
 * (src/browser/inline/request-news.ts) waits on the service for news of the
 * request (REQUEST_API.hunter, held open until something newer) and draws
 * each offer as it comes, the "handled" or the end, from the same parts the
 * Worker drew (src/shared/requests/page-parts.ts), as DOM nodes with their
 * text as text. No app runs on this page; nothing here needs one.
 */
import { REQUEST_API, type HunterView } from "../../shared/requests/api"
import type { Markup } from "../../shared/requests/markup"
import {
  REQUEST_ENDS_ATTRIBUTE,
  REQUEST_KEY_PARAMETER,
  REQUEST_PART_ATTRIBUTE,
  REQUEST_PARTS,
  REQUEST_VERSION_ATTRIBUTE,
  type RequestPart,
} from "../../shared/requests/page"
import { hunterViewParts, shownState } from "../../shared/requests/page-parts"

/** How long to wait before asking again after no answer (no signal, the service down), at first and at most. */
const RETRY_MS = { first: 2_000, most: 30_000 }

/** The tree as DOM nodes: elements made one by one, every text a text node. */
function toNodes(document: Document, markup: readonly Markup[]): Node[] {
  return markup.map((node) => {
    if (typeof node === "string") return document.createTextNode(node)
    const element = document.createElement(node.tag)
    for (const [name, value] of Object.entries(node.attributes ?? {})) element.setAttribute(name, value)
    element.append(...toNodes(document, node.children ?? []))
    return element
  })
}

const slotOf = (document: Document, part: RequestPart) => document.querySelector<HTMLElement>(`[${REQUEST_PART_ATTRIBUTE}="${part}"]`)

/** Draws the parts of the view that change into their slots (a slot the Worker removed stays away). */
function drawView(document: Document, view: HunterView, key: string, now: number): void {
  const parts = hunterViewParts(view, key, now)
  const title = slotOf(document, REQUEST_PARTS.title)
  if (title) title.textContent = parts.title
  for (const [part, markup] of [
    [REQUEST_PARTS.state, parts.state],
    [REQUEST_PARTS.reached, parts.reached],
    [REQUEST_PARTS.offers, parts.offers],
  ] as const) {
    const slot = slotOf(document, part)
    if (slot && markup) slot.replaceChildren(...toNodes(document, markup))
  }
  slotOf(document, REQUEST_PARTS.offers)?.setAttribute(REQUEST_VERSION_ATTRIBUTE, String(view.version))
  if (parts.handled === null) slotOf(document, REQUEST_PARTS.handled)?.remove()
}

export interface Follow {
  document: Document
  fetch: typeof fetch
  /** The page's clock. */
  now: () => number
  /** Resolves after `ms`, or sooner when there may be news to fetch (the signal is back, the page is on screen again). */
  wait: (ms: number) => Promise<void>
}

/**
 * Follows the request named in the page's address while it is open: waits
 * for a newer view than the one drawn, draws it, and waits again; after no
 * answer, asks again a little later each time. Resolves once the request is
 * handled or has ended (drawn so), or is not known any more.
 */
export async function followRequest({ document, fetch, now, wait }: Follow): Promise<void> {
  const key = new URL(document.URL).searchParams.get(REQUEST_KEY_PARAMETER)
  const offers = slotOf(document, REQUEST_PARTS.offers)
  const drawn = offers?.getAttribute(REQUEST_VERSION_ATTRIBUTE)
  const endsAt = Date.parse(offers?.getAttribute(REQUEST_ENDS_ATTRIBUTE) ?? "")
  // A refusal or an unknown request: nothing to wait for.
  if (!key || !drawn || !Number.isFinite(endsAt)) return
  let version = Number(drawn)
  let retry = RETRY_MS.first
  while (true) {
    // Past its end, one last look: the service's word on how it ended.
    const ended = now() >= endsAt
    const address = `${REQUEST_API.hunter}?${REQUEST_KEY_PARAMETER}=${encodeURIComponent(key)}${ended ? "" : `&after=${version}`}`
    const asked = now()
    try {
      const response = await fetch(address, { headers: { Accept: "application/json" }, cache: "no-store" })
      if (response.status === 204) {
        // Nothing newer in the time the service holds the question; one that comes back at once (a proxy) is not asked again at once.
        if (now() - asked < RETRY_MS.first) await wait(RETRY_MS.first)
        continue
      }
      if (response.status >= 400 && response.status < 500) return
      if (!response.ok) throw new Error(`${response.status}`)
      const view = (await response.json()) as HunterView
      drawView(document, view, key, now())
      version = view.version
      retry = RETRY_MS.first
      if (shownState(view, now()) !== "open") return
    } catch {
      await wait(retry)
      retry = Math.min(retry * 2, RETRY_MS.most)
    }
  }
}
