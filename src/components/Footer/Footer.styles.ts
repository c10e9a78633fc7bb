import styled from "styled-components"
import { theme } from "../../styles/theme"

export const FooterBar = styled.footer`
  background: ${theme.colors.forestDark};
  color: ${theme.colors.onAccent};
  padding: ${theme.space(10)} ${theme.space(4)} ${theme.space(6)};

  a {
    color: ${theme.colors.onAccent};
  }

  a:focus-visible {
    outline-color: ${theme.colors.onAccent};
  }

  ${theme.media.print} {
    display: none;
  }
`

export const Columns = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  grid-template-columns: 1fr;

  ${theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${theme.media.desktop} {
    grid-template-columns: 1.4fr repeat(4, 1fr);
  }
`

export const BrandBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};

  p {
    margin: 0;
    color: rgba(255, 255, 255, 0.85);
    font-size: ${theme.fontSizes.sm};
  }
`

export const BrandRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  font-weight: 800;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`

export const ColumnTitle = styled.h2`
  font-size: ${theme.fontSizes.base};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  margin-bottom: ${theme.space(2)};
`

export const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(1)};
    min-height: ${theme.space(10)};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`

export const PrimaryLink = styled.span`
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: ${theme.tapTarget};
    padding: 0 ${theme.space(5)};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.blaze};
    color: ${theme.colors.onAccent};
    font-weight: 700;
    text-decoration: none;
  }

  a:hover {
    background: ${theme.colors.blazeDark};
  }
`

export const Bottom = styled.div`
  max-width: ${theme.maxWidth};
  margin: ${theme.space(8)} auto 0;
  padding-top: ${theme.space(4)};
  border-top: 1px solid rgba(255, 255, 255, 0.25);
  font-size: ${theme.fontSizes.sm};
  color: rgba(255, 255, 255, 0.85);

  p {
    margin: 0;
  }
`
