import styled from "styled-components"
import { theme } from "../../styles/theme"

export const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  max-width: 860px;
  margin: 0 auto;
`

export const Item = styled.details`
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paper};

  &[open] summary svg {
    transform: rotate(180deg);
  }
`

export const Question = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  min-height: ${theme.tapTarget};
  padding: ${theme.space(3)} ${theme.space(4)};
  font-weight: 700;
  cursor: pointer;
  list-style: none;

  &::-webkit-details-marker {
    display: none;
  }

  svg {
    flex: none;
    ${theme.media.motion} {
      transition: transform 0.2s ease;
    }
  }
`

export const Answer = styled.div`
  padding: 0 ${theme.space(4)} ${theme.space(4)};

  ul {
    margin: 0 0 ${theme.space(3)};
    padding-left: ${theme.space(5)};
  }

  li + li {
    margin-top: ${theme.space(1)};
  }

  p:last-child,
  ul:last-child {
    margin-bottom: 0;
  }
`
