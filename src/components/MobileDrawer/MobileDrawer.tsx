import React, { useEffect, useRef } from "react"
import { NAV_LINKS } from "../../routes"
import { Icon } from "../icons/Icon"
import { SiteLink } from "../SiteLink/SiteLink"
import { Backdrop, CloseButton, DrawerLinks, Panel, PanelHeader } from "./MobileDrawer.styles"

type MobileDrawerProps = {
  id: string
  open: boolean
  /** Close and hand focus back to the menu button (Escape, close button, backdrop). */
  onClose: () => void
  /** A link was chosen: close without moving focus, the new page takes it. */
  onNavigate: () => void
}

const FOCUSABLE = "a[href], button:not([disabled])"

/** The right-hand slide-in menu for small screens: a modal dialog while open. */
export function MobileDrawer({ id, open, onClose, onNavigate }: MobileDrawerProps) {
  const panel = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return undefined
    closeButton.current?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault()
        onClose()
        return
      }
      if (event.key !== "Tab" || !panel.current) return
      // Keep Tab inside the open drawer.
      const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE))
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [open, onClose])

  return (
    <>
      <Backdrop $open={open} onClick={onClose} aria-hidden="true" />
      <Panel
        ref={panel}
        id={id}
        $open={open}
        role="dialog"
        aria-modal="true"
        aria-label="Navigation menu"
      >
        <PanelHeader>
          <span>Menu</span>
          <CloseButton ref={closeButton} type="button" aria-label="Close navigation menu" onClick={onClose}>
            <Icon name="close" size={24} />
          </CloseButton>
        </PanelHeader>
        <nav aria-label="Mobile">
          <DrawerLinks>
            {NAV_LINKS.map((target) => (
              <li key={target.label}>
                <SiteLink target={target} onNavigate={onNavigate} />
              </li>
            ))}
          </DrawerLinks>
        </nav>
      </Panel>
    </>
  )
}
