import styled from "styled-components"
import { buttonStyles, type ButtonVariant } from "../Button/Button.styles"
import { theme } from "../../styles/theme"

/** One row, always as tall as a button, so filling it in later moves nothing (CLS 0). */
export const Note = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: ${theme.tapTarget};
  margin: ${theme.space(3)} 0 0;
  color: ${theme.colors.forest};
  font-size: ${theme.fontSizes.sm};

  svg {
    flex: none;
  }

  ${theme.media.print} {
    display: none;
  }
`

export const ReloadButton = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  flex: none;
`
