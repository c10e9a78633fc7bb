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
