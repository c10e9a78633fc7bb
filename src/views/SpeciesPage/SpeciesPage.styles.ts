import styled, { css } from "styled-components"
import { theme } from "../../styles/theme"

export const Hero = styled.section`
  padding: ${theme.space(4)} 0 ${theme.space(10)};
  background: ${theme.colors.forestDark};
  color: ${theme.colors.onAccent};

  ${theme.media.tablet} {
    padding: ${theme.space(16)} 0;
  }

  h1 {
    max-width: ${theme.layout.readingWidth};
    margin-bottom: ${theme.space(4)};
    font-size: ${theme.fontSizes.hero};
  }

  /* The page's own text, not the first trackers' rows (FirstCall). */
  > div > p {
    max-width: ${theme.layout.readingWidth};
    margin: ${theme.space(6)} 0;
    font-size: ${theme.fontSizes.md};
  }
`

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(12)};
  padding: ${theme.space(8)} 0 ${theme.space(16)};

  ${theme.media.tablet} {
    gap: ${theme.space(16)};
    padding-top: ${theme.space(12)};
  }

  h2 {
    font-size: ${theme.fontSizes.xl};
  }
`

export type BannerTone = "warning" | "info"

/** The safety (warning) or general (info) notice at the top of the page. */
export const Banner = styled.section<{ $tone: BannerTone }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(3)};
  padding: ${theme.space(5)};
  border-left: ${theme.borderWidths.accent} solid;
  border-radius: ${theme.radii.md};

  ${({ $tone }) =>
    $tone === "warning"
      ? css`
          border-color: ${theme.colors.blaze};
          background: ${theme.colors.blazeTint};
          svg {
            color: ${theme.colors.blazeText};
          }
        `
      : css`
          border-color: ${theme.colors.forest};
          background: ${theme.colors.infoTint};
          svg {
            color: ${theme.colors.forest};
          }
        `}

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }

  /* Under the icon and title on a phone, under the title alone from tablet width. */
  p {
    grid-column: 1 / -1;
    max-width: ${theme.layout.readingWidth};
    margin: 0;

    ${theme.media.tablet} {
      grid-column: 2;
    }
  }
`

export const Note = styled.p`
  display: flex;
  gap: ${theme.space(2)};
  max-width: ${theme.layout.readingWidth};
  margin: ${theme.space(4)} 0 0;
  color: ${theme.colors.inkMuted};

  svg {
    flex: none;
    margin-top: ${theme.space(0.5)};
  }

  a {
    font-weight: 600;
  }
`

export const Card = styled.li`
  padding: ${theme.space(6)};
  border: ${theme.borderWidths.hairline} solid ${theme.colors.line};
  border-top: ${theme.borderWidths.accent} solid ${theme.colors.blaze};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paper};
  box-shadow: ${theme.shadows.card};

  h3 {
    font-size: ${theme.fontSizes.md};
  }

  p {
    margin: 0;
  }
`

/** The long text beside the 'when to call' box, which stays in view on wide screens. */
export const Reading = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(12)};

  ${theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) ${theme.space(96)};
    align-items: start;
  }
`

export const Callout = styled.section`
  padding: ${theme.space(6)};
  border: ${theme.borderWidths.thick} solid ${theme.colors.blaze};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.blazeTint};

  ${theme.media.desktop} {
    position: sticky;
    top: calc(${theme.navHeight} + ${theme.space(6)});
  }

  && h2 {
    font-size: ${theme.fontSizes.lg};
  }

  ul {
    margin: 0 0 ${theme.space(5)};
    padding-left: ${theme.space(5)};
  }

  li + li {
    margin-top: ${theme.space(2)};
  }
`

export const Closing = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(10)};
`

/** When no tracker takes this game: say so, and send the hunter to the full list. */
export const NoTrackers = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space(4)};
`
