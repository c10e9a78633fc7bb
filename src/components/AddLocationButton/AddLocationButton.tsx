import React from "react"
import { askForPosition, useHunterPosition } from "../../hooks/useHunterPosition"
import { useNow } from "../../hooks/useNow"
import { ageWords, textsLocation } from "../../shared/position-fix"
import { Icon } from "../icons/Icon"
import { ScriptButton } from "../ScriptButton/ScriptButton"
import { LOCATION_LABELS } from "./AddLocationButton.copy"

/**
 * Puts the shot site into every 'Text' message on the page: the phone's
 * coordinates, how sure it is and how old the fix is, and a map link,
 * beside the details a tracker asks for. Asked of the phone on this tap
 * unless the page has a fix under a minute old; the hunter sends the text
 * themselves. When no new fix comes, it says how old the one in the texts is.
 */
export function AddLocationButton() {
  const position = useHunterPosition()
  // Drawn again every minute, so the age it gives stays right; the clock is read as it is drawn.
  useNow()
  const now = Date.now()
  const state = textsLocation(position, now)
  const age = position.fix ? ageWords(now - position.fix.at) : ""
  const words = state === "aged" || state === "not-updated" ? LOCATION_LABELS[state](age) : LOCATION_LABELS[state]
  return (
    <ScriptButton onClick={() => askForPosition({ inTexts: true })} aria-pressed={position.inTexts && position.fix !== null}>
      <Icon name="pin" />
      <span aria-live="polite">{words}</span>
    </ScriptButton>
  )
}
