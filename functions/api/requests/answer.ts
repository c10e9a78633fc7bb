/**
 * POST /api/requests/answer `{ id, answer, eta? }` (a tracker it was sent
 * to, signed in): "offer" (I can come, in about `eta` minutes), "decline"
 * (can't tonight) or "not-genuine" (the number is refused for 30 days, on
 * the owner's record). Taken only while the request is open: 409 once it
 * was handled or ended, or for a second offer. Answers the request as the
 * tracker now sees it (after an offer: the hunter's details).
 */
import type { TrackerAnswer } from "../../../src/shared/requests/api"
import type { Handler } from "../../lib/env"
import { body, jsonBody, person, signedInOnly } from "../../lib/guards"
import { json, problem } from "../../lib/http"
import { answerRequest, trackerView } from "../../lib/requests"
import { looksLikeSecret } from "../../lib/secrets"

const ANSWERS: readonly TrackerAnswer[] = ["offer", "decline", "not-genuine"]
/** The longest arrival time a tracker may give, in minutes. */
const MAX_ETA_MINUTES = 600

const answer: Handler = async (context) => {
  const { data } = context
  const { id, answer: given, eta } = body(context)
  if (!looksLikeSecret(id)) return problem(400, "Open the request from its notification.")
  if (!ANSWERS.includes(given as TrackerAnswer)) return problem(400, "Answer with offer, decline or not-genuine.")
  if (eta !== undefined && eta !== null && !(Number.isInteger(eta) && (eta as number) > 0 && (eta as number) <= MAX_ETA_MINUTES))
    return problem(400, `Give the arrival time in minutes, up to ${MAX_ETA_MINUTES}, or none.`)
  const by = person(context)
  const outcome = await answerRequest(data.store, by, id, given as TrackerAnswer, (eta as number | undefined) ?? null, data.now)
  if (outcome === "not-yours") return problem(404, "This request was not sent to you, or it ended more than a week ago.")
  if (outcome === "not-open") return problem(409, "The hunter already has help, or the request has ended: nothing to do.")
  if (outcome === "already-offered") return problem(409, "You already offered. Call the hunter if you cannot come after all.")
  return json(await trackerView(data.store, id, by.id, data.now))
}

export const onRequestPost = [signedInOnly, jsonBody, answer]
