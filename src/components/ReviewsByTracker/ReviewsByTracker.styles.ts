import styled from "styled-components"
import { theme } from "../../styles/theme"

export const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(10)};
`

export const GroupHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(2)} ${theme.space(4)};
  margin-bottom: ${theme.space(4)};

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }

  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
`

/**
 * A row of cards that scrolls sideways (snapping card by card) so 25
 * reviews do not make the phone page endless; it can take focus so the
 * keyboard can scroll it too.
 */
export const Scroller = styled.div`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding: 0 ${theme.space(1)};
  padding: ${theme.space(1)} ${theme.space(1)} ${theme.space(4)};
  margin: 0 -${theme.space(1)};
  border-radius: ${theme.radii.md};

  ul {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: min(85%, ${theme.space(90)});
    gap: ${theme.space(4)};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: flex;
    scroll-snap-align: start;
  }

  li > article {
    flex: 1;
  }
`
