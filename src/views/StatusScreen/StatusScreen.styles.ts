import styled from "styled-components"
import { buttonStyles, type ButtonVariant } from "../../components/Button/Button.styles"
import { theme } from "../../styles/theme"

/** One column a thumb can work down: what hunters see, then the buttons, then the rest. */
export const Screen = styled.div`
  max-width: ${theme.layout.readingWidth};
  padding: ${theme.space(6)} 0 ${theme.space(16)};

  h1 {
    font-size: ${theme.fontSizes.xl};
    margin-bottom: ${theme.space(2)};
  }

  h2 {
    font-size: ${theme.fontSizes.lg};
    margin: ${theme.space(6)} 0 ${theme.space(3)};
  }
`

export const Lead = styled.p`
  color: ${theme.colors.inkMuted};
`

/** What the screen shows before it knows who is signed in ("checking", then the sign-in button): its place kept from the first paint. */
export const Checking = styled.div<{ $hidden: boolean }>`
  display: grid;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(3)};
  visibility: ${({ $hidden }) => ($hidden ? "hidden" : "visible")};
`

/** The status buttons: full width, big, one under the other. */
export const Choices = styled.div`
  display: grid;
  gap: ${theme.space(3)};
`

/** "On a track or full tonight" and its three end times. */
export const Group = styled.fieldset`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0;
  padding: ${theme.space(3)};
  border: ${theme.borderWidths.thick} solid ${theme.colors.blazeTint};
  border-radius: ${theme.radii.md};

  legend {
    padding: 0 ${theme.space(1)};
    font-weight: 700;
  }
`

export const Action = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  width: 100%;

  &[aria-pressed="true"] {
    outline: ${theme.borderWidths.accent} solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`

/** What happened after a tap, right under the buttons where the thumb is. */
export const Outcome = styled.p<{ $error?: boolean }>`
  min-height: 1.5em;
  margin: ${theme.space(3)} 0 0;
  font-weight: 700;
  color: ${({ $error }) => ($error ? theme.colors.danger : theme.colors.forest)};
`

export const Trackers = styled.ul`
  display: grid;
  gap: ${theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: grid;
    gap: ${theme.space(2)};
    padding: ${theme.space(4)};
    border: ${theme.borderWidths.hairline} solid ${theme.colors.line};
    border-radius: ${theme.radii.md};
  }

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
`

export const Link = styled.input`
  width: 100%;
  min-height: ${theme.tapTarget};
  padding: ${theme.space(2)};
  border: ${theme.borderWidths.hairline} solid ${theme.colors.line};
  border-radius: ${theme.radii.sm};
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.ink};
  background: ${theme.colors.paperAlt};
`

export const TextLink = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`

export const Changes = styled.ol`
  margin: 0;
  padding-left: ${theme.space(5)};

  li {
    margin-bottom: ${theme.space(2)};
  }
`
