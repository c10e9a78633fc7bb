import styled, { css } from "styled-components"
import { theme } from "../../styles/theme"

export type StatTone = "light" | "dark"

/** Up to three figures side by side on a phone, four as two pairs; all in one row from tablet width. */
export const List = styled.dl<{ $tone: StatTone; $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => ($count > 3 ? 2 : $count)}, minmax(0, 1fr));
  gap: ${theme.space(3)};
  margin: 0;

  ${theme.media.tablet} {
    grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  }

  ${({ $tone }) =>
    $tone === "dark"
      ? css`
          --stat-bg: ${theme.colors.forestRaised};
          --stat-value: ${theme.colors.onAccent};
          --stat-label: ${theme.colors.onAccentMuted};
        `
      : css`
          --stat-bg: ${theme.colors.forestTint};
          --stat-value: ${theme.colors.forestStrong};
          --stat-label: ${theme.colors.inkMuted};
        `}
`

/** Label after value visually; read as "Followers: 500+". */
export const Stat = styled.div<{ $long: boolean }>`
  display: flex;
  flex-direction: column-reverse;
  justify-content: center;
  gap: ${theme.space(1)};
  padding: ${theme.space(4)} ${theme.space(2)};
  border-radius: ${theme.radii.md};
  background: var(--stat-bg);
  text-align: center;

  dt {
    color: var(--stat-label);
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
  }

  dd {
    margin: 0;
    color: var(--stat-value);
    font-size: ${({ $long }) => ($long ? theme.fontSizes.md : theme.fontSizes.xl)};
    font-weight: 800;
    line-height: 1.1;
  }
`
