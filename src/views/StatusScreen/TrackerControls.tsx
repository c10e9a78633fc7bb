import React, { useEffect, useRef, useState } from "react"
import { TrackerStatus } from "../../components/TrackerStatus/TrackerStatus"
import { useNow } from "../../hooks/useNow"
import { POLL_SECONDS, type TrackerStatusRecord } from "../../shared/status/api"
import { dateAndTime, hasLapsed, newerOf, statusWords, STATUS_WORDS, untilWords, type Status } from "../../shared/status/availability"
import { setStatus, whoIsSignedIn, type Me } from "../../browser/status/client"
import type { UntilChoice } from "../../shared/status/until"
import { STATUS_SCREEN as WORDS } from "./StatusScreen.copy"
import { Action, Choices, Group, Lead, Outcome } from "./StatusScreen.styles"
import { RequestAlerts } from "./RequestAlerts"

type TrackerControlsProps = { me: Me; onSignOut: () => void }

/** Which button is being saved, or was tapped last. */
type Choice = { status: Status; until: UntilChoice | null }

const sameChoice = (a: Choice | null, b: Choice) => a !== null && a.status === b.status && a.until === b.until

/**
 * The status hunters see, as another phone of the same tracker may have
 * changed it: asked again every POLL_SECONDS while the screen is on show,
 * and when it comes back on show. A newer one replaces this screen's.
 */
function useStatusOnOtherPhones(shown: TrackerStatusRecord | null, onNewer: (status: TrackerStatusRecord) => void): void {
  const version = shown?.version ?? 0
  const latest = useRef(onNewer)
  latest.current = onNewer
  useEffect(() => {
    const check = () => {
      if (document.visibilityState !== "visible") return
      whoIsSignedIn().then(
        (me) => me?.status && me.status.version > version && latest.current(me.status),
        () => undefined,
      )
    }
    const timer = window.setInterval(check, POLL_SECONDS * 1000)
    document.addEventListener("visibilitychange", check)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener("visibilitychange", check)
    }
  }, [version])
}

/**
 * A tracker's own status: what hunters see now and when it ends, then one
 * button per status, "on a track" with its three end times. One tap sets
 * it; every status ends by itself (src/shared/status/until.ts, statusEnd). Before
 * the first save it shows the status the pages were built with, and a
 * change made meanwhile on the tracker's other phone is shown as such.
 * Below, hunters' requests on this phone (RequestAlerts).
 */
export function TrackerControls({ me, onSignOut }: TrackerControlsProps) {
  const now = useNow()
  const [live, setLive] = useState<TrackerStatusRecord | null>(me.status)
  const [saving, setSaving] = useState<Choice | null>(null)
  const [tapped, setTapped] = useState<Choice | null>(null)
  const [outcome, setOutcome] = useState<{ text: string; error: boolean } | null>(null)
  const [elsewhere, setElsewhere] = useState<TrackerStatusRecord | null>(null)

  useStatusOnOtherPhones(live, (newer) => {
    setLive(newer)
    setTapped(null)
    setOutcome(null)
    setElsewhere(newer.phone === me.phone ? null : newer)
  })

  const choose = async (choice: Choice) => {
    setSaving(choice)
    setOutcome(null)
    setElsewhere(null)
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

  const shown = newerOf(me.built, live)
  const lapsed = shown !== null && now !== null && hasLapsed(shown.until, now)
  const ends = !live
    ? me.built
      ? WORDS.builtOnly(dateAndTime(me.built.updatedAt))
      : null
    : lapsed
      ? WORDS.lapsed
      : live.until
        ? WORDS.lapsesAt(untilWords(live.until, null))
        : WORDS.holds
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
      <TrackerStatus availability={shown} now={now} />
      {elsewhere && <p role="status">{WORDS.overtaken(elsewhere.phone, dateAndTime(elsewhere.updatedAt))}</p>}
      {ends && <p>{ends}</p>}
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
      <RequestAlerts push={me.push} />
      <Action type="button" $variant="ghost" onClick={onSignOut}>
        {WORDS.signOut}
      </Action>
    </>
  )
}
