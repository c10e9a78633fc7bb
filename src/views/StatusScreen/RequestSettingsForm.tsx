import React, { useState } from "react"
import type { RequestSettings } from "../../shared/requests/api"
import { saveRequestSettings } from "../../browser/status/client"
import { REACH_CHOICES, REQUESTS as WORDS } from "./Requests.copy"
import { Fields, Options, Part } from "./Requests.styles"
import { Action, Outcome } from "./StatusScreen.styles"
import { Choices } from "../../components/Choices/Choices.styles"

type RequestSettingsFormProps = {
  /** As saved; null before the first save (the service then sends requests for the counties served, at any hour). */
  saved: RequestSettings | null
}

const DEFAULT_QUIET = { from: "22:00", until: "06:00" }

/**
 * How far a tracker travels for a hunter's request (miles from the base
 * town, or the counties they serve) and their quiet hours, for all their
 * phones: one form, saved with one tap.
 */
export function RequestSettingsForm({ saved }: RequestSettingsFormProps) {
  const [reach, setReach] = useState<string>(saved?.reach.kind === "miles" ? String(saved.reach.miles) : "counties")
  const [quiet, setQuiet] = useState(saved?.quiet !== null && saved?.quiet !== undefined)
  const [from, setFrom] = useState(saved?.quiet?.from ?? DEFAULT_QUIET.from)
  const [until, setUntil] = useState(saved?.quiet?.until ?? DEFAULT_QUIET.until)
  const [saving, setSaving] = useState(false)
  const [current, setCurrent] = useState(saved)
  const [outcome, setOutcome] = useState<{ text: string; error: boolean } | null>(null)

  // A distance saved elsewhere that is not one of the choices stays on offer.
  const miles = [...new Set([...REACH_CHOICES, ...(saved?.reach.kind === "miles" ? [saved.reach.miles] : [])])].sort((a, b) => a - b)

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    const settings: RequestSettings = {
      reach: reach === "counties" ? { kind: "counties" } : { kind: "miles", miles: Number(reach) },
      quiet: quiet ? { from, until } : null,
    }
    setSaving(true)
    setOutcome(null)
    try {
      const stored = await saveRequestSettings(settings)
      setCurrent(stored)
      setOutcome({ text: WORDS.saved(stored), error: false })
    } catch (failure) {
      setOutcome({ text: (failure as Error).message, error: true })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Part aria-labelledby="request-settings">
      <h3 id="request-settings">{WORDS.settingsTitle}</h3>
      <p>
        {WORDS.settingsIntro} {current === null && WORDS.notSavedYet}
      </p>
      <form onSubmit={(event) => void save(event)}>
        <Part>
          <Options>
            <legend>{WORDS.reachLegend}</legend>
            <Choices>
              {miles.map((choice) => (
                <label key={choice}>
                  <input type="radio" name="reach" value={choice} checked={reach === String(choice)} onChange={() => setReach(String(choice))} />
                  {WORDS.reachMiles(choice)}
                </label>
              ))}
              <label>
                <input type="radio" name="reach" value="counties" checked={reach === "counties"} onChange={() => setReach("counties")} />
                {WORDS.reachCounties}
              </label>
            </Choices>
          </Options>
          <Options>
            <legend>{WORDS.quietLegend}</legend>
            <Choices>
              <label>
                <input type="radio" name="quiet" value="none" checked={!quiet} onChange={() => setQuiet(false)} />
                {WORDS.quietNone}
              </label>
              <label>
                <input type="radio" name="quiet" value="some" checked={quiet} onChange={() => setQuiet(true)} />
                {WORDS.quietSome}
              </label>
            </Choices>
          </Options>
          {quiet && (
            <Fields>
              <label>
                {WORDS.quietFrom}
                <input type="time" required value={from} onChange={(event) => setFrom(event.target.value)} />
              </label>
              <label>
                {WORDS.quietUntil}
                <input type="time" required value={until} onChange={(event) => setUntil(event.target.value)} />
              </label>
            </Fields>
          )}
          <Action type="submit" $variant="secondary" disabled={saving}>
            {saving ? WORDS.saving : WORDS.saveSettings}
          </Action>
        </Part>
      </form>
      <Outcome role="status" $error={outcome?.error}>
        {outcome?.text}
      </Outcome>
    </Part>
  )
}
