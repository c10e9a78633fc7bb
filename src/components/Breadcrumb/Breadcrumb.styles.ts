import styled from "styled-components"

export const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }

  /* A drawn chevron between steps: nothing for a screen reader to read out. */
  li + li::before {
    content: "";
    width: ${({ theme }) => theme.space(1.5)};
    height: ${({ theme }) => theme.space(1.5)};
    border-top: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.inkMuted};
    border-right: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.inkMuted};
    transform: rotate(45deg);
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.space(8)};
    font-weight: 600;
  }
`

export const Current = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
`
