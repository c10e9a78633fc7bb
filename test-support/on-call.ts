/**
 * A signed-in tracker's phone put on call as the tracker does it on
 * /status/: available (or busy until 6 AM), taking hunters' requests on a
 * subscription, with how far they go and their quiet hours. The same steps
 * for the functions' tests and the browser tests' request site.
 */
import { REQUEST_API } from "../src/shared/requests/api"
import { STATUS_API } from "../src/shared/status/api"
import type { Answer, Phone } from "./phone"
import type { TestSubscription } from "./push-service"

export interface OnCall {
  /** Available now; else busy until 6 AM. */
  available?: boolean
  /** The phone's push subscription; none leaves it not taking requests. */
  subscription?: TestSubscription | null
  /** Their reach and quiet hours, as the settings form sends them. */
  settings?: object
}

/** Requests for the counties they serve, at any hour. */
export const SERVED_COUNTIES = { reach: { kind: "counties" }, quiet: null } as const

/** Throws, with the step and the answer, when a step is refused. */
export async function goOnCall(phone: Phone, slug: string, { available = true, subscription = null, settings = SERVED_COUNTIES }: OnCall = {}): Promise<void> {
  const check = (step: string, answer: Answer) => {
    if (answer.status !== 200) throw new Error(`${slug} could not go on call (${step}): ${answer.status} ${JSON.stringify(answer.body)}`)
  }
  check(
    "status",
    await phone.send("POST", STATUS_API.status, available ? { tracker: slug, status: "available" } : { tracker: slug, status: "busy", until: "6am" }),
  )
  if (subscription) check("subscription", await phone.send("PUT", REQUEST_API.phone, { subscription }))
  check("settings", await phone.send("PUT", REQUEST_API.settings, settings))
}
