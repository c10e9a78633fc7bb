import React, { useState } from "react"
import { forgetOwnPhone, inviteOwnPhone, type Invitation } from "../../browser/status/client"
import type { OwnerPhone } from "../../shared/status/api"
import { dateAndTime } from "../../shared/status/availability"
import { STATUS_SCREEN as WORDS } from "./StatusScreen.copy"
import { Action, Link, Trackers } from "./StatusScreen.styles"

type OwnPhonesProps = {
  phones: readonly OwnerPhone[]
  /** After a phone is forgotten or invited: the owner's screen loads again. */
  onChange: () => void
  onOutcome: (outcome: { text: string; error: boolean }) => void
}

/**
 * The phones that sign in as the owner: each but the one in use can be
 * forgotten (a lost or stolen phone loses the owner's rights at once), and
 * another is added only by a link made here, on an owner phone.
 */
export function OwnPhones({ phones, onChange, onOutcome }: OwnPhonesProps) {
  const [confirming, setConfirming] = useState<string | null>(null)
  const [invitation, setInvitation] = useState<Invitation | null>(null)

  const forget = async (name: string) => {
    setConfirming(null)
    try {
      await forgetOwnPhone(name)
      onOutcome({ text: WORDS.forgotten(name), error: false })
      onChange()
    } catch (failure) {
      onOutcome({ text: (failure as Error).message, error: true })
    }
  }

  const invite = async () => {
    try {
      setInvitation(await inviteOwnPhone())
      onChange()
    } catch (failure) {
      onOutcome({ text: (failure as Error).message, error: true })
    }
  }

  return (
    <>
      <h2>{WORDS.ownPhonesTitle}</h2>
      <p>{WORDS.ownPhonesIntro}</p>
      <Trackers>
        {phones.map((phone) => (
          <li key={phone.name}>
            <p>{WORDS.ownPhone(phone.name, dateAndTime(phone.createdAt), phone.sessions, phone.inUse)}</p>
            {!phone.inUse &&
              (confirming === phone.name ? (
                <Action type="button" $variant="primary" onClick={() => void forget(phone.name)}>
                  {WORDS.confirmForget(phone.name)}
                </Action>
              ) : (
                <Action type="button" $variant="ghost" onClick={() => setConfirming(phone.name)}>
                  {WORDS.forget(phone.name)}
                </Action>
              ))}
          </li>
        ))}
      </Trackers>
      {invitation ? (
        <>
          <label htmlFor="invite-own-phone">{WORDS.ownInviteReady(dateAndTime(invitation.expiresAt))}</label>
          <Link id="invite-own-phone" readOnly value={invitation.link} onFocus={(event) => event.currentTarget.select()} />
        </>
      ) : (
        <Action type="button" $variant="secondary" onClick={() => void invite()}>
          {WORDS.addOwnPhone}
        </Action>
      )}
    </>
  )
}
