/**
 * How the hunter's requests answer with a page: the request's page shell
 * (the built REQUEST_PAGES.sent) filled in by renderRequestPage, for its
 * address and for a plain form (scripting off). A refusal gets the page's
 * script JSON with the sentence, and a plain form the page in its refused
 * form: why, the group text to every available tracker near the shot with
 * the details the hunter typed, and the call list. With the store not
 * answering, a page still goes out, from the roster as built.
 */
import { REQUEST_PAGES } from "../../src/shared/requests/api"
import { callListOf, fallbackOf } from "../../src/shared/requests/fallback"
import { platformOf } from "../../src/shared/requests/group-text"
import type { RosterTracker } from "../../src/shared/roster-file"
import { newerOf } from "../../src/shared/status/availability"
import type { Context } from "./env"
import { isFormPost, problem } from "./http"
import { formOf, type RequestFields } from "./request-form"
import type { RequestPageContent } from "../../src/shared/requests/page"
import { renderRequestPage } from "./request-page"
import { rosterFileOf } from "./roster"
import { readLiveStatuses } from "./statuses"

/** The roster's trackers with their statuses as they stand (the built ones, a newer live one laid over), and its counties. */
export async function rosterNow({ env, request, data }: Context) {
  const [roster, live] = await Promise.all([rosterFileOf(env, request), readLiveStatuses(data.store)])
  const withLive = <T extends RosterTracker>(tracker: T): T => ({ ...tracker, availability: newerOf(tracker.availability, live[tracker.slug]) })
  return { trackers: roster.trackers.map(withLive), counties: roster.counties }
}

/** Why a plain form's request did not go when the store did not answer (its page still has the call list). */
export const STORE_DOWN = "The service is not answering right now, so the request could not go."

/** rosterNow, or the roster as built (its statuses alone) when the store does not answer. */
export async function rosterOrBuilt(context: Context): Promise<Awaited<ReturnType<typeof rosterNow>>> {
  try {
    return await rosterNow(context)
  } catch (error) {
    console.error(error)
    const roster = await rosterFileOf(context.env, context.request)
    return { trackers: [...roster.trackers], counties: roster.counties }
  }
}

/** The request's page filled with `content`, with the shell's headers and any of `headers`. */
export async function requestPage({ env, request, data }: Context, content: RequestPageContent, headers: HeadersInit = {}): Promise<Response> {
  const shell = await env.ASSETS.fetch(new URL(REQUEST_PAGES.sent, request.url))
  if (!shell.ok) throw new Error(`The request page's shell (${REQUEST_PAGES.sent}) answered ${shell.status}.`)
  const page = renderRequestPage(shell, content, data.now)
  for (const [name, value] of new Headers(headers)) page.headers.set(name, value)
  return page
}

/**
 * A request that did not go, or reached nobody: JSON for the page's script
 * (which draws its own fallback), the refused page for a plain form, its
 * group text written from `fields` (none when the form could not be read).
 */
export async function refuseRequest(
  context: Context,
  fields: RequestFields | null,
  status: number,
  message: string,
  headers: HeadersInit = {},
): Promise<Response> {
  if (!isFormPost(context.request)) return problem(status, message, headers)
  const roster = await rosterOrBuilt(context)
  const now = context.data.now
  const { groupText, callList } = fields
    ? fallbackOf(formOf(fields), roster, now, platformOf(context.request.headers.get("User-Agent")))
    : { groupText: null, callList: callListOf(roster.trackers, { from: null, county: null }, now) }
  return requestPage(context, { kind: "refused", status, message, callList, groupText }, headers)
}
