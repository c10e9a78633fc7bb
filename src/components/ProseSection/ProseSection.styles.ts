import styled from "styled-components"
import { theme } from "../../styles/theme"

/** A block of long-form text at a comfortable reading width. */
export const Block = styled.section`
  max-width: ${theme.layout.readingWidth};

  & + & {
    margin-top: ${theme.space(10)};
  }

  h2 {
    font-size: ${theme.fontSizes.lg};
    ${theme.media.tablet} {
      font-size: ${theme.fontSizes.xl};
    }
  }

  p,
  li {
    line-height: 1.7;
  }

  ul {
    margin: 0 0 ${theme.space(3)};
    padding-left: ${theme.space(6)};
  }

  li + li {
    margin-top: ${theme.space(2)};
  }

  li::marker {
    color: ${theme.colors.blaze};
  }

  & > :last-child {
    margin-bottom: 0;
  }
`
