import styled, { css } from "styled-components"
import { buttonStyles, type ButtonVariant } from "../Button/Button.styles"

/**
 * `$waiting`: on the page but invisible (and so neither focusable nor read
 * out) until JavaScript can print, so its place is kept from the first paint
 * and nothing below it moves when it appears. With scripting off it takes no
 * room at all.
 */
export const PrintAction = styled.button<{ $variant?: ButtonVariant; $block?: boolean; $waiting: boolean }>`
  ${buttonStyles}
  ${({ $waiting }) =>
    $waiting &&
    css`
      visibility: hidden;
    `}

  @media (scripting: none) {
    display: none;
  }
`
