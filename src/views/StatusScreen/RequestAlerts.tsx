import React, { useEffect, useState } from "react"
import type { Me } from "../../browser/status/client"
import { sendTestRequest } from "../../browser/status/client"
import {
  hasSubscription,
  isAndroid,
  isIPhoneOrIPad,
  NotAllowed,
  phoneTraits,
  readiness,
  testArrives,
  turnOffThisPhone,
  turnOnThisPhone,
  type PhoneReadiness,
  type PhoneTraits,
} from "../../browser/status/push"
import { HomeScreenStep } from "./HomeScreenStep"
import { REQUESTS as WORDS } from "./Requests.copy"
import { Part, Step } from "./Requests.styles"
import { RequestSettingsForm } from "./RequestSettingsForm"
import { Action, Outcome } from "./StatusScreen.styles"

type RequestAlertsProps = {
  push: Me["push"]
  /** The phone as its browser describes it; read from the browser unless a test gives it. */
  traits?: PhoneTraits
}

/** How long "Send me a test request" waits for the notification before saying nothing came. */
export const TEST_WAIT_SECONDS = 15

/** Whether this phone takes requests: as the service says, checked against the browser's own subscription. */
type ThisPhone = "on" | "off" | "dropped"

type Test = "idle" | "sending" | "waiting" | "arrived" | "nothing"

const TEST_WORDS: Record<Exclude<Test, "idle">, string> = {
  sending: WORDS.testSending,
  waiting: WORDS.testWaiting,
  arrived: WORDS.testArrived,
  nothing: WORDS.testNothing(TEST_WAIT_SECONDS),
}

/** What a phone that cannot take requests yet must do, in words. */
function blocked(state: PhoneReadiness, traits: PhoneTraits): React.ReactNode {
  switch (state) {
    case "no-key":
      return <p>{WORDS.noKey}</p>
    case "iphone-tab":
      return <HomeScreenStep />
    case "iphone-too-old":
      return (
        <Step>
          <p>{WORDS.iphoneTooOld}</p>
        </Step>
      )
    case "unsupported":
      return (
        <Step>
          <p>{WORDS.unsupported}</p>
        </Step>
      )
    case "denied":
      return (
        <Step>
          <p>{isIPhoneOrIPad(traits) ? WORDS.deniedIPhone : isAndroid(traits) ? WORDS.deniedAndroid : WORDS.deniedOther}</p>
        </Step>
      )
    case "ready":
      return null
  }
}

/**
 * "Hunters' requests on this phone": turn them on with a tap (the phone
 * asks for notifications, then subscribes with the site's key), off again,
 * and send a test that says on the screen whether it arrived; the reach
 * and quiet hours below. Every state a phone can be in says what to do:
 * no key on the site, an iPhone in a Safari tab, a browser without Web
 * Push, notifications blocked.
 */
export function RequestAlerts({ push, traits: given }: RequestAlertsProps) {
  const [traits] = useState(() => given ?? phoneTraits())
  const [state, setState] = useState<PhoneReadiness>(() => readiness(traits, push?.key ?? null))
  const [thisPhone, setThisPhone] = useState<ThisPhone>(push?.thisPhone ? "on" : "off")
  const [busy, setBusy] = useState(false)
  const [test, setTest] = useState<Test>("idle")
  const [outcome, setOutcome] = useState<{ text: string; error: boolean } | null>(null)

  useEffect(() => {
    if (state !== "ready" || !push?.thisPhone) return
    hasSubscription().then(
      (held) => !held && setThisPhone("dropped"),
      () => undefined,
    )
  }, [state, push?.thisPhone])

  const act = async (action: () => Promise<void>, done: string, after: ThisPhone) => {
    setBusy(true)
    setOutcome(null)
    setTest("idle")
    try {
      await action()
      setThisPhone(after)
      setOutcome({ text: done, error: false })
    } catch (failure) {
      if (failure instanceof NotAllowed && failure.permission === "denied") setState("denied")
      else setOutcome({ text: failure instanceof NotAllowed ? WORDS.dismissed : (failure as Error).message, error: true })
    } finally {
      setBusy(false)
    }
  }

  const sendTest = async () => {
    setOutcome(null)
    setTest("sending")
    // Listening before sending: the notification can come back before the service answers.
    const arrived = testArrives(TEST_WAIT_SECONDS * 1000)
    try {
      await sendTestRequest()
    } catch (failure) {
      setTest("idle")
      setOutcome({ text: (failure as Error).message, error: true })
      return
    }
    setTest("waiting")
    setTest((await arrived) ? "arrived" : "nothing")
  }

  return (
    <Part aria-labelledby="requests-title">
      <h2 id="requests-title">{WORDS.title}</h2>
      <p>{WORDS.intro}</p>
      {blocked(state, traits)}
      {state === "ready" && (
        <>
          <p>
            <strong>{thisPhone === "on" ? WORDS.on : thisPhone === "dropped" ? WORDS.dropped : WORDS.off}</strong> {WORDS.whenSent}
          </p>
          {thisPhone === "on" ? (
            <>
              <Action type="button" $variant="primary" disabled={test === "sending" || test === "waiting"} onClick={() => void sendTest()}>
                {WORDS.test}
              </Action>
              <Action type="button" $variant="ghost" disabled={busy} onClick={() => void act(turnOffThisPhone, WORDS.turnedOff, "off")}>
                {WORDS.turnOff}
              </Action>
            </>
          ) : (
            <Action type="button" $variant="primary" disabled={busy} onClick={() => void act(() => turnOnThisPhone(push!.key), WORDS.turnedOn, "on")}>
              {busy ? WORDS.turningOn : WORDS.turnOn}
            </Action>
          )}
        </>
      )}
      <Outcome role="status" $error={outcome?.error || test === "nothing"}>
        {test === "idle" ? outcome?.text : TEST_WORDS[test]}
      </Outcome>
      {push && <RequestSettingsForm saved={push.settings} />}
    </Part>
  )
}
