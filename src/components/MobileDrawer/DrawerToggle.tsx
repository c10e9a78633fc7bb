import React from "react"
import type { CloseButton } from "./MobileDrawer.styles"

/**
 * The id of the menu button's link twin, where the other link twins go to
 * close the drawer: the address no longer targets the drawer, and the focus
 * is back on the menu button.
 */
const MENU_LINK_ID = "menu"

type DrawerToggleProps = {
  /** The styled button it is drawn as; its link twin is the same component as a link. */
  control: typeof CloseButton
  /** The drawer's id. */
  drawer: string
  /** Opens the drawer (the menu button) rather than closing it (the close button, the scrim). */
  opens?: boolean
  buttonRef?: React.Ref<HTMLButtonElement>
  tabIndex?: number
  children?: React.ReactNode
} & Pick<React.AriaAttributes, "aria-label" | "aria-hidden">

/**
 * A control that opens or closes the drawer, as twins. Its popover button
 * works from the first paint whenever the browser runs scripts. With
 * scripting off the drawer opens as the address's target instead, through
 * the link twin in `<noscript>` (the button then hides, see
 * popoverControl): a link to a section of the page changes the address too,
 * and so closes the drawer, which a link cannot do to a popover.
 */
export function DrawerToggle({ control: Control, drawer, opens = false, buttonRef, children, ...shared }: DrawerToggleProps) {
  return (
    <>
      <Control ref={buttonRef} type="button" popoverTarget={drawer} popoverTargetAction={opens ? undefined : "hide"} {...shared}>
        {children}
      </Control>
      <noscript>
        <Control as="a" {...(opens ? { id: MENU_LINK_ID, href: `#${drawer}` } : { href: `#${MENU_LINK_ID}` })} {...shared}>
          {children}
        </Control>
      </noscript>
    </>
  )
}
