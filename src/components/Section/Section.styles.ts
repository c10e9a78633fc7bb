import styled, { css } from "styled-components"
import { SECTIONS_SHOWN_ATTRIBUTE } from "../../shared/sections-shown"
import { theme } from "../../styles/theme"

export type SectionTone = "plain" | "alt" | "forest"

/**
 * Off screen, a section's content is not laid out or painted until it comes
 * near the viewport (`content-visibility: auto`): the home and county pages
 * are long, and on a phone their first paint and hydration otherwise spend
 * most of their time on sections below the fold (docs/performance.md). The content stays
 * in the page for find-in-page, screen readers and links to its anchor. The
 * estimated height is replaced by the real one once a section has been
 * shown. Before the first jump to an anchor, every section is rendered, so
 * the scroll lands on it (src/browser/startup/anchor-jumps.ts). Screens only: printing
 * lays out everything.
 *
 * A section not yet shown keeps its estimated height while its content, if
 * a tool asks for its layout, runs on past it under the next section.
 * `overflow: hidden` clips it where `content-visibility` already clips its
 * painting, so that checkers that read the layout (axe in Lighthouse) skip
 * that content instead of finding it covered by the next section. Our own
 * axe tests render every section first and check all of it.
 */
export const SectionBlock = styled.section<{ $tone: SectionTone }>`
  @media screen {
    content-visibility: auto;
    contain-intrinsic-size: auto ${theme.layout.sectionHeightEstimate};
    overflow: hidden;
    [${SECTIONS_SHOWN_ATTRIBUTE}] & {
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
