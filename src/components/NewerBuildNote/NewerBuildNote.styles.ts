import styled from "styled-components"
import { buttonStyles, type ButtonVariant } from "../Button/Button.styles"
import { theme } from "../../styles/theme"

/**
 * Fixed right under the navigation bar: over the page, so nothing on it
 * moves; under the bar (50) and over the next-tracker offer (40). One row,
 * the sentence wrapping beside the button, to cover as little as it can.
 */
export const Note = styled.div`
  position: fixed;
  inset: ${theme.navHeight} 0 auto;
  z-index: 45;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(2)} ${theme.space(4)};
  border-bottom: ${theme.borderWidths.hairline} solid ${theme.colors.line};
  background: ${theme.colors.blazeTint};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.sm};
  box-shadow: ${theme.shadows.card};

  ${theme.media.print} {
    display: none;
  }
`

export const ReloadButton = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  flex: none;
`
