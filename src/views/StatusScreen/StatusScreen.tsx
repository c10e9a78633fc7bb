import React, { useEffect, useState } from "react"
import { Container } from "../../components/Container/Container"
import { NewTabLink } from "../../components/NewTabLink/NewTabLink"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { invitationFor, setUpPasskey, signIn, signOut, whoIsSignedIn, type Me } from "../../browser/status/client"
import { OwnerControls } from "./OwnerControls"
import { STATUS_SCREEN as WORDS } from "./StatusScreen.copy"
import { Action, Checking, Lead, Outcome, Screen } from "./StatusScreen.styles"
import { TrackerControls } from "./TrackerControls"
import { RequestScreen } from "./RequestScreen"
import { REQUEST_PARAM } from "../../shared/requests/status-app"

/** As built (what a phone without scripts keeps), then asking who is signed in, then the answer. */
type Phase =
  | { kind: "as-built" }
  | { kind: "checking" }
  | { kind: "invited"; invite: string; name: string }
  | { kind: "signed-out" }
  | { kind: "signed-in"; me: Me; request: string | null }

/** The invitation secret the owner's link carries after `#invite=` (never sent to a server with the address). */
const invitationInAddress = () => new URLSearchParams(window.location.hash.slice(1)).get("invite")

/** The hunter's request a notification opened (`?request=<id>`), if any. */
const requestInAddress = () => new URLSearchParams(window.location.search).get(REQUEST_PARAM)

/**
 * The trackers' status screen: sign in with the phone's passkey (or set
 * one up from the owner's invitation link), then set the status in one
 * tap, and take hunters' requests on this phone (a request's notification
 * opens it here, `?request=<id>`); the owner invites and revokes trackers
 * here too. As built it says what the screen is for and, to a phone
 * without scripts, that setting a status needs them and how to reach the
 * owner: everything else depends on who is signed in on the phone, which
 * only the browser knows.
 */
export function StatusScreen() {
  const settings = useSiteSettings()
  const [phase, setPhase] = useState<Phase>({ kind: "as-built" })
  const [waiting, setWaiting] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    setPhase({ kind: "checking" })
    const invite = invitationInAddress()
    const check = invite
      ? invitationFor(invite).then(({ name }): Phase => ({ kind: "invited", invite, name }))
      : whoIsSignedIn().then((me): Phase => (me ? { kind: "signed-in", me, request: requestInAddress() } : { kind: "signed-out" }))
    check.then(setPhase, (failure: Error) => {
      setError(failure.message)
      setPhase({ kind: "signed-out" })
    })
  }, [])

  const attempt = async (action: () => Promise<Me>) => {
    setWaiting(true)
    setError(null)
    try {
      const me = await action()
      // The invitation is used up: take it out of the address, so a reload does not offer it again.
      if (invitationInAddress()) window.history.replaceState(null, "", window.location.pathname)
      setPhase({ kind: "signed-in", me, request: requestInAddress() })
    } catch (failure) {
      setError((failure as Error).message)
    } finally {
      setWaiting(false)
    }
  }

  const leave = async () => {
    await signOut().catch(() => undefined)
    setPhase({ kind: "signed-out" })
  }

  return (
    <Container>
      <Screen>
        {phase.kind === "signed-in" && phase.me.role === "owner" ? (
          <OwnerControls me={phase.me} onSignOut={leave} />
        ) : phase.kind === "signed-in" && phase.request ? (
          <RequestScreen id={phase.request} trackerName={phase.me.name} />
        ) : phase.kind === "signed-in" ? (
          <TrackerControls me={phase.me} onSignOut={leave} />
        ) : phase.kind === "invited" ? (
          <>
            <h1>{WORDS.inviteTitle}</h1>
            <p>
              <strong>{WORDS.inviteFor(phase.name)}</strong> {WORDS.inviteHow}
            </p>
            <Action type="button" disabled={waiting} onClick={() => void attempt(() => setUpPasskey(phase.invite))}>
              {waiting ? WORDS.signingIn : WORDS.setUp}
            </Action>
          </>
        ) : (
          <>
            <h1>{WORDS.title}</h1>
            <Lead>{WORDS.purpose}</Lead>
            <p>{WORDS.signInIntro}</p>
            <noscript>
              <p>{WORDS.noScript}</p>
              <p>
                {WORDS.noScriptOwner} <NewTabLink href={settings.socialPageUrl}>{settings.socialPageName}</NewTabLink>
              </p>
            </noscript>
            {/* Both in place from the first paint, shown in turn, so neither moves the page; a phone without scripts is told above. */}
            <Checking role="status" $hidden={phase.kind !== "checking"}>
              {WORDS.checking}
            </Checking>
            <Checking $hidden={phase.kind !== "signed-out"}>
              <Action type="button" disabled={waiting || phase.kind !== "signed-out"} onClick={() => void attempt(signIn)}>
                {waiting ? WORDS.signingIn : WORDS.signIn}
              </Action>
              <span>{WORDS.noPasskey}</span>
            </Checking>
          </>
        )}
        <Outcome role="alert" $error>
          {error}
        </Outcome>
      </Screen>
    </Container>
  )
}
