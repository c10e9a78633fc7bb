import styled from "styled-components"

export const Header = styled.header`
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(6)};
  margin-bottom: ${({ theme }) => theme.space(8)};
  border-bottom: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.line};

  ${({ theme }) => theme.media.tablet} {
    padding-top: ${({ theme }) => theme.space(12)};
  }

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    ${({ theme }) => theme.media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes.hero};
    }
  }

  p {
    max-width: ${({ theme }) => theme.layout.readingWidth};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  & > :last-child {
    margin-bottom: 0;
  }
`

/** A small line under the heading, such as the date a policy last changed. */
export const Meta = styled.p`
  && {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.base};
    font-weight: 600;
  }
`
