import styled from "styled-components"
import { theme } from "../../styles/theme"

export const HeroBlock = styled.section`
  padding: ${theme.space(4)} 0 ${theme.space(10)};
  background: radial-gradient(ellipse at 85% 0%, ${theme.colors.forestRaised} 0%, transparent 60%), ${theme.colors.forestDark};
  color: ${theme.colors.onAccent};

  ${theme.media.tablet} {
    padding: ${theme.space(20)} 0;
  }
`

/**
 * One column on a phone, in the order of the markup (heading, rating, the
 * first trackers, the buttons, the text). On a wide screen the text moves
 * up under the heading, and the trackers, or else the tips, take the
 * right-hand column.
 */
export const Layout = styled.div<{ $withCall: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${theme.space(3)} ${theme.space(16)};

  > * {
    max-width: ${theme.layout.readingWidth};
    margin: 0;
  }

  ${theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    grid-template-areas: ${({ $withCall }) =>
      $withCall
        ? `"eyebrow call" "title call" "lead call" "rating call" "actions call" "tips call" ". call"`
        : `"eyebrow tips" "title tips" "lead tips" "rating tips" "actions tips" ". tips"`};
    grid-template-rows: repeat(6, auto) 1fr;
  }
`

export const Call = styled.div`
  margin: ${theme.space(1)} 0 ${theme.space(2)};

  ${theme.media.desktop} {
    grid-area: call;
  }
`

/** Advice for the hours before the dog arrives: beside the hero on wide screens only (the FAQ has it too). */
export const Tips = styled.div`
  display: none;
  padding: ${theme.space(6)};
  border: ${theme.borderWidths.hairline} solid ${theme.colors.forestRaised};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.forestRaised};

  ${theme.media.desktop} {
    display: block;
  }

  h2,
  h3 {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    font-size: ${theme.fontSizes.lg};
  }

  ul {
    margin: 0;
    padding-left: ${theme.space(5)};
    color: ${theme.colors.onAccentMuted};
  }

  li + li {
    margin-top: ${theme.space(3)};
  }

  ${theme.media.desktop} {
    grid-area: tips;
  }
`

/** The region; on a phone left out where the first trackers need the room. */
export const Eyebrow = styled.p<{ $withCall: boolean }>`
  display: ${({ $withCall }) => ($withCall ? "none" : "inline-flex")};
  align-items: center;
  gap: ${theme.space(2)};
  color: ${theme.colors.onAccentMuted};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;

  ${theme.media.tablet} {
    display: inline-flex;
  }

  ${theme.media.desktop} {
    grid-area: eyebrow;
  }
`

export const Title = styled.h1`
  font-size: ${theme.fontSizes.hero};
  font-weight: 800;
  letter-spacing: -0.01em;

  ${theme.media.desktop} {
    grid-area: title;
  }
`

export const Lead = styled.p`
  color: ${theme.colors.onAccentMuted};
  font-size: ${theme.fontSizes.md};

  ${theme.media.tablet} {
    font-size: ${theme.fontSizes.lg};
  }

  ${theme.media.desktop} {
    grid-area: lead;
  }
`

export const Rating = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;

  ${theme.media.tablet} {
    font-size: ${theme.fontSizes.base};
  }

  > span:first-child {
    padding: ${theme.space(1)} ${theme.space(2)};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.paper};
  }

  ${theme.media.desktop} {
    grid-area: rating;
  }
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};

  > * {
    flex: 1 1 ${theme.space(56)};
  }

  ${theme.media.tablet} {
    > * {
      flex: 0 0 auto;
    }
  }

  ${theme.media.desktop} {
    grid-area: actions;
  }
`
