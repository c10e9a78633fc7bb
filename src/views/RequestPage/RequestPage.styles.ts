import styled from "styled-components"
import { buttonShape, buttonVariant } from "../../components/Button/Button.styles"
import { theme } from "../../styles/theme"

export const Heading = styled.h1`
  margin: ${theme.space(8)} 0 ${theme.space(3)};
  font-size: ${theme.fontSizes.xxl};
`

/** "I have help": a plain form, its button drawn without props. */
export const Handled = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(4)};

  button {
    ${buttonShape}
    ${buttonVariant("ghost")}
  }

  p {
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }
`

export const More = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.tapTarget};
  margin-top: ${theme.space(4)};
  font-weight: 700;
`
