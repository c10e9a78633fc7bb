import styled from "styled-components"
import { theme } from "../../styles/theme"

export const Backdrop = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 60;
  background: rgba(0, 0, 0, 0.5);
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  visibility: ${({ $open }) => ($open ? "visible" : "hidden")};

  ${theme.media.motion} {
    transition: ${({ $open }) => ($open ? "opacity 0.2s ease" : "opacity 0.2s ease, visibility 0s linear 0.2s")};
  }
`

export const Panel = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0 0 0 auto;
  z-index: 70;
  width: ${theme.drawerWidth};
  max-width: 85vw;
  padding: ${theme.space(4)};
  overflow-y: auto;
  background: ${theme.colors.forestDark};
  color: ${theme.colors.onAccent};
  box-shadow: ${theme.shadows.raised};
  transform: translateX(${({ $open }) => ($open ? "0" : "100%")});
  visibility: ${({ $open }) => ($open ? "visible" : "hidden")};

  /* Visible at once when opening (so focus can move in), hidden only after sliding out. */
  ${theme.media.motion} {
    transition: ${({ $open }) => ($open ? "transform 0.25s ease" : "transform 0.25s ease, visibility 0s linear 0.25s")};
  }

  ${theme.media.tablet} {
    display: none;
  }
`

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${theme.space(4)};
  font-weight: 700;
`

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.tapTarget};
  height: ${theme.tapTarget};
  border: 2px solid rgba(255, 255, 255, 0.5);
  border-radius: ${theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:focus-visible {
    outline-color: ${theme.colors.onAccent};
  }
`

export const DrawerLinks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  a {
    display: flex;
    align-items: center;
    min-height: ${theme.tapTarget};
    padding: 0 ${theme.space(3)};
    border-radius: ${theme.radii.sm};
    color: ${theme.colors.onAccent};
    font-weight: 600;
    text-decoration: none;
  }

  a:hover {
    background: rgba(255, 255, 255, 0.12);
  }

  a:focus-visible {
    outline-color: ${theme.colors.onAccent};
  }
`
