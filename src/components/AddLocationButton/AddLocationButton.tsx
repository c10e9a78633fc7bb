import React from "react"
import { askForPosition, useHunterPosition } from "../../hooks/useHunterPosition"
import { Icon } from "../icons/Icon"
import { ScriptButton } from "../ScriptButton/ScriptButton"

const WORDS = {
  idle: "Add my location to texts",
  asking: "Finding where you are…",
  known: "Your location is in the texts",
  refused: "Location is off: texts go without it",
  unavailable: "No location: texts go without it",
} as const

/**
 * Puts the shot site into every 'Text' message on the page: the phone's
 * coordinates and a map link, beside the details a tracker asks for. Asked
 * of the phone on this tap only; the hunter sends the text themselves.
 */
export function AddLocationButton() {
  const position = useHunterPosition()
  const words = position.inTexts ? WORDS[position.status] : WORDS.idle
  return (
    <ScriptButton onClick={() => askForPosition({ inTexts: true })} aria-pressed={position.inTexts && position.status === "known"}>
      <Icon name="pin" />
      <span aria-live="polite">{words}</span>
    </ScriptButton>
  )
}
