import React, { useCallback, useRef, useState } from "react"
import { Link } from "gatsby"
import { NAV_LINKS } from "../../constants"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { Icon } from "../icons/Icon"
import { Logo } from "../Logo/Logo"
import { MobileDrawer } from "../MobileDrawer/MobileDrawer"
import { SiteLink } from "../SiteLink/SiteLink"
import { Bar, Brand, BrandName, Inner, Links, MenuButton, NavItemLink } from "./NavBar.styles"

/** The fixed navigation bar: a row of links on wide screens, a drawer below 768 px. */
export function NavBar() {
  const { brandName } = useSiteSettings()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false)
    menuButton.current?.focus()
  }, [])
  const drawerNavigated = useCallback(() => setDrawerOpen(false), [])

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
        <MenuButton
          ref={menuButton}
          type="button"
          aria-label="Open navigation menu"
          aria-expanded={drawerOpen}
          aria-controls="mobile-drawer"
          onClick={() => setDrawerOpen(true)}
        >
          <Icon name="menu" size={24} />
        </MenuButton>
      </Inner>
      <MobileDrawer id="mobile-drawer" open={drawerOpen} onClose={closeDrawer} onNavigate={drawerNavigated} />
    </Bar>
  )
}
