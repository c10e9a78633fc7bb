import styled from "styled-components"

/** The bordered, lightly raised surface every card on the site sits on (white, or dark in the dark scheme). */
export const Card = styled.div`
  padding: ${({ theme }) => theme.space(5)};
  border: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.paper};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space(6)};
  }
`
