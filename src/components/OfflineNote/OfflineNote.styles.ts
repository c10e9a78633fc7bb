import styled from "styled-components"
import { buttonStyles, type ButtonVariant } from "../Button/Button.styles"

/** One row, always as tall as a button, so filling it in later moves nothing (CLS 0). */
export const Note = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.tapTarget};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.forest};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex: none;
  }

  ${({ theme }) => theme.media.print} {
    display: none;
  }
`

export const ReloadButton = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  flex: none;
`
