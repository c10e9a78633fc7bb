import styled from "styled-components"
import { theme } from "../../styles/theme"

export const Rules = styled.section`
  margin: ${theme.space(8)} 0;
  padding: ${theme.space(4)} ${theme.space(5)};
  border-left: ${theme.borderWidths.accent} solid ${theme.colors.forest};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.forestTint};

  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: ${theme.fontSizes.lg};
  }

  ul {
    margin: 0 0 ${theme.space(3)};
    padding-left: ${theme.space(5)};
  }

  li + li {
    margin-top: ${theme.space(2)};
  }

  p {
    margin: 0;
  }
`
