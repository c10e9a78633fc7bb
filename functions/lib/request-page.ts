/**
 * A hunter's request page: the built shell (/request/sent/, from the static
 * assets, with its own headers and policy) filled in as it streams through,
 * each slot with its part (src/shared/requests/page-parts.ts) or removed.
 * Every word a hunter or tracker typed arrives as text: the parts are
 * escaped trees (src/shared/requests/markup.ts), and the heading is set as text.
 * Never cached anywhere: it names a request only its hunter holds.
 */
import { toHtml, type Markup } from "../../src/shared/requests/markup"
import {
  HANDLED_KEY_FIELD,
  REQUEST_ENDS_ATTRIBUTE,
  REQUEST_PART_ATTRIBUTE,
  REQUEST_PARTS,
  REQUEST_VERSION_ATTRIBUTE,
  type RequestPageContent,
  type RequestPart,
} from "../../src/shared/requests/page"
import { requestPageParts } from "../../src/shared/requests/page-parts"

const slot = (part: RequestPart) => `[${REQUEST_PART_ATTRIBUTE}="${part}"]`

/** Fills a slot with its part, or removes it. */
const filled = (markup: Markup[] | null, then?: (element: Element) => void): HTMLRewriterElementContentHandlers => ({
  element(element) {
    if (markup === null) {
      element.remove()
      return
    }
    element.setInnerContent(toHtml(markup), { html: true })
    then?.(element)
  },
})

/** The answer's status: a sent request's page is found, an unknown one is not, a refusal keeps the service's status, a store that did not answer is 503. */
const STATUS: Record<Exclude<RequestPageContent["kind"], "refused">, number> = { sent: 200, unknown: 404, unavailable: 503 }
const statusOf = (content: RequestPageContent) => (content.kind === "refused" ? content.status : STATUS[content.kind])

/**
 * The shell (`ASSETS.fetch` of REQUEST_PAGES.sent) filled with `content` as
 * it reads at `now` (ms). The shell's headers stay (its Content-Security-Policy
 * among them, which allows the page's one script by its hash); its validators
 * go, since the page is no longer the file they describe.
 */
export function renderRequestPage(shell: Response, content: RequestPageContent, now = Date.now()): Response {
  const parts = requestPageParts(content, now)
  const page = new HTMLRewriter()
    .on(slot(REQUEST_PARTS.title), { element: (element) => void element.setInnerContent(parts.title) })
    .on(slot(REQUEST_PARTS.state), filled(parts.state))
    .on(slot(REQUEST_PARTS.reached), filled(parts.reached))
    .on(
      slot(REQUEST_PARTS.offers),
      filled(parts.offers, (element) => {
        if (parts.version !== null) element.setAttribute(REQUEST_VERSION_ATTRIBUTE, String(parts.version))
        if (parts.endsAt !== null) element.setAttribute(REQUEST_ENDS_ATTRIBUTE, parts.endsAt)
      }),
    )
    .on(slot(REQUEST_PARTS.handled), { element: (element) => void (parts.handled === null && element.remove()) })
    .on(`${slot(REQUEST_PARTS.handled)} input[name="${HANDLED_KEY_FIELD}"]`, {
      element: (element) => void (parts.handled !== null && element.setAttribute("value", parts.handled)),
    })
    .on(slot(REQUEST_PARTS.groupText), filled(parts.groupText))
    .on(slot(REQUEST_PARTS.callList), filled(parts.callList))
    .transform(shell)
  const headers = new Headers(page.headers)
  headers.set("Cache-Control", "no-store")
  for (const name of ["ETag", "Last-Modified", "Content-Length"]) headers.delete(name)
  return new Response(page.body, { status: statusOf(content), headers })
}
