import styled from "styled-components"
import { theme } from "../../styles/theme"

export const Controls = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(4)};
  margin-bottom: ${theme.space(5)};

  ${theme.media.print} {
    display: none;
  }
`

/** Keeps a line's height whether empty or not, so a message appearing moves nothing. */
export const Message = styled.p`
  flex: 1 1 16rem;
  min-height: 1.6em;
  margin: 0;
  font-weight: 600;
`

export const Counties = styled.div`
  flex: 1 1 100%;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)} ${theme.space(3)};
  font-size: ${theme.fontSizes.sm};

  ul {
    display: contents;
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.tapTarget};
    font-weight: 700;
  }
`
