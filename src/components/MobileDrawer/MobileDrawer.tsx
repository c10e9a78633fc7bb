import React, { useRef } from "react"
import { NAV_LINKS } from "../../shared/routes"
import { Icon } from "../icons/Icon"
import { SiteLink } from "../SiteLink/SiteLink"
import { DrawerToggle } from "./DrawerToggle"
import { CloseButton, DrawerLinks, Layer, Panel, PanelHeader, Scrim } from "./MobileDrawer.styles"
import { COMMON_LABELS } from "../../copy"

type MobileDrawerProps = { id: string }

/**
 * The menu for small screens, a native popover over the whole screen: the
 * menu button opens it (`popovertarget`), and the browser closes it on
 * Escape, a tap on the scrim (which stops the tap there) or the close button
 * and gives focus back, all before any script. With scripting off it opens
 * by its address (./DrawerToggle.tsx), so a section link closes it too.
 * Script adds only focus on the close button when it opens, and closing it
 * after a link that loads no new page.
 */
export function MobileDrawer({ id }: MobileDrawerProps) {
  const layer = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const close = () => layer.current?.hidePopover()

  return (
    // Focusable so that, opened by its address, it takes the focus.
    <Layer ref={layer} id={id} popover="auto" tabIndex={-1} onToggle={(event) => event.newState === "open" && closeButton.current?.focus()}>
      <DrawerToggle control={Scrim} drawer={id} aria-hidden tabIndex={-1} />
      <Panel role="dialog" aria-label="Navigation menu">
        <PanelHeader>
          <span>{COMMON_LABELS.menu}</span>
          <DrawerToggle control={CloseButton} drawer={id} buttonRef={closeButton} aria-label="Close navigation menu">
            <Icon name="close" size={24} />
          </DrawerToggle>
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
    </Layer>
  )
}
