import styled from "styled-components"
import { buttonStyles, type ButtonVariant } from "../Button/Button.styles"

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};

  > * {
    flex: 1 1 ${({ theme }) => theme.space(60)};
  }
`

export const CopyButton = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}

  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
`
