import styled from "styled-components"
import { CardGrid } from "../../components/CardGrid/CardGrid"

export const Groups = styled(CardGrid)`
  align-items: start;
  padding-bottom: ${({ theme }) => theme.space(16)};
`

export const Group = styled.section`
  padding: ${({ theme }) => theme.space(5)};
  border: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.line};
  border-top: ${({ theme }) => theme.borderWidths.accent} solid ${({ theme }) => theme.colors.forest};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.paper};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: ${({ theme }) => theme.space(11)};
    font-weight: 600;
  }
`
