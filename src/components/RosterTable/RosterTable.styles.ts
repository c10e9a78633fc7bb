import styled from "styled-components"
import { theme } from "../../styles/theme"

/** The roster on screen (rows tall enough to tap the number) and on paper (large type, black on white). */
export const Roster = styled.div`
  color: ${theme.colors.ink};

  table {
    width: 100%;
    margin-bottom: ${theme.space(8)};
    border-collapse: collapse;
  }

  caption {
    margin-bottom: ${theme.space(2)};
    font-size: ${theme.fontSizes.lg};
    font-weight: 700;
    text-align: left;
  }

  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: ${theme.fontSizes.lg};
  }

  th,
  td {
    padding: ${theme.space(2)};
    border-bottom: ${theme.borderWidths.hairline} solid ${theme.colors.line};
    text-align: left;
    vertical-align: middle;
  }

  thead th {
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }

  tbody th a,
  .phone {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.tapTarget};
    font-weight: 700;
  }

  .phone {
    white-space: nowrap;
  }

  ${theme.media.print} {
    font-size: ${theme.fontSizes.md};

    caption {
      font-size: ${theme.fontSizes.xl};
    }

    th,
    td {
      padding: ${theme.space(1)} ${theme.space(2)};
      border-bottom-color: ${theme.colors.inkMuted};
    }

    tbody th a,
    .phone {
      min-height: 0;
      color: ${theme.colors.ink};
      text-decoration: none;
    }

    .phone {
      font-size: ${theme.fontSizes.xl};
    }

    tr {
      break-inside: avoid;
    }
  }
`
