import React, { Suspense, lazy, useCallback, useRef, useState } from "react"
import { Link } from "gatsby"
import { NAV_LINKS } from "../../routes"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { Icon } from "../icons/Icon"
import { Logo } from "../Logo/Logo"
import { SiteLink } from "../SiteLink/SiteLink"
import { Bar, Brand, BrandName, Inner, Links, MenuButton, NavItemLink } from "./NavBar.styles"

const DRAWER_ID = "mobile-drawer"

/**
 * The drawer is needed only once the menu button is used, so its code is a
 * chunk of its own: fetched ahead at low priority after the page has loaded
 * (a prefetch, so it is there on a weak signal), and run on first use.
 */
const MobileDrawer = lazy(() =>
  import(/* webpackPrefetch: true */ "../MobileDrawer/MobileDrawer").then((module) => ({ default: module.MobileDrawer })),
)

/** The fixed navigation bar: a row of links on wide screens, a drawer below 768 px. */
export function NavBar() {
  const { brandName } = useSiteSettings()
  // Mounted (closed) as soon as the visitor reaches for the button, so the first opening slides in too.
  const [drawerMounted, setDrawerMounted] = useState(false)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const mountDrawer = () => setDrawerMounted(true)
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
          aria-controls={drawerMounted ? DRAWER_ID : undefined}
          onPointerDown={mountDrawer}
          onFocus={mountDrawer}
          onClick={() => {
            mountDrawer()
            setDrawerOpen(true)
          }}
        >
          <Icon name="menu" size={24} />
        </MenuButton>
      </Inner>
      {drawerMounted && (
        <Suspense fallback={null}>
          <MobileDrawer id={DRAWER_ID} open={drawerOpen} onClose={closeDrawer} onNavigate={drawerNavigated} />
        </Suspense>
      )}
    </Bar>
  )
}
