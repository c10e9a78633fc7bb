import styled from "styled-components"

/** A block of long-form text at a comfortable reading width. */
export const Block = styled.section`
  max-width: ${({ theme }) => theme.layout.readingWidth};

  & + & {
    margin-top: ${({ theme }) => theme.space(10)};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    ${({ theme }) => theme.media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
  }

  p,
  li {
    line-height: 1.7;
  }

  ul {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    padding-left: ${({ theme }) => theme.space(6)};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }

  li::marker {
    color: ${({ theme }) => theme.colors.blaze};
  }

  & > :last-child {
    margin-bottom: 0;
  }
`
