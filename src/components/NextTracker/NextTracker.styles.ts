import styled from "styled-components"
import { theme } from "../../styles/theme"

/** Pinned to the bottom of the screen, above everything but the menu. */
export const Panel = styled.aside`
  position: fixed;
  inset: auto ${theme.space(2)} ${theme.space(2)};
  z-index: 40;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space(2)};
  max-width: ${theme.space(120)};
  margin: 0 auto;
  padding: ${theme.space(3)};
  padding-bottom: calc(${theme.space(3)} + env(safe-area-inset-bottom, 0px));
  border: ${theme.borderWidths.hairline} solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paper};
  box-shadow: ${theme.shadows.raised};

  > :not(:first-child, button) {
    grid-column: 1 / -1;
  }

  ${theme.media.print} {
    display: none;
  }
`

export const Title = styled.p`
  grid-column: 1;
  align-self: center;
  margin: 0;
  font-weight: 700;
`

export const Close = styled.button`
  grid-column: 2;
  grid-row: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.tapTarget};
  height: ${theme.tapTarget};
  border: ${theme.borderWidths.hairline} solid ${theme.colors.line};
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.ink};
  cursor: pointer;
`
