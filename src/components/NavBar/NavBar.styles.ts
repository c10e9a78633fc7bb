import styled from "styled-components"
import { theme } from "../../styles/theme"
import { drawerButton } from "../MobileDrawer/MobileDrawer.styles"

export const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${theme.navHeight};
  background: ${theme.colors.forestDark};
  color: ${theme.colors.onAccent};
  box-shadow: ${theme.shadows.card};

  ${theme.media.print} {
    position: static;
    box-shadow: none;
  }
`

export const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(4)};
  height: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space(4)};
`

export const Brand = styled.a`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: ${theme.tapTarget};
  color: inherit;
  text-decoration: none;
  font-weight: 800;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  font-size: ${theme.fontSizes.sm};

  ${theme.media.tablet} {
    font-size: ${theme.fontSizes.base};
  }
`

export const BrandName = styled.span`
  ${theme.media.belowTiny} {
    display: none;
  }
`

export const Links = styled.ul`
  display: none;
  list-style: none;
  margin: 0;
  padding: 0;

  ${theme.media.tablet} {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${theme.space(1)};
  }

  ${theme.media.print} {
    display: none;
  }
`

export const NavItemLink = styled.span`
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.space(11)};
    padding: 0 ${theme.space(2)};
    border-radius: ${theme.radii.sm};
    color: ${theme.colors.onAccent};
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }

  a:hover {
    background: rgba(255, 255, 255, 0.12);
  }

  a:focus-visible {
    outline-color: ${theme.colors.onAccent};
  }
`

export const MenuButton = styled.button`
  ${drawerButton}

  ${theme.media.tablet} {
    display: none;
  }

  ${theme.media.print} {
    display: none;
  }
`
