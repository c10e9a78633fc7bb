import styled, { css } from "styled-components"

export type SectionTone = "plain" | "alt" | "forest"

export const SectionBlock = styled.section<{ $tone: SectionTone }>`
  padding: ${({ theme }) => theme.space(12)} 0;
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space(16)} 0;
  }
  ${({ $tone, theme }) =>
    $tone === "alt" &&
    css`
      background: ${theme.colors.paperAlt};
    `}
  ${({ $tone, theme }) =>
    $tone === "forest" &&
    css`
      background: ${theme.colors.forestDark};
      color: ${theme.colors.onAccent};
      a:not([data-button]) {
        color: ${theme.colors.onAccent};
      }
    `}
`

export const SectionHeader = styled.header`
  max-width: 760px;
  margin: 0 auto ${({ theme }) => theme.space(8)};
  text-align: center;
`

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`

export const SectionIntro = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin: 0;
`
