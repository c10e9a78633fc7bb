import styled from "styled-components"
import { theme } from "../../styles/theme"

/** Choices as pills big enough for a gloved thumb, the chosen ones marked: the shot timer's hit, a request's signs. */
export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
    min-height: ${theme.tapTarget};
    padding: 0 ${theme.space(4)};
    border: ${theme.borderWidths.thick} solid ${theme.colors.line};
    border-radius: ${theme.radii.pill};
    cursor: pointer;
  }

  label:has(input:checked) {
    border-color: ${theme.colors.forest};
    background: ${theme.colors.forestTint};
  }

  input {
    width: ${theme.space(5)};
    height: ${theme.space(5)};
    margin: 0;
    accent-color: ${theme.colors.forest};
  }
`
