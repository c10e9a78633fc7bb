import styled, { css } from "styled-components"
import { SECTIONS_SHOWN_ATTRIBUTE } from "../../shared/sections-shown"
import { theme } from "../../styles/theme"

export type SectionTone = "plain" | "alt" | "forest"

/**
 * Off screen, a section is not laid out or painted until it nears the
 * viewport (`content-visibility: auto`), so the long home and county pages
 * spend their first paint and hydration on the first screen
 * (docs/performance.md). A jump to an anchor first renders every section, or
 * the scroll aims at estimated heights: the address's target does it, and
 * src/browser/startup/anchor-jumps.ts for Gatsby's own navigations.
 * Until shown a section is `overflow: hidden` too, so tools that read the
 * layout (axe in Lighthouse) skip it. Screens only: print lays out all.
 */
export const SectionBlock = styled.section<{ $tone: SectionTone }>`
  @media screen {
    content-visibility: auto;
    contain-intrinsic-size: auto ${theme.layout.sectionHeightEstimate};
    overflow: hidden;
    [${SECTIONS_SHOWN_ATTRIBUTE}] &,
    :root:has(:target) & {
      content-visibility: visible;
      overflow: visible;
    }
  }
  padding: ${theme.space(12)} 0;
  ${theme.media.tablet} {
    padding: ${theme.space(16)} 0;
  }
  ${({ $tone }) =>
    $tone === "alt" &&
    css`
      background: ${theme.colors.paperAlt};
    `}
  ${({ $tone }) =>
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
  margin: 0 auto ${theme.space(8)};
  text-align: center;
`

export const SectionTitle = styled.h2`
  font-size: ${theme.fontSizes.xl};
  ${theme.media.tablet} {
    font-size: ${theme.fontSizes.xxl};
  }
`

export const SectionIntro = styled.p`
  font-size: ${theme.fontSizes.md};
  margin: 0;
`
