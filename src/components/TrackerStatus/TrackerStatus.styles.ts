import styled, { css } from "styled-components"
import { theme } from "../../styles/theme"

const TONES = {
  available: css`
    color: ${theme.colors.forest};
    background: ${theme.colors.forestTint};
  `,
  busy: css`
    color: ${theme.colors.blazeText};
    background: ${theme.colors.blazeTint};
  `,
  "off-season": css`
    color: ${theme.colors.inkMuted};
    background: ${theme.colors.paperAlt};
  `,
  ask: css`
    color: ${theme.colors.ink};
    background: ${theme.colors.infoTint};
  `,
} as const

/**
 * The status as stored (its tone from `data-status`, which the page's early
 * script can change before the app starts: src/browser/status/early.ts), and "Call
 * to ask" beside it, shown instead once the element carries `data-lapsed`
 * (set by the list's inline script before the first paint, and by React
 * after): a lapsed status never shows as current.
 */
export const StatusLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${theme.space(2)};
  margin: 0;
  padding: ${theme.space(1)} ${theme.space(3)};
  border-radius: ${theme.radii.sm};
  font-size: ${theme.fontSizes.sm};
  ${TONES.ask}

  strong {
    font-weight: 700;
  }

  &[data-status="available"] {
    ${TONES.available}
  }

  &[data-status="busy"] {
    ${TONES.busy}
  }

  &[data-status="off-season"] {
    ${TONES["off-season"]}
  }

  [data-when="lapsed"] {
    display: none;
  }

  &[data-lapsed] {
    ${TONES.ask}
  }

  &[data-lapsed] [data-when="current"] {
    display: none;
  }

  &[data-lapsed] [data-when="lapsed"] {
    display: inline;
  }

  [data-when="updated"]:empty {
    display: none;
  }
`

/**
 * When the tracker said so, on a line of its own: its words change from the
 * date to "3 h ago" once the page runs, and a shorter text that no longer
 * wrapped would move everything below it.
 */
export const Updated = styled.span`
  flex-basis: 100%;
  white-space: nowrap;
`
