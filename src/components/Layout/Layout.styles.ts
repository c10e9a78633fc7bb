import styled from "styled-components"
import { theme } from "../../styles/theme"

export const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space(2)};
  top: -${theme.space(20)};
  z-index: 100;
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.onAccent};
  color: ${theme.colors.forestDark};
  font-weight: 700;

  &:focus {
    top: ${theme.space(2)};
  }
`

export const Main = styled.main`
  display: block;
  min-height: 60vh;
  padding-top: ${theme.navHeight};

  ${theme.media.print} {
    padding-top: 0;
  }
`
