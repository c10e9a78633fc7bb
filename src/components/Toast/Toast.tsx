import React, { useEffect, useState } from "react"
import { createPortal } from "react-dom"
import { Icon, type IconName } from "../icons/Icon"
import { LiveRegion, ToastCard } from "./Toast.styles"

export type ToastMessage = { title: string; text: string; icon?: IconName }

/**
 * A short status message at the bottom of the screen, in a polite live
 * region so screen readers read it without moving focus. The owner decides
 * how long it stays (TOAST.durationMs).
 *
 * The region is placed at the end of the body, not where the owner sits: a
 * page section is a containing block for fixed boxes (`content-visibility`,
 * Section.styles.ts), which would pin the toast to the section instead of
 * the screen. It is added once the page is running, before any message can
 * be shown, so screen readers still meet an empty region first.
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
