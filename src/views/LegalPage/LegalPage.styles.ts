import styled from "styled-components"

export const Columns = styled.div`
  padding-bottom: ${({ theme }) => theme.space(16)};

  ${({ theme }) => theme.media.desktop} {
    display: grid;
    grid-template-columns: ${({ theme }) => theme.layout.sidebarWidth} minmax(0, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space(12)};
  }
`

/** "On this page": a column that stays in view beside the text on wide screens. */
export const Contents = styled.nav`
  display: none;

  ${({ theme }) => theme.media.desktop} {
    display: block;
    position: sticky;
    top: calc(${({ theme }) => theme.navHeight} + ${({ theme }) => theme.space(6)});
    max-height: calc(100vh - ${({ theme }) => theme.navHeight} - ${({ theme }) => theme.space(12)});
    overflow-y: auto;
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.paperAlt};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
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
    min-height: ${({ theme }) => theme.space(8)};
    padding: ${({ theme }) => theme.space(1)} 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.3;
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`

export const Body = styled.div`
  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`
