import styled from "styled-components"
import { theme } from "../../styles/theme"

/** A light card, on the dark home hero as on a county's pale one. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  border: ${theme.borderWidths.hairline} solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.paper};
  color: ${theme.colors.ink};
  box-shadow: ${theme.shadows.card};

  ${theme.media.tablet} {
    padding: ${theme.space(5)};
  }
`

export const Title = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.md};
`

export const Note = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
`

/** One under the other in a narrow column, side by side where there is room. */
export const Rows = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${theme.space(72)}), 1fr));
  gap: ${theme.space(3)} ${theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding-top: ${theme.space(3)};
    border-top: ${theme.borderWidths.hairline} solid ${theme.colors.line};
  }
`

/** The page's full list and the request to everyone, side by side where they fit. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)} ${theme.space(4)};
`

export const More = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.tapTarget};
  font-weight: 700;
`
