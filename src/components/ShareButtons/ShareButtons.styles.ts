import styled from "styled-components"
import { theme } from "../../styles/theme"

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};

  > * {
    flex: 1 1 ${theme.space(60)};
  }
`
