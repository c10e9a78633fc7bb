import styled from "styled-components"
import { buttonShape, buttonVariant } from "../../components/Button/Button.styles"
import { theme } from "../../styles/theme"

/** The heading across, then the form and Michigan's rules beside it where there is room. */
export const Columns = styled.div`
  display: grid;
  gap: 0 ${theme.space(10)};
  padding: ${theme.space(5)} 0 ${theme.space(10)};

  ${theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;

    /* The rules beside the form start level with it. */
    & > section {
      margin-top: 0;
    }
  }
`

export const Intro = styled.header`
  ${theme.media.desktop} {
    grid-column: 1 / -1;
  }

  h1 {
    margin: 0 0 ${theme.space(2)};
    font-size: ${theme.fontSizes.xl};
    line-height: 1.2;

    ${theme.media.tablet} {
      font-size: ${theme.fontSizes.xxl};
    }
  }

  p {
    margin: 0 0 ${theme.space(4)};
    max-width: ${theme.layout.readingWidth};
  }
`

/** Compact: on a phone the send control is on the first screen. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  max-width: ${theme.space(140)};

  fieldset {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(2)};
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend {
    margin-bottom: ${theme.space(2)};
    padding: 0;
    font-weight: 700;
  }

  p {
    margin: 0;
  }

  & > small {
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }

  & > label {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space(3)};
    cursor: pointer;
  }

  input[type="checkbox"] {
    flex: none;
    width: ${theme.space(6)};
    height: ${theme.space(6)};
    margin: 0;
    accent-color: ${theme.colors.forest};
  }
`

/**
 * Where the deer was hit, a group named by its first line. Not a fieldset: WebKit left a flex fieldset here
 * taller than its content once the app had started, moving the send control, until the next full restyle.
 */
export const Where = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};

  & > p:first-child {
    font-weight: 700;
  }
`

export const PositionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(3)};

  [role="status"] {
    font-size: ${theme.fontSizes.sm};
  }

  [role="status"]:empty {
    display: none;
  }
`

/** A label above its control, a hint under it. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};

  label {
    font-weight: 700;
  }

  input,
  select,
  textarea {
    width: 100%;
    min-height: ${theme.tapTarget};
    padding: ${theme.space(2)} ${theme.space(3)};
    border: ${theme.borderWidths.thick} solid ${theme.colors.inkMuted};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.paper};
    color: ${theme.colors.ink};
    font: inherit;
  }

  input[type="time"] {
    align-self: flex-start;
    width: auto;
    min-width: ${theme.space(40)};
  }
`

/** Two short fields side by side, even on a phone, so the send control stays on the first screen. */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: end;
  gap: ${theme.space(3)};

  ${theme.media.belowTiny} {
    grid-template-columns: minmax(0, 1fr);
  }
`

export const Seen = styled.details`
  summary {
    padding: ${theme.space(3)} 0;
    font-weight: 700;
    cursor: pointer;
  }

  &[open] summary {
    margin-bottom: ${theme.space(2)};
  }

  & > * + * {
    margin-top: ${theme.space(3)};
  }
`

export const Send = styled.button`
  ${buttonShape}
  ${buttonVariant("primary")}
  width: 100%;

  ${theme.media.tablet} {
    width: auto;
    align-self: flex-start;
  }

  &:disabled {
    cursor: progress;
    opacity: 0.8;
  }
`

/** Why the request did not go, then what to do instead. */
export const Failure = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(6)};
  padding: ${theme.space(4)};
  border: ${theme.borderWidths.thick} solid ${theme.colors.danger};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.dangerTint};

  [role="alert"] {
    margin: 0;
  }

  & > a {
    font-weight: 700;
  }
`
