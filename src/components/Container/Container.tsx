import styled from "styled-components"

/** Centres content at the site's reading width with side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.tablet} {
    padding: 0 ${({ theme }) => theme.space(6)};
  }
`
