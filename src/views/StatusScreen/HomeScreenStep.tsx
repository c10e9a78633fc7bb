import React from "react"
import { Icon } from "../../components/icons/Icon"
import { REQUESTS as WORDS } from "./Requests.copy"
import { Step } from "./Requests.styles"

/**
 * The one step an iPhone in a Safari tab needs before it can take hunters'
 * requests: add the status screen to the Home Screen (its own manifest
 * makes it "Tracker app", opening on /status/), and turn them on there.
 * iOS gives Web Push only to a site opened from the Home Screen.
 */
export function HomeScreenStep() {
  return (
    <Step>
      <h3>{WORDS.iphoneStepTitle}</h3>
      <p>
        <Icon name="share" size={18} /> {WORDS.iphoneStep}
      </p>
      <p>{WORDS.iphoneThen}</p>
    </Step>
  )
}
