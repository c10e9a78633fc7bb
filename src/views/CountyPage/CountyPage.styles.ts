import styled from "styled-components"
import { Breadcrumb } from "../../components/Breadcrumb/Breadcrumb"
import { Card } from "../../components/Card/Card"
import { theme } from "../../styles/theme"

export const CountyHero = styled.section`
  padding: ${theme.space(4)} 0 ${theme.space(10)};
  border-bottom: ${theme.borderWidths.hairline} solid ${theme.colors.line};
  background: ${theme.colors.forestTint};

  ${theme.media.tablet} {
    padding: ${theme.space(12)} 0 ${theme.space(14)};
  }

  h1 {
    max-width: ${theme.layout.readingWidth};
    margin-bottom: ${theme.space(4)};
    color: ${theme.colors.forestStrong};
    font-size: ${theme.fontSizes.hero};
    font-weight: 800;
  }

  /* The county's own text, not the first trackers' rows (FirstCall). */
  > div > p {
    max-width: ${theme.layout.readingWidth};
    margin: ${theme.space(6)} 0 0;
    font-size: ${theme.fontSizes.md};
  }
`

/** The shared breadcrumb, spaced above the county heading. */
export const Crumbs = styled(Breadcrumb)`
  margin-bottom: ${theme.space(4)};

  a {
    color: ${theme.colors.forestStrong};
  }
`

export const TextCard = styled(Card)`
  height: 100%;

  h3 {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    margin-bottom: ${theme.space(3)};
    color: ${theme.colors.forestStrong};
    font-size: ${theme.fontSizes.md};
  }

  h3 svg {
    flex: none;
    color: ${theme.colors.blaze};
  }

  p {
    margin: 0;
  }
`

export const TownList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${theme.space(1)};
  }

  svg {
    flex: none;
    color: ${theme.colors.forest};
  }
`

export const StatsCard = styled(TextCard)`
  margin-top: ${theme.space(6)};

  ${theme.media.tablet} {
    grid-column: 1 / -1;
  }
`

export const Centered = styled.div`
  display: flex;
  justify-content: center;
`

export const TrackerGroup = styled.div`
  & + & {
    margin-top: ${theme.space(10)};
  }

  > h3 {
    margin-bottom: ${theme.space(4)};
    font-size: ${theme.fontSizes.lg};
  }
`
