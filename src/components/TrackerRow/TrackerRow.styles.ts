import styled from "styled-components"
import { theme } from "../../styles/theme"

/** Who, whether they can come, where from, then Call and Text: the least a hunter needs to choose and call. */
export const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
`

export const Name = styled.a`
  align-self: flex-start;
  font-size: ${theme.fontSizes.lg};
  font-weight: 800;
`

export const Where = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};

  strong {
    color: ${theme.colors.forest};
  }
`

/** Call takes the room, its number on one line; Text beside it, or under it on the narrowest phones. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};

  & > :first-child {
    flex: 1 0 auto;
    padding-inline: ${theme.space(4)};
    white-space: nowrap;
  }

  & > :last-child {
    flex: 1 0 auto;
    max-width: 100%;
    padding-inline: ${theme.space(3)};
  }
`
