import styled from "styled-components"
import { theme } from "../../styles/theme"

export const Columns = styled.div`
  padding-bottom: ${theme.space(16)};

  ${theme.media.desktop} {
    display: grid;
    grid-template-columns: ${theme.layout.sidebarWidth} minmax(0, 1fr);
    align-items: start;
    gap: ${theme.space(12)};
  }
`

/** "On this page": a column that stays in view beside the text on wide screens. */
export const Contents = styled.nav`
  display: none;

  ${theme.media.desktop} {
    display: block;
    position: sticky;
    top: calc(${theme.navHeight} + ${theme.space(6)});
    max-height: calc(100vh - ${theme.navHeight} - ${theme.space(12)});
    overflow-y: auto;
    padding: ${theme.space(4)};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.paperAlt};
  }

  p {
    margin: 0 0 ${theme.space(2)};
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }

  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: flex;
    align-items: center;
    min-height: ${theme.space(8)};
    padding: ${theme.space(1)} 0;
    font-size: ${theme.fontSizes.sm};
    line-height: 1.3;
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`

export const Body = styled.div`
  ${theme.media.tablet} {
    font-size: ${theme.fontSizes.md};
  }
`
