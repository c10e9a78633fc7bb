import styled from "styled-components"

export const Timer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  form {
    display: grid;
    gap: ${({ theme }) => theme.space(4)};

    ${({ theme }) => theme.media.tablet} {
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
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 700;
  }
`

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: ${({ theme }) => theme.tapTarget};
    padding: 0 ${({ theme }) => theme.space(4)};
    border: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.pill};
    cursor: pointer;
  }

  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.forest};
    background: ${({ theme }) => theme.colors.forestTint};
  }

  input {
    width: ${({ theme }) => theme.space(5)};
    height: ${({ theme }) => theme.space(5)};
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.forest};
  }
`

export const TimeField = styled.div`
  input {
    min-height: ${({ theme }) => theme.tapTarget};
    padding: 0 ${({ theme }) => theme.space(3)};
    border: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.inkMuted};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.paper};
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

export const Result = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border-left: ${({ theme }) => theme.borderWidths.accent} solid ${({ theme }) => theme.colors.blaze};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.blazeTint};

  &:empty {
    display: none;
  }

  p {
    margin: 0;
  }

  p + p {
    margin-top: ${({ theme }) => theme.space(2)};
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`
