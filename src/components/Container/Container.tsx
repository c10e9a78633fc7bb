import styled from "styled-components"
import { theme } from "../../styles/theme"

/** Centres content at the site's reading width with side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space(4)};

  ${theme.media.tablet} {
    padding: 0 ${theme.space(6)};
  }
`
