import React, { useEffect, useRef } from "react"
import { NAV_LINKS } from "../../routes"
import { Icon } from "../icons/Icon"
import { SiteLink } from "../SiteLink/SiteLink"
import { CloseButton, DrawerLinks, Panel, PanelHeader } from "./MobileDrawer.styles"
import { COMMON_LABELS } from "../../copy"

type MobileDrawerProps = { id: string }

/**
 * The right-hand menu for small screens, as a native popover: the menu
 * button opens it (`popovertarget`), and the browser closes it on Escape, a
 * tap outside or the close button, and hands focus back to the menu button,
 * all before any script has arrived and with scripting off. Script only
 * adds what HTML cannot do: focus on the close button when it opens, and
 * closing it after a link that does not load a new page (a section of the
 * home page, or a route the app moves to itself).
 */
export function MobileDrawer({ id }: MobileDrawerProps) {
  const panel = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const close = () => panel.current?.hidePopover()

  useEffect(() => {
    const element = panel.current
    if (!element) return undefined
    // React 18 listens for "toggle" on <details> only.
    const onToggle = (event: Event) => (event as ToggleEvent).newState === "open" && closeButton.current?.focus()
    element.addEventListener("toggle", onToggle)
    return () => element.removeEventListener("toggle", onToggle)
  }, [])

  return (
    <Panel
      ref={panel}
      id={id}
      popover="auto"
      role="dialog"
      aria-label="Navigation menu"
    >
      <PanelHeader>
        <span>{COMMON_LABELS.menu}</span>
        <CloseButton ref={closeButton} type="button" popovertarget={id} popovertargetaction="hide" aria-label="Close navigation menu">
          <Icon name="close" size={24} />
        </CloseButton>
      </PanelHeader>
      <nav aria-label="Mobile">
        <DrawerLinks>
          {NAV_LINKS.map((target) => (
            <li key={target.label}>
              <SiteLink target={target} onNavigate={close} />
            </li>
          ))}
        </DrawerLinks>
      </nav>
    </Panel>
  )
}
