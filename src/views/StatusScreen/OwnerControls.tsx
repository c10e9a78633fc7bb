import React, { useCallback, useEffect, useState } from "react"
import { TrackerStatus } from "../../components/TrackerStatus/TrackerStatus"
import { useNow } from "../../hooks/useNow"
import { ROSTER_FILE, type RosterFile } from "../../roster/roster-file"
import { STATUS_API, type StatusMap } from "../../status/api"
import { dateAndTime, newerOf } from "../../status/availability"
import { inviteTracker, ownerView, revokeTracker, type Me, type OwnerView } from "../../status/client"
import { smsHref } from "../../utils/sms"
import { STATUS_SCREEN as WORDS } from "./StatusScreen.copy"
import { Action, Changes, Lead, Link, Outcome, TextLink, Trackers } from "./StatusScreen.styles"

type OwnerControlsProps = { me: Me; onSignOut: () => void }

interface Row {
  slug: string
  name: string
  phone: string
  availability: RosterFile["trackers"][number]["status"]
  passkeys: number
}

async function load(): Promise<{ rows: Row[]; changes: OwnerView["changes"] }> {
  const [roster, statuses, view] = await Promise.all([
    fetch(ROSTER_FILE).then((response) => response.json() as Promise<RosterFile>),
    fetch(STATUS_API.status, { cache: "no-cache" }).then((response) => (response.ok ? (response.json() as Promise<StatusMap>) : {})),
    ownerView(),
  ])
  const rows = roster.trackers.map((tracker) => ({
    slug: tracker.slug,
    name: tracker.name,
    phone: tracker.phone,
    availability: newerOf(tracker.status, (statuses as StatusMap)[tracker.slug]),
    passkeys: view.trackers.find((person) => person.slug === tracker.slug)?.passkeys ?? 0,
  }))
  return { rows, changes: view.changes }
}

/**
 * The owner's screen: each tracker on the roster with their status and how
 * many phones sign in as them, an invitation link to send, a way to sign
 * them out everywhere, and every change made, newest first.
 */
export function OwnerControls({ me, onSignOut }: OwnerControlsProps) {
  const now = useNow()
  const [data, setData] = useState<{ rows: Row[]; changes: OwnerView["changes"] } | null>(null)
  const [invitations, setInvitations] = useState<Record<string, { link: string; expiresAt: string }>>({})
  const [confirming, setConfirming] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<{ text: string; error: boolean } | null>(null)

  const refresh = useCallback(() => load().then(setData, (failure: Error) => setOutcome({ text: failure.message, error: true })), [])
  useEffect(() => {
    void refresh()
  }, [refresh])

  const invite = async (row: Row) => {
    setOutcome(null)
    try {
      const { link, expiresAt } = await inviteTracker(row.slug)
      setInvitations((current) => ({ ...current, [row.slug]: { link, expiresAt } }))
      void refresh()
    } catch (failure) {
      setOutcome({ text: (failure as Error).message, error: true })
    }
  }

  const revoke = async (row: Row) => {
    setConfirming(null)
    try {
      await revokeTracker(row.slug)
      setOutcome({ text: WORDS.revoked(row.name), error: false })
      void refresh()
    } catch (failure) {
      setOutcome({ text: (failure as Error).message, error: true })
    }
  }

  return (
    <>
      <h1>{WORDS.ownerTitle}</h1>
      <Lead>{WORDS.signedInAs(me.name)}</Lead>
      <p>{WORDS.ownerIntro}</p>
      <Outcome role="status" $error={outcome?.error}>
        {outcome?.text}
      </Outcome>
      <Trackers>
        {(data?.rows ?? []).map((row) => {
          const invitation = invitations[row.slug]
          return (
            <li key={row.slug}>
              <h3>{row.name}</h3>
              <TrackerStatus availability={row.availability} now={now} />
              <p>{WORDS.phones(row.passkeys)}</p>
              {invitation ? (
                <>
                  <label htmlFor={`invite-${row.slug}`}>{WORDS.inviteReady(row.name, dateAndTime(invitation.expiresAt))}</label>
                  <Link id={`invite-${row.slug}`} readOnly value={invitation.link} onFocus={(event) => event.currentTarget.select()} />
                  <TextLink $variant="secondary" href={smsHref(row.phone, WORDS.inviteMessage(invitation.link))}>
                    {WORDS.textInvite(row.name)}
                  </TextLink>
                </>
              ) : (
                <Action type="button" $variant="secondary" onClick={() => void invite(row)}>
                  {WORDS.invite(row.name)}
                </Action>
              )}
              {row.passkeys > 0 &&
                (confirming === row.slug ? (
                  <Action type="button" $variant="primary" onClick={() => void revoke(row)}>
                    {WORDS.confirmRevoke(row.name)}
                  </Action>
                ) : (
                  <Action type="button" $variant="ghost" onClick={() => setConfirming(row.slug)}>
                    {WORDS.revoke(row.name)}
                  </Action>
                ))}
            </li>
          )
        })}
      </Trackers>
      <h2>{WORDS.changesTitle}</h2>
      {data && data.changes.length === 0 ? (
        <p>{WORDS.noChanges}</p>
      ) : (
        <Changes>
          {(data?.changes ?? []).map((change) => (
            <li key={`${change.at}-${change.subject}-${change.action}`}>
              {WORDS.change(dateAndTime(change.at), change.who, change.action, change.subject, change.old, change.new)}
            </li>
          ))}
        </Changes>
      )}
      <Action type="button" $variant="ghost" onClick={onSignOut}>
        {WORDS.signOut}
      </Action>
    </>
  )
}
