import styled from "styled-components"
import { theme } from "../../styles/theme"

export const TimeField = styled.div`
  input {
    min-height: ${theme.tapTarget};
    padding: 0 ${theme.space(3)};
    border: ${theme.borderWidths.thick} solid ${theme.colors.inkMuted};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.paper};
    color: ${theme.colors.ink};
    font: inherit;
    font-size: ${theme.fontSizes.md};
  }

  p {
    margin: ${theme.space(1)} 0 0;
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }
`
