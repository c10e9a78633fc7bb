import styled from "styled-components"
import { theme } from "../../styles/theme"

export const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(6)};

  ${theme.media.print} {
    display: none;
  }
`

/** The request to every available tracker, above the list; not on the printed roster. */
export const Ask = styled.div`
  margin-bottom: ${theme.space(4)};

  ${theme.media.print} {
    display: none;
  }
`
