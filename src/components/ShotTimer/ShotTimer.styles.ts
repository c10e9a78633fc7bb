import styled from "styled-components"
import { theme } from "../../styles/theme"

export const Timer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }

  form {
    display: grid;
    gap: ${theme.space(4)};

    ${theme.media.tablet} {
      grid-template-columns: 2fr 1fr;
      align-items: start;
    }
  }

  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }

  legend,
  label[for] {
    display: block;
    margin-bottom: ${theme.space(2)};
    font-weight: 700;
  }
`

export const Result = styled.div`
  padding: ${theme.space(4)};
  border-left: ${theme.borderWidths.accent} solid ${theme.colors.blaze};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.blazeTint};

  &:empty {
    display: none;
  }

  p {
    margin: 0;
  }

  p + p {
    margin-top: ${theme.space(2)};
  }

  strong {
    font-size: ${theme.fontSizes.xl};
  }
`
