/**
 * POST /api/requests/handled `{ r }` (a plain form or JSON, no sign-in: the
 * hunter's key is the right to it): the hunter has help. Once, while the
 * request is open; every tracker it reached is told, by a push that takes
 * the place of the request on their lock screen. A form is answered with a
 * 303 back to the request's page, or the page that says there is no such
 * request; JSON with the view, or 409 when it was handled or had ended.
 */
import type { Handler } from "../../lib/env"
import { isFormPost, json, problem, readForm, readJson, seeOther } from "../../lib/http"
import { requestPage } from "../../lib/request-answers"
import { closedMessage, hunterPage } from "../../lib/request-push"
import { deliver } from "../../lib/request-sending"
import { hunterView, markHandled, pushTargets } from "../../lib/requests"
import { hashSecret, looksLikeSecret } from "../../lib/secrets"

const handled: Handler = async (context) => {
  const { request, env, data } = context
  const form = isFormPost(request)
  const body = form ? await readForm(request) : await readJson(request)
  const key = body.ok && body.value && typeof body.value === "object" ? (body.value as Record<string, unknown>).r : undefined
  if (!looksLikeSecret(key)) {
    if (form) return requestPage(context, { kind: "unknown" })
    return problem(400, "The request's address is not complete: open it again from the page you sent it on.")
  }
  const keyHash = await hashSecret(key)
  const marked = await markHandled(data.store, keyHash, data.now)
  if (marked === null) {
    if (form) return requestPage(context, { kind: "unknown" })
    return problem(404, "This request is not known: it ended more than a week ago.")
  }
  if (marked === "not-open") {
    if (form) return seeOther(hunterPage("", key))
    return problem(409, "This request was already marked as handled, or has ended.")
  }
  const { request: row, phones } = await pushTargets(data.store, marked.id, marked.recipients)
  if (row) {
    const message = closedMessage(new URL(request.url).origin, { ...row, signs: JSON.parse(row.signs) }, "handled", data.now)
    await deliver(
      env,
      request,
      data.store,
      phones.map((phone) => ({ tracker: phone.person, phone, message })),
      { ttl: 3600, urgency: "normal", topic: marked.id.slice(0, 32) },
    )
  }
  if (form) return seeOther(hunterPage("", key))
  return json(await hunterView(data.store, keyHash, data.now))
}

export const onRequestPost = [handled]
