import { css } from "styled-components"
import { theme } from "../../styles/theme"

export type ButtonVariant = "primary" | "secondary" | "ghost" | "light"

/** A variant's colours alone, for a control drawn without props (a link the Worker writes into a request's page). */
export function buttonVariant(variant: ButtonVariant) {
  switch (variant) {
    case "secondary":
      return css`
        background: ${theme.colors.forestFill};
        color: ${theme.colors.onAccent};
        &:hover {
          background: ${theme.colors.forestDark};
        }
      `
    case "ghost":
      return css`
        background: transparent;
        border-color: ${theme.colors.forest};
        color: ${theme.colors.forest};
        &:hover {
          background: ${theme.colors.forestTint};
        }
      `
    case "light":
      return css`
        background: ${theme.colors.onAccent};
        color: ${theme.colors.forestDark};
        &:hover {
          background: ${theme.colors.onAccentMuted};
        }
      `
    default:
      return css`
        background: ${theme.colors.blaze};
        color: ${theme.colors.onAccent};
        &:hover {
          background: ${theme.colors.blazeDark};
        }
      `
  }
}

/** The shape every button-like control shares: at least 48 px high for a gloved thumb. */
export const buttonShape = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: ${theme.tapTarget};
  padding: ${theme.space(2)} ${theme.space(5)};
  border: 2px solid transparent;
  border-radius: ${theme.radii.pill};
  font: inherit;
  font-weight: 700;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
`

/** The one look of every button-like control (real buttons and links that look like buttons). */
export const buttonStyles = css<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${buttonShape}
  width: ${({ $block }) => ($block ? "100%" : "auto")};

  ${({ $variant = "primary" }) => buttonVariant($variant)}
`
