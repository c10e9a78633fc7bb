import styled from "styled-components"
import { theme } from "../../styles/theme"

export const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)} ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
  }

  /* A drawn chevron between steps: nothing for a screen reader to read out. */
  li + li::before {
    content: "";
    width: ${theme.space(1.5)};
    height: ${theme.space(1.5)};
    border-top: ${theme.borderWidths.thick} solid ${theme.colors.inkMuted};
    border-right: ${theme.borderWidths.thick} solid ${theme.colors.inkMuted};
    transform: rotate(45deg);
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.space(8)};
    font-weight: 600;
  }
`

export const Current = styled.span`
  color: ${theme.colors.inkMuted};
`
