import styled from "styled-components"
import { CardGrid } from "../../components/CardGrid/CardGrid"
import { theme } from "../../styles/theme"

export const Groups = styled(CardGrid)`
  align-items: start;
  padding-bottom: ${theme.space(16)};
`

export const Group = styled.section`
  padding: ${theme.space(5)};
  border: ${theme.borderWidths.hairline} solid ${theme.colors.line};
  border-top: ${theme.borderWidths.accent} solid ${theme.colors.forest};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paper};

  h2 {
    font-size: ${theme.fontSizes.lg};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
    min-height: ${theme.space(11)};
    font-weight: 600;
  }
`
