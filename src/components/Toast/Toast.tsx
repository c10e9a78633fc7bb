import React from "react"
import { Icon, type IconName } from "../icons/Icon"
import { LiveRegion, ToastCard } from "./Toast.styles"

export type ToastMessage = { title: string; text: string; icon?: IconName }

/**
 * A short status message at the bottom of the screen, in a polite live
 * region so screen readers read it without moving focus. The owner decides
 * how long it stays (TOAST.durationMs).
 */
export function Toast({ message }: { message: ToastMessage | null }) {
  return (
    <LiveRegion role="status" aria-live="polite" aria-atomic="true">
      {message && (
        <ToastCard>
          <Icon name={message.icon ?? "check"} />
          <div>
            <strong>{message.title}</strong>
            <p>{message.text}</p>
          </div>
        </ToastCard>
      )}
    </LiveRegion>
  )
}
