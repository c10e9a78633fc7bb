/**
 * The site with hunters' requests working end to end, for the tests that
 * send them: the built site on a runtime of its own, with a VAPID key and
 * a stand-in push service (test-support/push-service.ts), the owner signed
 * in, and trackers put on call as they do it on their phones: signed in,
 * available, taking requests for the counties they serve.
 */
import type { RequestPush } from "../../src/shared/requests/api"
import { startHost, type Host } from "../../test-support/host"
import { goOnCall } from "../../test-support/on-call"
import { invitedPhone, ownerPhone, type Phone } from "../../test-support/phone"
import { startPushService, type PushService } from "../../test-support/push-service"
import { vapidKeys } from "../../test-support/vapid-keys"

export interface RequestSite {
  host: Host
  push: PushService
  /** Puts a tracker on call; their phone, to answer with. */
  onCall: (slug: string) => Promise<Phone>
  /** The requests pushed so far, by id, newest last. */
  requestIds: () => string[]
  close: () => Promise<void>
}

export async function startRequestSite(): Promise<RequestSite> {
  const push = await startPushService()
  const host = await startHost(undefined, { bindings: { ...vapidKeys(), TEST_PUSH_ORIGIN: push.origin } })
  const owner = await ownerPhone(host.origin, host.stateDir)
  const onCall = async (slug: string) => {
    const phone = await invitedPhone(owner, slug)
    await goOnCall(phone, slug, { subscription: push.subscribe() })
    return phone
  }
  const requestIds = () => [...new Set(push.deliveries.map((delivery) => (delivery.message as RequestPush).request.id))]
  return { host, push, onCall, requestIds, close: async () => void (await Promise.all([host.close(), push.close()])) }
}
