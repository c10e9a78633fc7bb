import styled from "styled-components"

export const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${({ theme }) => theme.navHeight};
  background: ${({ theme }) => theme.colors.forestDark};
  color: ${({ theme }) => theme.colors.onAccent};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.print} {
    position: static;
    box-shadow: none;
  }
`

export const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  height: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
`

export const Brand = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.tapTarget};
  color: inherit;
  text-decoration: none;
  font-weight: 800;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.base};
  }
`

export const BrandName = styled.span`
  ${({ theme }) => theme.media.belowTiny} {
    display: none;
  }
`

export const Links = styled.ul`
  display: none;
  list-style: none;
  margin: 0;
  padding: 0;

  ${({ theme }) => theme.media.tablet} {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(1)};
  }

  ${({ theme }) => theme.media.print} {
    display: none;
  }
`

export const NavItemLink = styled.span`
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.space(11)};
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.onAccent};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }

  a:hover {
    background: rgba(255, 255, 255, 0.12);
  }

  a:focus-visible {
    outline-color: ${({ theme }) => theme.colors.onAccent};
  }
`

export const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.tapTarget};
  height: ${({ theme }) => theme.tapTarget};
  border: 2px solid rgba(255, 255, 255, 0.5);
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.onAccent};
  cursor: pointer;

  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.onAccent};
  }

  ${({ theme }) => theme.media.tablet} {
    display: none;
  }

  ${({ theme }) => theme.media.print} {
    display: none;
  }
`
