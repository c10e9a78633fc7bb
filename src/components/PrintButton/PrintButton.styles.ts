import styled from "styled-components"
import { buttonStyles, type ButtonVariant } from "../Button/Button.styles"

export const PrintAction = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`
