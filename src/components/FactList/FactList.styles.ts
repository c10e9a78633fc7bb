import styled, { css } from "styled-components"
import { theme } from "../../styles/theme"

export type FactLayout = "tiles" | "rows"

export const List = styled.dl<{ $layout: FactLayout }>`
  display: grid;
  margin: 0;

  ${({ $layout }) =>
    $layout === "tiles"
      ? css`
          grid-template-columns: repeat(auto-fill, minmax(min(100%, ${theme.space(50)}), 1fr));
          gap: ${theme.space(3)};
        `
      : css`
          grid-template-columns: minmax(0, 1fr);
        `}
`

export const Item = styled.div<{ $layout: FactLayout }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};

  ${({ $layout }) =>
    $layout === "tiles"
      ? css`
          padding: ${theme.space(4)};
          border: ${theme.borderWidths.hairline} solid ${theme.colors.line};
          border-radius: ${theme.radii.md};
          background: ${theme.colors.paper};
        `
      : css`
          padding: ${theme.space(3)} 0;
          & + & {
            border-top: ${theme.borderWidths.hairline} solid ${theme.colors.line};
          }
        `}
`

export const Term = styled.dt`
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`

export const Value = styled.dd<{ $layout: FactLayout }>`
  margin: 0;
  font-size: ${({ $layout }) => ($layout === "rows" ? theme.fontSizes.md : theme.fontSizes.base)};
  font-weight: 600;
  line-height: 1.4;
  overflow-wrap: anywhere;

  /* A number or a county in the list is a link a gloved thumb must hit. */
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.tapTarget};
  }
`
