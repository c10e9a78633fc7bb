import styled from "styled-components"
import { Card } from "../../components/Card/Card"
import { theme } from "../../styles/theme"

/** Service area: county cards and sharing beside the map on wide screens, map between them on phones. */
export const AreaLayout = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  grid-template-areas: "counties" "map" "share";

  ${theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-template-areas: "counties map" "share map";
    align-items: start;
    column-gap: ${theme.space(12)};
  }
`

export const CountyGrid = styled.ul`
  grid-area: counties;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    flex-direction: column;
    justify-content: center;
    gap: ${theme.space(1)};
    height: 100%;
    min-height: ${theme.space(18)};
    padding: ${theme.space(3)} ${theme.space(4)};
    border: ${theme.borderWidths.hairline} solid ${theme.colors.line};
    border-left: ${theme.borderWidths.accent} solid ${theme.colors.forest};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.paper};
    color: ${theme.colors.ink};
    text-decoration: none;
  }

  a:hover {
    border-color: ${theme.colors.forest};
    background: ${theme.colors.forestTint};
  }

  strong {
    color: ${theme.colors.forestStrong};
    font-size: ${theme.fontSizes.md};
  }

  span {
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
    line-height: 1.35;
  }
`

export const MapFigure = styled.figure`
  grid-area: map;
  margin: 0;
  overflow: hidden;
  border: ${theme.borderWidths.hairline} solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.paper};
  box-shadow: ${theme.shadows.card};
`

export const ShareBox = styled.div`
  grid-area: share;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
`

export const TwoColumns = styled.div`
  display: grid;
  gap: ${theme.space(8)};

  ${theme.media.desktop} {
    grid-template-columns: 3fr 2fr;
    column-gap: ${theme.space(12)};
    align-items: start;
  }
`

export const Prose = styled.div`
  font-size: ${theme.fontSizes.md};

  p:last-child {
    margin-bottom: 0;
  }
`

export const AboutAside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
`

export const CountyNames = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${theme.space(1)} ${theme.space(3)};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.paperAlt};
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
  }
`

export const SocialBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(8)};
  max-width: ${theme.layout.readingWidth};
  margin: 0 auto;

  dl {
    width: 100%;
  }
`

export const Panel = styled(Card)`
  h3 {
    font-size: ${theme.fontSizes.lg};
  }

  ol,
  ul {
    margin: 0;
    padding-left: ${theme.space(6)};
  }

  li + li {
    margin-top: ${theme.space(2)};
  }
`

export const WaitPanel = styled(Panel)`
  ${theme.media.desktop} {
    grid-column: 1 / -1;
  }
`

export const WaitLayout = styled.div`
  display: grid;
  gap: ${theme.space(6)};

  ${theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }

  figure {
    margin: 0;
  }

  figcaption {
    margin-top: ${theme.space(2)};
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }

  figure img {
    border-radius: ${theme.radii.md};
    border: ${theme.borderWidths.hairline} solid ${theme.colors.line};
  }
`

export const WaitTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};

  caption {
    text-align: left;
    margin-bottom: ${theme.space(2)};
  }

  th,
  td {
    padding: ${theme.space(3)} ${theme.space(2)};
    border-bottom: ${theme.borderWidths.hairline} solid ${theme.colors.line};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }

  tbody th {
    width: 36%;
    font-size: ${theme.fontSizes.base};
  }

  td strong {
    display: block;
    color: ${theme.colors.blazeText};
    font-size: ${theme.fontSizes.md};
  }

  td span {
    color: ${theme.colors.inkMuted};
  }
`

export const ApplyBody = styled.div`
  max-width: ${theme.layout.readingWidth};
  margin: 0 auto;
  padding: ${theme.space(6)} ${theme.space(5)};
  border-top: ${theme.borderWidths.accent} solid ${theme.colors.blaze};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.paperAlt};
  font-size: ${theme.fontSizes.md};

  ${theme.media.tablet} {
    padding: ${theme.space(10)};
  }

  ul {
    display: grid;
    gap: ${theme.space(3)};
    margin: 0 0 ${theme.space(6)};
    padding: 0;
    list-style: none;
  }

  li {
    display: flex;
    gap: ${theme.space(3)};
  }

  li svg {
    flex: none;
    margin-top: ${theme.space(1)};
    color: ${theme.colors.forest};
  }
`

/** Under the directory: save the whole roster, print it. */
export const DirectoryTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(8)};
`
