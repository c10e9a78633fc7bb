import styled from "styled-components"
import { theme } from "../../styles/theme"

export const HeroBlock = styled.section`
  padding: ${theme.space(12)} 0 ${theme.space(14)};
  background:
    radial-gradient(ellipse at 85% 0%, ${theme.colors.forestRaised} 0%, transparent 60%),
    ${theme.colors.forestDark};
  color: ${theme.colors.onAccent};

  ${theme.media.tablet} {
    padding: ${theme.space(20)} 0;
  }
`

export const Layout = styled.div`
  display: grid;
  gap: ${theme.space(10)};

  ${theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: center;
    gap: ${theme.space(16)};
  }
`

export const Inner = styled.div`
  max-width: ${theme.layout.readingWidth};
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
`

export const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(4)};
  color: ${theme.colors.onAccentMuted};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`

export const Title = styled.h1`
  margin-bottom: ${theme.space(4)};
  font-size: ${theme.fontSizes.hero};
  font-weight: 800;
  letter-spacing: -0.01em;
`

export const Lead = styled.p`
  margin-bottom: ${theme.space(5)};
  color: ${theme.colors.onAccentMuted};
  font-size: ${theme.fontSizes.md};

  ${theme.media.tablet} {
    font-size: ${theme.fontSizes.lg};
  }
`

export const Rating = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(6)};
  font-weight: 700;

  > span:first-child {
    padding: ${theme.space(1)} ${theme.space(2)};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.paper};
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
`
