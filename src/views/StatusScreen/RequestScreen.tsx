import React, { useCallback, useEffect, useState } from "react"
import { answerRequest, requestForTracker } from "../../browser/status/client"
import { useNow } from "../../hooks/useNow"
import { coordinatesText, mapHref } from "../../shared/geo"
import { nationalDigits, telHref } from "../../shared/phone"
import { accuracyWords } from "../../shared/position-fix"
import type { TrackerAnswer, TrackerView } from "../../shared/requests/api"
import { REQUEST_MESSAGES, TEST_REQUEST_ID, type RequestShownMessage } from "../../shared/requests/status-app"
import { ROSTER_FILE, readRosterFile } from "../../shared/roster-file"
import { ROUTES } from "../../shared/routes"
import { smsHref } from "../../shared/sms"
import { ETA_CHOICES, REQUESTS as WORDS } from "./Requests.copy"
import { Facts, Fields, Hunter, Part, State } from "./Requests.styles"
import { Action, Lead, Outcome, TextLink } from "./StatusScreen.styles"

type RequestScreenProps = {
  id: string
  /** The tracker's name, for the text they send the hunter. */
  trackerName: string
}

/** A county's name from the stored roster (the worker keeps it); its page name when the roster cannot be read. */
async function countyName(slug: string | null): Promise<string | null> {
  if (!slug) return null
  const roster = await fetch(ROSTER_FILE)
    .then(async (response) => readRosterFile(await response.json()))
    .catch(() => null)
  return roster?.counties.find((county) => county.slug === slug)?.name ?? slug
}

/**
 * A hunter's request as the tracker it reached sees it, opened from its
 * notification (`/status/?request=<id>` in the status app): how far and
 * which way from their base, when the deer was hit and what the hunter
 * saw and wrote (all as text), where, how many trackers have offered and
 * whether it is still open; then "I can come" (with an arrival time if
 * they like), "Can't tonight" and "Not genuine". Once they offer, the
 * hunter's name, Call and Text, and the shot site with a map link. It is
 * read again when the phone shows news of it (the hunter has help) and
 * when the screen comes back into view.
 */
