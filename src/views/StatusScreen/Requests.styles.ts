import styled from "styled-components"
import { theme } from "../../styles/theme"
import { fieldStyles } from "../../components/Field/Field.styles"

/** One block of the requests' part of the screen: what the phone does now, then its buttons. */
export const Part = styled.section`
  display: grid;
  gap: ${theme.space(3)};

  p {
    margin: 0;
  }
`

/** A step the tracker must take before anything else works (the iPhone's Home Screen, a blocked permission). */
export const Step = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  padding: ${theme.space(4)};
  border-left: ${theme.borderWidths.accent} solid ${theme.colors.focus};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.infoTint};

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }

  p {
    margin: 0;
  }
`

/** A question with its choices (the shot timer's pills, ShotTimerForm.styles.ts) under its legend. */
export const Options = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${theme.space(2)};
    padding: 0;
    font-weight: 700;
  }
`

/** Two times side by side (quiet hours), or a list to pick from (arrival time), each with its label above. */
export const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};

  label {
    display: grid;
    gap: ${theme.space(1)};
    font-weight: 700;
  }

  input,
  select {
    ${fieldStyles}
    font-weight: 400;
  }
`

/** A request's facts, label above value, in the order a tracker decides on them. */
export const Facts = styled.dl`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0;

  dt {
    font-size: ${theme.fontSizes.sm};
    font-weight: 700;
    color: ${theme.colors.inkMuted};
  }

  dd {
    margin: 0;
    font-size: ${theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
`

/** Where a request stands (open until, handled, ended): one line set apart under the facts. */
export const State = styled.p<{ $closed: boolean }>`
  margin: 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radii.sm};
  font-weight: 700;
  background: ${({ $closed }) => ($closed ? theme.colors.paperAlt : theme.colors.forestTint)};
`

/** The hunter's details once the tracker offered: name and number, Call and Text, the shot site. */
export const Hunter = styled.section`
  display: grid;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  border: ${theme.borderWidths.thick} solid ${theme.colors.forest};
  border-radius: ${theme.radii.md};

  h2 {
    margin: 0;
  }

  p {
    margin: 0;
  }
`
