/**
 * The status screen's calls to the site's functions (functions/api/), with
 * the phone's passkey prompts (SimpleWebAuthn's browser half). Only the
 * status screen loads this.
 */
import { startAuthentication, startRegistration } from "@simplewebauthn/browser"
import { STATUS_API, type Ended, type Me, type Nobody, type OwnerView, type SavedStatus, type StatusChange } from "../../shared/status/api"
import { REQUEST_API, type RequestSettings, type TrackerAnswer, type TrackerView } from "../../shared/requests/api"

export type { Me, OwnerView }

/** A refusal or failure, with the sentence the service gave. */
export class StatusServiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

const NO_ANSWER = "No answer from the site. Check the signal and tap again."

/** A GET without a body, a POST with one, or the method named. */
async function call<T>(path: string, body?: unknown, method = body === undefined ? "GET" : "POST"): Promise<T> {
  let response: Response
  try {
    response = await fetch(
      path,
      body === undefined
        ? { method, headers: { Accept: "application/json" } }
        : { method, headers: { "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify(body) },
    )
  } catch {
    throw new StatusServiceError(NO_ANSWER, 0)
  }
  const answer = (await response.json().catch(() => null)) as (T & { error?: string }) | null
  if (!response.ok || !answer) throw new StatusServiceError(answer?.error ?? NO_ANSWER, response.status)
  return answer
}

/** Who is signed in on this phone; null when nobody is. */
export async function whoIsSignedIn(): Promise<Me | null> {
  const answer = await call<Me | Nobody>(STATUS_API.me)
  return answer.signedIn ? answer : null
}

/** The phone's passkey prompt would have nothing to show: the person closed it or it timed out. */
const cancelled = (error: unknown) => error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError")

async function withPasskey<T>(prompt: () => Promise<T>): Promise<T> {
  try {
    return await prompt()
  } catch (error) {
    if (cancelled(error)) throw new StatusServiceError("The passkey prompt was closed. Tap the button to try again.", 0)
    if (error instanceof StatusServiceError) throw error
    throw new StatusServiceError("This phone could not use a passkey here. Check that its screen lock is on, then tap again.", 0)
  }
}

export async function invitationFor(invite: string): Promise<{ name: string; role: string }> {
  return call(STATUS_API.passkey.registerOptions, { invite })
}

/** Makes this phone's passkey from an invitation and signs in. */
export async function setUpPasskey(invite: string): Promise<Me> {
  const { options } = await call<{ options: Parameters<typeof startRegistration>[0]["optionsJSON"] }>(STATUS_API.passkey.registerOptions, { invite })
  const response = await withPasskey(() => startRegistration({ optionsJSON: options }))
  return call<Me>(STATUS_API.passkey.register, { invite, response })
}

export async function signIn(): Promise<Me> {
  const { options } = await call<{ options: Parameters<typeof startAuthentication>[0]["optionsJSON"] }>(STATUS_API.passkey.signInOptions, {})
  const response = await withPasskey(() => startAuthentication({ optionsJSON: options }))
  return call<Me>(STATUS_API.passkey.signIn, { response })
}

export const signOut = () => call<{ signedOut: true }>(STATUS_API.signOut, {})

export const setStatus = (change: StatusChange) => call<SavedStatus>(STATUS_API.status, change)

export interface Invitation {
  tracker: string
  name: string
  link: string
  expiresAt: string
}

export const inviteTracker = (tracker: string) => call<Invitation>(STATUS_API.owner.invite, { tracker })

/** A link that sets up another phone of the owner's own (open it on that phone). */
export const inviteOwnPhone = () => call<Invitation>(STATUS_API.owner.invite, { owner: true })

/** Forgets one of the owner's own phones (never the one in use). */
export const forgetOwnPhone = (phone: string) => call<{ phone: string; sessions: number }>(STATUS_API.owner.revoke, { phone })

export const revokeTracker = (tracker: string) => call<Ended & { tracker: string }>(STATUS_API.owner.revoke, { tracker })

/** The roster with its sign-ins, and a page of changes: the newest, or those before the change with id `before`. */
export const ownerView = (before?: number) => call<OwnerView>(before ? `${STATUS_API.owner.audit}?before=${before}` : STATUS_API.owner.audit)

/** This phone takes hunters' requests: its push subscription, kept against the passkey it signed in with. */
export const keepSubscription = (subscription: PushSubscriptionJSON) => call<{ thisPhone: true }>(REQUEST_API.phone, { subscription }, "PUT")

/** This phone no longer takes them. */
export const dropSubscription = () => call<{ thisPhone: false }>(REQUEST_API.phone, undefined, "DELETE")

export const saveRequestSettings = (settings: RequestSettings) => call<RequestSettings>(REQUEST_API.settings, settings, "PUT")

/** A test request to this phone only. */
export const sendTestRequest = () => call<{ sent: true }>(REQUEST_API.test, {})

/** A request as this tracker may see it. */
export const requestForTracker = (id: string) => call<TrackerView>(`${REQUEST_API.tracker}?id=${encodeURIComponent(id)}`)

/** "I can come" (in about `eta` minutes), "Can't tonight" or "Not genuine"; answers the request as the tracker now sees it. */
export const answerRequest = (id: string, answer: TrackerAnswer, eta: number | null = null) =>
  call<TrackerView>(REQUEST_API.answer, eta === null ? { id, answer } : { id, answer, eta })
