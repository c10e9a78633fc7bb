import styled from "styled-components"
import { buttonStyles, type ButtonVariant } from "../Button/Button.styles"

/**
 * A plain `<a>` that looks like a button: for same-page anchors and other
 * sites, where a Gatsby route link does not apply. Give it `data-button`
 * so section colour rules leave it alone.
 */
export const ButtonAnchor = styled.a<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`
