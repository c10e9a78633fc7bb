import styled, { css, keyframes } from "styled-components"
import { theme } from "../../styles/theme"

const slideIn = keyframes`
  from {
    transform: translateX(100%);
  }
`

/**
 * For the drawer's popover buttons (DrawerToggle.tsx): with scripting off
 * their link twins stand in for them.
 */
const popoverControl = css`
  @media (scripting: none) {
    &:not([href]) {
      display: none;
    }
  }
`

/**
 * The popover, restyled from the browser's centred box to the whole
 * screen, dimmed: a tap beside the drawer lands inside it, on the scrim,
 * which closes it, and never on the page behind (a popover's own backdrop
 * lets taps through to the page). With scripting off it opens as the
 * address's target instead, above the page in the bar's stacking order.
 */
export const Layer = styled.div`
  position: fixed;
  inset: 0;
  width: auto;
  height: auto;
  margin: 0;
  padding: 0;
  border: 0;
  overflow: hidden;
  background: rgba(0, 0, 0, 0.5);

  &:focus {
    outline: none;
  }

  @media (scripting: none) {
    &:target {
      display: block;
    }
  }

  ${theme.media.tablet} {
    &,
    &:target {
      display: none;
    }
  }
`

/** The dimmed page beside the drawer: the whole layer, under the drawer. */
export const Scrim = styled.button`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border: 0;
  background: transparent;
  -webkit-tap-highlight-color: transparent;
  ${popoverControl}
`

/** The drawer itself: a full-height panel on the right, sliding in when it opens. */
export const Panel = styled.div`
  position: absolute;
  inset: 0 0 0 auto;
  width: ${theme.drawerWidth};
  max-width: 85vw;
  padding: ${theme.space(4)};
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${theme.colors.forestDark};
  color: ${theme.colors.onAccent};
  box-shadow: ${theme.shadows.raised};

  ${theme.media.motion} {
    animation: ${slideIn} 0.25s ease;
  }
`

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${theme.space(4)};
  font-weight: 700;
`

/** The drawer's icon buttons on the dark bar and drawer: the menu button (NavBar.styles.ts) and the close button. */
export const drawerButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.tapTarget};
  height: ${theme.tapTarget};
  border: 2px solid rgba(255, 255, 255, 0.5);
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.onAccent};
  cursor: pointer;

  &:focus-visible {
    outline-color: ${theme.colors.onAccent};
  }
  ${popoverControl}
`

export const CloseButton = styled.button`
  ${drawerButton}
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
