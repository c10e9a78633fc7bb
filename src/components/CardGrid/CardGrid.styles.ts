import styled, { css } from "styled-components"
import { theme } from "../../styles/theme"

/** How many columns from tablet and from desktop width; one column on a phone. */
export type GridColumns = { tablet?: number; desktop: number }

export const Grid = styled.ul<{ $columns: GridColumns }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: stretch;
  gap: ${theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $columns }) =>
    $columns.tablet &&
    css`
      ${theme.media.tablet} {
        grid-template-columns: repeat(${$columns.tablet}, minmax(0, 1fr));
      }
    `}

  ${theme.media.desktop} {
    grid-template-columns: repeat(${({ $columns }) => $columns.desktop}, minmax(0, 1fr));
    gap: ${theme.space(6)};
  }
`
