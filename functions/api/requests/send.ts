/**
 * POST /api/requests (no sign-in): a hunter's request to every available
 * tracker near the shot, from a plain form or as JSON (the form's script).
 * Checked (../../lib/request-form.ts), written under the hourly limits and
 * pushed to every tracker it goes to at once. The answer says whom it
 * reached: a 303 to the request's page for a form, the hunter's view with
 * their key for JSON. A refusal writes nothing and is a sentence: JSON, or
 * for a form the refused page with the group text and the call list
 * (../../lib/request-answers.ts), as is a form's request that reached nobody.
 */
import { REQUEST_OPEN_HOURS, REQUESTS_PER_VISITOR_PER_HOUR, type SentRequest } from "../../../src/shared/requests/api"
import { REQUEST_PAGE_WORDS } from "../../../src/shared/requests/page-parts"
import type { Context, Handler } from "../../lib/env"
import { pushKeysSet } from "../../lib/guards"
import { isFormPost, json, readForm, readJson, seeOther } from "../../lib/http"
import { refuseRequest, STORE_DOWN } from "../../lib/request-answers"
import { checkRequest, type NewRequest, type RequestFields } from "../../lib/request-form"
import { hunterPage, requestMessage } from "../../lib/request-push"
import { deliver, phonesOf } from "../../lib/request-sending"
import { chooseRecipients, shotSite, type ShotSite } from "../../lib/recipients"
import { forgetUnreached, hunterView, storeRequest, type Refusal } from "../../lib/requests"
import type { RosterFile } from "../../../src/shared/roster-file"
import { listedOf, rosterFileOf } from "../../lib/roster"
import { hashSecret, newSecret } from "../../lib/secrets"
import { readSettings } from "../../lib/settings"
import { readLiveStatuses } from "../../lib/statuses"
import { visitorKey } from "../../lib/visitors"

/** Why, only: the page and the form go on to the group text and the call list themselves. */
const REFUSALS: Record<Refusal, string> = {
  "refused-number": "Requests from this number are turned off: a tracker marked an earlier one as not genuine.",
  visitor: `That is ${REQUESTS_PER_VISITOR_PER_HOUR} requests from this phone in an hour.`,
  number: `That is ${REQUESTS_PER_VISITOR_PER_HOUR} requests for this number in an hour.`,
  statewide: "Too many requests are out across the state right now.",
}

const send: Handler = async (context) => {
  const { request, env, data } = context
  const form = isFormPost(request)
  const body = form ? await readForm(request) : await readJson(request)
  if (!body.ok) return refuseRequest(context, null, body.status ?? 400, body.message)
  if (!body.value || typeof body.value !== "object" || Array.isArray(body.value)) return refuseRequest(context, null, 400, "Send the request's fields.")
  const fields = body.value as RequestFields
  const roster = await rosterFileOf(env, request)
  const checked = checkRequest(fields, roster.counties, data.now)
  if (!checked.ok) return refuseRequest(context, fields, 400, checked.message)
  const site = shotSite(checked.value.position, checked.value.county, roster.counties)
  if (!site) return refuseRequest(context, fields, 400, "Pick the county from the list.")
  try {
    return await sendChecked(context, form, fields, checked.value, site, roster)
  } catch (error) {
    // The form's script draws its own fallback from the middleware's 503; a plain form gets the refused page.
    if (!form) throw error
    console.error(error)
    return refuseRequest(context, fields, 503, STORE_DOWN)
  }
}

/** A checked request written under the limits and pushed: the store's part, which may fail. */
async function sendChecked(context: Context, form: boolean, fields: RequestFields, checked: NewRequest, site: ShotSite, roster: RosterFile): Promise<Response> {
  const { request, env, data } = context
  const [live, phones, settings] = await Promise.all([readLiveStatuses(data.store), phonesOf(data.store), readSettings(data.store)])
  const recipients = chooseRecipients(site, listedOf(roster), live, phones, settings, data.now)
  const [id, key] = [newSecret(), newSecret()]
  const refusal = await storeRequest(
    data.store,
    { ...checked, id, keyHash: await hashSecret(key), visitor: await visitorKey(request, env) },
    recipients,
    data.now,
  )
  if (refusal) return refuseRequest(context, fields, 429, REFUSALS[refusal], refusal === "refused-number" ? {} : { "Retry-After": "3600" })
  const origin = new URL(request.url).origin
  const reached = await deliver(
    env,
    request,
    data.store,
    recipients.flatMap((recipient) =>
      recipient.phones.map((phone) => ({
        tracker: recipient.slug,
        phone,
        message: requestMessage(origin, { ...checked, id }, recipient.miles, recipient.direction, data.now),
      })),
    ),
    { ttl: REQUEST_OPEN_HOURS * 3600, urgency: "high", topic: id.slice(0, 32) },
  )
  await forgetUnreached(
    data.store,
    id,
    recipients.filter((recipient) => !reached.has(recipient.slug)).map((recipient) => recipient.slug),
  )
  // A form's request that reached nobody would have nobody to wait for on its page: the group text at once, as the form's script gives it.
  if (form && reached.size === 0) return refuseRequest(context, fields, 200, REQUEST_PAGE_WORDS.reached.nobody)
  if (form) return seeOther(hunterPage("", key))
  const view = (await hunterView(data.store, await hashSecret(key), data.now))!
  return json({ key, ...view } satisfies SentRequest, { status: 201 })
}

/** Web Push keys set, or the refusal: a plain form's hunter gets the refused page, with the call list. */
const requestsSetUp: Handler = (context) =>
  pushKeysSet(context.env) ? context.next() : refuseRequest(context, null, 503, "Requests to every tracker are not set up on this site yet.")

export const onRequestPost = [requestsSetUp, send]
