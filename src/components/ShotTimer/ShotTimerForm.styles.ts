import styled from "styled-components"
import { theme } from "../../styles/theme"
import { fieldStyles } from "../Field/Field.styles"

export const TimeField = styled.div`
  input {
    ${fieldStyles}
  }

  p {
    margin: ${theme.space(1)} 0 0;
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }
`