export function RequestScreen({ id, trackerName }: RequestScreenProps) {
  const now = useNow()
  const [view, setView] = useState<TrackerView | null>(null)
  const [county, setCounty] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [eta, setEta] = useState("")
  const [confirming, setConfirming] = useState(false)
  const [answering, setAnswering] = useState<TrackerAnswer | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)

  const load = useCallback(
    () =>
      requestForTracker(id).then(
        (loaded) => {
          setView(loaded)
          setFailure(null)
          void countyName(loaded.county).then(setCounty)
        },
        (error: Error) => setFailure(error.message),
      ),
    [id],
  )

  useEffect(() => {
    if (id === TEST_REQUEST_ID) return
    void load()
    const onShown = (event: MessageEvent<RequestShownMessage>) => {
      if (event.data?.type === REQUEST_MESSAGES.shown && event.data.id === id) void load()
    }
    const onVisible = () => document.visibilityState === "visible" && void load()
    navigator.serviceWorker?.addEventListener("message", onShown)
    document.addEventListener("visibilitychange", onVisible)
    return () => {
      navigator.serviceWorker?.removeEventListener("message", onShown)
      document.removeEventListener("visibilitychange", onVisible)
    }
  }, [id, load])

  const answer = async (given: TrackerAnswer) => {
    setAnswering(given)
    setRefusal(null)
    setConfirming(false)
    try {
      setView(await answerRequest(id, given, given === "offer" && eta ? Number(eta) : null))
    } catch (error) {
      setRefusal((error as Error).message)
      void load()
    } finally {
      setAnswering(null)
    }
  }

  const back = (
    <TextLink $variant="ghost" href={ROUTES.status}>
      {WORDS.back}
    </TextLink>
  )

  if (id === TEST_REQUEST_ID)
    return (
      <>
        <h1>{WORDS.testTitle}</h1>
        <Lead>{WORDS.testBody}</Lead>
        {back}
      </>
    )

  const time = now ?? Date.now()
  const open = view?.state === "open"
  const hunter = view?.answer === "offer" ? view.hunter : null
  // The service gives the number as E.164; the site's phone rules start from its ten digits.
  const hunterNumber = hunter ? nationalDigits(hunter.phone) : ""
  const shotSite = hunter?.shotSite ?? null

  return (
    <>
      <h1>{view ? WORDS.requestTitle(view.miles, view.direction) : WORDS.requestUnknownTitle}</h1>
      {!view && !failure && <p role="status">{WORDS.loading}</p>}
      <Outcome role="alert" $error>
        {failure}
      </Outcome>
      {view && (
        <Part>
          <Facts>
            <dt>{WORDS.facts.distance}</dt>
            <dd>{WORDS.distance(view)}</dd>
            <dt>{WORDS.facts.hit}</dt>
            <dd>{WORDS.hit(view.hitAt, time)}</dd>
            <dt>{WORDS.facts.seen}</dt>
            <dd>{WORDS.seen(view.signs)}</dd>
            {view.note && (
              <>
                <dt>{WORDS.facts.note}</dt>
                <dd>{view.note}</dd>
              </>
            )}
            <dt>{WORDS.facts.where}</dt>
            <dd>{WORDS.where(view.place, county)}</dd>
            <dt>{WORDS.facts.offers}</dt>
            <dd>{WORDS.offers(view.offers)}</dd>
          </Facts>
          <State $closed={!open}>{view.state === "open" ? WORDS.open(view.endsAt, time) : view.state === "handled" ? WORDS.handled : WORDS.ended}</State>
          {hunter ? (
            <Hunter aria-labelledby="hunter-title">
              <p>
                <strong>{WORDS.offered}</strong>
              </p>
              <h2 id="hunter-title">
                {WORDS.hunterTitle}: {hunter.name}, {WORDS.number(hunter.phone)}
              </h2>
              <TextLink $variant="primary" href={telHref(hunterNumber)}>
                {WORDS.call(hunter.name)}
              </TextLink>
              <TextLink $variant="secondary" href={smsHref(hunterNumber, WORDS.textBody(trackerName))}>
                {WORDS.text(hunter.name)}
              </TextLink>
              <h3>{WORDS.shotSiteTitle}</h3>
              {shotSite ? (
                <>
                  <p>{WORDS.shotSite(coordinatesText(shotSite), shotSite.accuracy === null ? null : accuracyWords(shotSite.accuracy))}</p>
                  <TextLink $variant="ghost" href={mapHref(shotSite)} target="_blank" rel="noopener noreferrer">
                    {WORDS.map}
                  </TextLink>
                </>
              ) : (
                <p>{WORDS.noShotSite}</p>
              )}
            </Hunter>
          ) : view.answer === "not-genuine" ? (
            <p>{WORDS.markedNotGenuine}</p>
          ) : (
            open && (
              <Part>
                {view.answer === "decline" && <p>{WORDS.declined}</p>}
                <Fields>
                  <label>
                    {WORDS.etaLabel}
                    <select value={eta} onChange={(event) => setEta(event.target.value)}>
                      <option value="">{WORDS.etaNone}</option>
                      {ETA_CHOICES.map((minutes) => (
                        <option key={minutes} value={minutes}>
                          {WORDS.eta(minutes)}
                        </option>
                      ))}
                    </select>
                  </label>
                </Fields>
                <Action type="button" $variant="primary" disabled={answering !== null} onClick={() => void answer("offer")}>
                  {answering === "offer" ? WORDS.answering : WORDS.offer}
                </Action>
                {view.answer !== "decline" && (
                  <Action type="button" $variant="secondary" disabled={answering !== null} onClick={() => void answer("decline")}>
                    {answering === "decline" ? WORDS.answering : WORDS.decline}
                  </Action>
                )}
                {confirming ? (
                  <>
                    <p>{WORDS.confirmNotGenuineText}</p>
                    <Action type="button" $variant="primary" disabled={answering !== null} onClick={() => void answer("not-genuine")}>
                      {WORDS.confirmNotGenuine}
                    </Action>
                    <Action type="button" $variant="ghost" onClick={() => setConfirming(false)}>
                      {WORDS.cancel}
                    </Action>
                  </>
                ) : (
                  <Action type="button" $variant="ghost" onClick={() => setConfirming(true)}>
                    {WORDS.notGenuine}
                  </Action>
                )}
              </Part>
            )
          )}
          <Outcome role="alert" $error>
            {refusal}
          </Outcome>
        </Part>
      )}
      {back}
    </>
  )
}
