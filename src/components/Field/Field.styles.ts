import { css } from "styled-components"
import { theme } from "../../styles/theme"

/** The one look of a text, time or select field: as tall as a button, for a gloved thumb, its text as large as a choice's. */
export const fieldStyles = css`
  min-height: ${theme.tapTarget};
  padding: 0 ${theme.space(3)};
  border: ${theme.borderWidths.thick} solid ${theme.colors.inkMuted};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paper};
  color: ${theme.colors.ink};
  font: inherit;
  font-size: ${theme.fontSizes.md};
`
