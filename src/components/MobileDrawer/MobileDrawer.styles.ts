import styled, { keyframes } from "styled-components"
import { theme } from "../../styles/theme"

const slideIn = keyframes`
  from {
    transform: translateX(100%);
  }
`

/**
 * The popover, restyled from the browser's centred box to a full-height
 * panel on the right, sliding in when it opens; the page behind is dimmed
 * by its backdrop.
 */
export const Panel = styled.div`
  position: fixed;
  inset: 0 0 0 auto;
  width: ${theme.drawerWidth};
  max-width: 85vw;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: ${theme.space(4)};
  border: 0;
  overflow-y: auto;
  background: ${theme.colors.forestDark};
  color: ${theme.colors.onAccent};
  box-shadow: ${theme.shadows.raised};

  &::backdrop {
    background: rgba(0, 0, 0, 0.5);
  }

  ${theme.media.motion} {
    &:popover-open {
      animation: ${slideIn} 0.25s ease;
    }
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
