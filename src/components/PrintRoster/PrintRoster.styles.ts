import styled from "styled-components"

/**
 * The glovebox card: absent on screen, the only thing printed from the home
 * page (GlobalStyle's print block hides the rest). Large type, black on white.
 */
export const Roster = styled.div`
  display: none;

  ${({ theme }) => theme.media.print} {
    display: block;
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.md};
    break-inside: avoid;

    h2 {
      margin: 0 0 ${({ theme }) => theme.space(2)};
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }

    h3 {
      margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(1)};
      font-size: ${({ theme }) => theme.fontSizes.lg};
    }

    table {
      width: 100%;
      border-collapse: collapse;
    }

    th,
    td {
      padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
      border-bottom: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.inkMuted};
      text-align: left;
      vertical-align: top;
    }

    .phone {
      font-size: ${({ theme }) => theme.fontSizes.xl};
      font-weight: 700;
      white-space: nowrap;
    }

    .name {
      font-size: ${({ theme }) => theme.fontSizes.lg};
      font-weight: 700;
    }
  }
`
