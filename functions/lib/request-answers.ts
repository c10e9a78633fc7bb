/**
 * How the hunter's requests answer a refusal: the page's script gets JSON
 * with the sentence; a plain form (scripting off) gets the request's page
 * in its refused form, with the call list and the group text.
 */
import type { Context } from "./env"
import { isFormPost, problem } from "./http"
import type { ShotSite } from "./recipients"

export function refuseRequest(context: Context, _site: ShotSite | null, status: number, message: string, headers: HeadersInit = {}): Response {
  if (isFormPost(context.request)) return problem(status, message, headers)
  return problem(status, message, headers)
}
