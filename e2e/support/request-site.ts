/**
 * The site with hunters' requests working end to end, for the tests that
 * send them: the built site on a runtime of its own, with a VAPID key and
 * a stand-in push service (test-support/push-service.ts), the owner signed
 * in, and trackers put on call as they do it on their phones: signed in,
 * available, taking requests for the counties they serve.
 */
import { execFileSync } from "node:child_process"
import path from "node:path"
import type { RequestPush } from "../../src/shared/requests/api"
import { STATUS_API } from "../../src/shared/status/api"
import { startHost, type Host } from "../../test-support/host"
import { goOnCall } from "../../test-support/on-call"
import { inviteOf, Phone } from "../../test-support/phone"
import { startPushService, type PushService } from "../../test-support/push-service"
import { vapidKeys } from "../../test-support/vapid-keys"

const ROOT = path.resolve(__dirname, "../..")

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
  const link = execFileSync("npx", ["tsx", "scripts/owner-invite.ts", "--local", host.stateDir, "--origin", host.origin], {
    cwd: ROOT,
    encoding: "utf8",
  }).trim()
  const owner = new Phone(host.origin)
  const signedIn = await owner.setUp(inviteOf(link))
  if (signedIn.status !== 200) throw new Error(`The owner could not sign in: ${signedIn.status}`)
  const onCall = async (slug: string) => {
    const invitation = await owner.send<{ link: string }>("POST", STATUS_API.owner.invite, { tracker: slug })
    const phone = new Phone(host.origin)
    const setUp = await phone.setUp(inviteOf(invitation.body.link))
    if (setUp.status !== 200) throw new Error(`${slug}'s phone was not set up: ${setUp.status} ${JSON.stringify(setUp.body)}`)
    await goOnCall(phone, slug, { subscription: push.subscribe() })
    return phone
  }
  const requestIds = () => [...new Set(push.deliveries.map((delivery) => (delivery.message as RequestPush).request.id))]
  return { host, push, onCall, requestIds, close: async () => void (await Promise.all([host.close(), push.close()])) }
}
