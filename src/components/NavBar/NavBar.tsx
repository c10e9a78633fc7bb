import React from "react"
import { Link } from "gatsby"
import { MENU } from "../../shared/menu"
import { NAV_LINKS } from "../../shared/routes"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { Icon } from "../icons/Icon"
import { Logo } from "../Logo/Logo"
import { DrawerToggle } from "../MobileDrawer/DrawerToggle"
import { MobileDrawer } from "../MobileDrawer/MobileDrawer"
import { SiteLink } from "../SiteLink/SiteLink"
import { Bar, Brand, BrandName, Inner, Links, MenuButton, NavItemLink } from "./NavBar.styles"

/**
 * The fixed navigation bar: a row of links on wide screens, a menu button
 * and its drawer below 768 px. The button opens the drawer by HTML alone
 * (`popovertarget`; with scripting off, its link twin), so it works at the
 * first paint and without script; the browser tells screen readers whether
 * it is open.
 */
export function NavBar() {
  const { brandName } = useSiteSettings()
  return (
    <Bar>
      <Inner>
        <Brand as={Link} to="/">
          <Logo />
          <BrandName>{brandName}</BrandName>
        </Brand>
        <nav aria-label="Main">
          <Links>
            {NAV_LINKS.map((target) => (
              <li key={target.label}>
                <NavItemLink>
                  <SiteLink target={target} />
                </NavItemLink>
              </li>
            ))}
          </Links>
        </nav>
        <DrawerToggle control={MenuButton} drawer={MENU.drawerId} opens aria-label="Open navigation menu">
          <Icon name="menu" size={24} />
        </DrawerToggle>
      </Inner>
      <MobileDrawer id={MENU.drawerId} />
    </Bar>
  )
}
