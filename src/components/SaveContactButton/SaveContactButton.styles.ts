import styled from "styled-components"
import { buttonStyles, type ButtonVariant } from "../Button/Button.styles"

export const SaveLink = styled.a<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`
