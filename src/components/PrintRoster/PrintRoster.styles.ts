import styled from "styled-components"
import { theme } from "../../styles/theme"

/**
 * The glovebox card: absent on screen, the only thing printed from the home
 * page (GlobalStyle's print block hides the rest). Large type, black on white.
 */
export const Roster = styled.div`
  display: none;

  ${theme.media.print} {
    display: block;
    color: ${theme.colors.ink};
    font-size: ${theme.fontSizes.md};
    break-inside: avoid;

    h2 {
      margin: 0 0 ${theme.space(2)};
      font-size: ${theme.fontSizes.xl};
    }

    h3 {
      margin: ${theme.space(4)} 0 ${theme.space(1)};
      font-size: ${theme.fontSizes.lg};
    }

    table {
      width: 100%;
      border-collapse: collapse;
    }

    th,
    td {
      padding: ${theme.space(1)} ${theme.space(2)};
      border-bottom: ${theme.borderWidths.hairline} solid ${theme.colors.inkMuted};
      text-align: left;
      vertical-align: top;
    }

    .phone {
      font-size: ${theme.fontSizes.xl};
      font-weight: 700;
      white-space: nowrap;
    }

    .name {
      font-size: ${theme.fontSizes.lg};
      font-weight: 700;
    }
  }
`
