import styled from "styled-components"
import { theme } from "../../styles/theme"

export const Header = styled.header`
  padding: ${theme.space(8)} 0 ${theme.space(6)};
  margin-bottom: ${theme.space(8)};
  border-bottom: ${theme.borderWidths.hairline} solid ${theme.colors.line};

  ${theme.media.tablet} {
    padding-top: ${theme.space(12)};
  }

  h1 {
    font-size: ${theme.fontSizes.xxl};
    ${theme.media.tablet} {
      font-size: ${theme.fontSizes.hero};
    }
  }

  p {
    max-width: ${theme.layout.readingWidth};
    font-size: ${theme.fontSizes.md};
  }

  & > :last-child {
    margin-bottom: 0;
  }
`

/** A small line under the heading, such as the date a policy last changed. */
export const Meta = styled.p`
  && {
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.base};
    font-weight: 600;
  }
`
