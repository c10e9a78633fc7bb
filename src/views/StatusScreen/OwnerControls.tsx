import React, { useCallback, useEffect, useState } from "react"
import { TrackerStatus } from "../../components/TrackerStatus/TrackerStatus"
import { useNow } from "../../hooks/useNow"
import { ROSTER_FILE, readRosterFile } from "../../shared/roster-file"
import { STATUS_API, type ChangeEntry, type OwnerPhone, type OwnerTracker, type OwnerView, type StatusMap } from "../../shared/status/api"
import { dateAndTime, newerOf, type Availability } from "../../shared/status/availability"
import { inviteTracker, ownerView, revokeTracker, type Me } from "../../browser/status/client"
import { smsHref } from "../../shared/sms"
import { OwnPhones } from "./OwnPhones"
import { RefusedNumbers } from "./RefusedNumbers"
import { STATUS_SCREEN as WORDS } from "./StatusScreen.copy"
import { Action, Changes, Lead, Link, Outcome, TextLink, Trackers } from "./StatusScreen.styles"

type OwnerControlsProps = { me: Me; onSignOut: () => void }

/** A tracker with their live status: the newer of the roster's and the status service's. */
interface Row extends OwnerTracker {
  phone: string
  availability: Availability | null
}

interface Loaded {
  rows: Row[]
  departed: OwnerTracker[]
  ownPhones: OwnerPhone[]
  changes: ChangeEntry[]
  older: number | null
  refusedNumbers: OwnerView["refusedNumbers"]
}

async function load(): Promise<Loaded> {
  const [roster, statuses, view] = await Promise.all([
    fetch(ROSTER_FILE).then(async (response) => readRosterFile(await response.json())),
    fetch(STATUS_API.status, { cache: "no-cache" }).then((response) => (response.ok ? (response.json() as Promise<StatusMap>) : {})),
    ownerView(),
  ])
  const rows = view.trackers.map((tracker) => {
    const listed = roster?.trackers.find((entry) => entry.slug === tracker.slug)
    return { ...tracker, phone: listed?.phone ?? "", availability: newerOf(listed?.availability, (statuses as StatusMap)[tracker.slug]) }
  })
  return { rows, departed: view.departed, ownPhones: view.ownPhones, changes: view.changes, older: view.older, refusedNumbers: view.refusedNumbers }
}

/**
 * The owner's screen: each tracker on the roster with their status, the
 * phones that sign in as them and any open invitation; an invitation link
 * to send; a way to sign them out everywhere (or withdraw an invitation
 * never used); those a deploy took off the roster, to sign out; the
 * hunters' numbers a tracker marked not genuine; the owner's own phones;
 * and every change made, newest first, a page at a time.
 */
export function OwnerControls({ me, onSignOut }: OwnerControlsProps) {
  const now = useNow()
  const [data, setData] = useState<Loaded | null>(null)
  const [invitations, setInvitations] = useState<Record<string, { link: string; expiresAt: string }>>({})
  const [confirming, setConfirming] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<{ text: string; error: boolean } | null>(null)

  const fail = (failure: unknown) => setOutcome({ text: (failure as Error).message, error: true })
  const refresh = useCallback(() => load().then(setData, fail), [])
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
      fail(failure)
    }
  }

  const end = async (row: OwnerTracker) => {
    setConfirming(null)
    try {
      await revokeTracker(row.slug)
      setInvitations((current) => Object.fromEntries(Object.entries(current).filter(([slug]) => slug !== row.slug)))
      setOutcome({ text: row.phones.length > 0 ? WORDS.revoked(row.name) : WORDS.withdrawn(row.name), error: false })
      void refresh()
    } catch (failure) {
      fail(failure)
    }
  }

  const showOlder = async () => {
    if (!data?.older) return
    try {
      const page = await ownerView(data.older)
      setData({ ...data, changes: [...data.changes, ...page.changes], older: page.older })
    } catch (failure) {
      fail(failure)
    }
  }

  const endButton = (row: OwnerTracker, ask: string, confirm: string) =>
    confirming === row.slug ? (
      <Action type="button" $variant="primary" onClick={() => void end(row)}>
        {confirm}
      </Action>
    ) : (
      <Action type="button" $variant="ghost" onClick={() => setConfirming(row.slug)}>
        {ask}
      </Action>
    )

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
              <p>{WORDS.phones(row.phones.map((phone) => phone.name))}</p>
              {row.invitationUntil && !invitation && <p>{WORDS.invitationOpen(dateAndTime(row.invitationUntil))}</p>}
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
              {row.phones.length > 0
                ? endButton(row, WORDS.revoke(row.name), WORDS.confirmRevoke(row.name))
                : (row.invitationUntil || invitation) && endButton(row, WORDS.withdraw(row.name), WORDS.confirmWithdraw(row.name))}
            </li>
          )
        })}
      </Trackers>
      {data && data.departed.length > 0 && (
        <>
          <h2>{WORDS.departedTitle}</h2>
          <p>{WORDS.departedIntro}</p>
          <Trackers>
            {data.departed.map((row) => (
              <li key={row.slug}>
                <h3>{row.name}</h3>
                <p>{WORDS.phones(row.phones.map((phone) => phone.name))}</p>
                {endButton(row, WORDS.revoke(row.name), WORDS.confirmRevoke(row.name))}
              </li>
            ))}
          </Trackers>
        </>
      )}
      {data && <RefusedNumbers numbers={data.refusedNumbers} />}
      {data && <OwnPhones phones={data.ownPhones} onChange={() => void refresh()} onOutcome={setOutcome} />}
      <h2>{WORDS.changesTitle}</h2>
      {data && data.changes.length === 0 ? (
        <p>{WORDS.noChanges}</p>
      ) : (
        <Changes>
          {(data?.changes ?? []).map((change) => (
            <li key={change.id}>{WORDS.change(change)}</li>
          ))}
        </Changes>
      )}
      {data?.older && (
        <Action type="button" $variant="ghost" onClick={() => void showOlder()}>
          {WORDS.olderChanges}
        </Action>
      )}
      <Action type="button" $variant="ghost" onClick={onSignOut}>
        {WORDS.signOut}
      </Action>
    </>
  )
}
