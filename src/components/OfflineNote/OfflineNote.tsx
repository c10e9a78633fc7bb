import React from "react"
import { OFFLINE_NOTE_LABELS } from "../../shared/offline/offline-note"
import { useOfflineState } from "../../hooks/useOfflineState"
import { Icon } from "../icons/Icon"
import { Note, ReloadButton } from "./OfflineNote.styles"

/**
 * Tells the hunter the site is stored on the device and opens with no
 * signal, once the service worker says so; and, when a newer roster has just
 * replaced the one this page was drawn from, offers to show it. The status
 * region is in the server-rendered page, empty and with its height reserved,
 * so screen readers announce the change and nothing below it moves.
 */
export function OfflineNote() {
  const state = useOfflineState()
  return (
    <Note role="status" data-testid="offline-note">
      {state === "ready" && (
        <>
          <Icon name="check" />
          <span>
            <strong>{OFFLINE_NOTE_LABELS.available}</strong>: {OFFLINE_NOTE_LABELS.availableDetail}
          </span>
        </>
      )}
      {state === "updated" && (
        <>
          <span>{OFFLINE_NOTE_LABELS.updated}</span>
          <ReloadButton type="button" $variant="ghost" onClick={() => window.location.reload()}>
            {OFFLINE_NOTE_LABELS.reload}
          </ReloadButton>
        </>
      )}
    </Note>
  )
}
