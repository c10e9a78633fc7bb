import React, { useState } from "react"
import { TrackerStatus } from "../../components/TrackerStatus/TrackerStatus"
import { useNow } from "../../hooks/useNow"
import type { LiveStatus } from "../../status/api"
import { hasLapsed, statusWords, STATUS_WORDS, untilWords, type Status } from "../../status/availability"
import { setStatus, type Me } from "../../status/client"
import type { UntilChoice } from "../../status/until"
import { STATUS_SCREEN as WORDS } from "./StatusScreen.copy"
import { Action, Choices, Group, Lead, Outcome } from "./StatusScreen.styles"

type TrackerControlsProps = { me: Me; onSignOut: () => void }

/** Which button is being saved, or was tapped last. */
type Choice = { status: Status; until: UntilChoice | null }

const sameChoice = (a: Choice | null, b: Choice) => a !== null && a.status === b.status && a.until === b.until

/**
 * A tracker's own status: what hunters see now and when it ends, then one
 * button per status, "on a track" with its three end times. One tap sets
 * it; "Available" and "off for the season" clear any end time.
 */
export function TrackerControls({ me, onSignOut }: TrackerControlsProps) {
  const now = useNow()
  const [status, setLive] = useState<LiveStatus | null>(me.status)
  const [saving, setSaving] = useState<Choice | null>(null)
  const [tapped, setTapped] = useState<Choice | null>(null)
  const [outcome, setOutcome] = useState<{ text: string; error: boolean } | null>(null)

  const choose = async (choice: Choice) => {
    setSaving(choice)
    setOutcome(null)
    try {
      const saved = await setStatus({ tracker: me.id, ...choice })
      setLive(saved)
      setTapped(choice)
      setOutcome({ text: WORDS.saved(statusWords(saved, Date.now())), error: false })
    } catch (failure) {
      setOutcome({ text: (failure as Error).message, error: true })
    } finally {
      setSaving(null)
    }
  }

  const lapsed = status !== null && now !== null && hasLapsed(status.until, now)
  const ends = !status ? WORDS.noStatusYet : lapsed ? WORDS.lapsed : status.until ? WORDS.lapsesAt(untilWords(status.until, null)) : WORDS.holds
  const button = (choice: Choice, label: string, variant: "primary" | "secondary" | "ghost") => (
    <Action type="button" $variant={variant} aria-pressed={sameChoice(tapped, choice)} disabled={saving !== null} onClick={() => void choose(choice)}>
      {sameChoice(saving, choice) ? WORDS.saving : label}
    </Action>
  )

  return (
    <>
      <h1>{WORDS.title}</h1>
      <Lead>{WORDS.signedInAs(me.name)}</Lead>
      <h2>{WORDS.whatHuntersSee}</h2>
      <TrackerStatus availability={status} now={now} />
      <p>{ends}</p>
      <h2>{WORDS.setIt}</h2>
      <Choices>
        {button({ status: "available", until: null }, STATUS_WORDS.available, "secondary")}
        <Group>
          <legend>{WORDS.busyGroup}</legend>
          {me.untilChoices.map((until) => (
            <React.Fragment key={until}>{button({ status: "busy", until }, WORDS.until(until), "primary")}</React.Fragment>
          ))}
        </Group>
        {button({ status: "off-season", until: null }, STATUS_WORDS["off-season"], "ghost")}
      </Choices>
      <Outcome role="status" $error={outcome?.error}>
        {outcome?.text}
      </Outcome>
      <Action type="button" $variant="ghost" onClick={onSignOut}>
        {WORDS.signOut}
      </Action>
    </>
  )
}
