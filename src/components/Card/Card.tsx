import styled from "styled-components"
import { theme } from "../../styles/theme"

/** The bordered, lightly raised surface every card on the site sits on (white, or dark in the dark scheme). */
export const Card = styled.div`
  padding: ${theme.space(5)};
  border: ${theme.borderWidths.hairline} solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.paper};
  box-shadow: ${theme.shadows.card};

  ${theme.media.tablet} {
    padding: ${theme.space(6)};
  }
`
