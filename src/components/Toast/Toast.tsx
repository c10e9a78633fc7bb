import React, { useEffect, useState } from "react"
import { createPortal } from "react-dom"
import { Icon, type IconName } from "../icons/Icon"
import { LiveRegion, ToastCard } from "./Toast.styles"

export type ToastMessage = { title: string; text: string; icon?: IconName }

/**
 * A short status message at the bottom of the screen, in a polite live
 * region so screen readers read it without moving focus; the owner decides
 * how long it stays (TOAST.durationMs). The region sits at the end of the
 * body, because a page section is a containing block for fixed boxes
 * (Section.styles.ts) and would pin the toast to itself; it is added once
 * the page runs, before any message, so screen readers meet it empty first.
 */
export function Toast({ message }: { message: ToastMessage | null }) {
  const [host, setHost] = useState<HTMLElement | null>(null)
  useEffect(() => setHost(document.body), [])
  if (!host) return null
  return createPortal(
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
    </LiveRegion>,
    host,
  )
}
